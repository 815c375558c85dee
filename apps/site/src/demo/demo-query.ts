/** What /demo reads from its query string (spec section 2). */
export interface DemoQuery {
  /** The assistant to call; `null` when absent or blank, which shows 'Setup Required'. */
  agent: string | null;
  /** The visitor's company, decoded, for the heading and the call summary; `null` when absent. */
  company: string | null;
}

// One or more percent-escapes in a row: decoded together, so multi-byte UTF-8 stays whole.
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

// A UTF-8 character is at most four bytes, so at most four escapes.
const MAX_ESCAPES_PER_CHARACTER = 4;

function tryDecode(escapes: string): string | null {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return null;
  }
}

function decodeRun(run: string): string {
  const whole = tryDecode(run);
  if (whole !== null) return whole;
  // Not valid UTF-8 as a whole: decode the characters that are, keep the bytes that are not.
  const escapes = run.match(/%[0-9A-Fa-f]{2}/g) ?? [];
  let decoded = '';
  let index = 0;
  while (index < escapes.length) {
    let taken = 0;
    for (let count = MAX_ESCAPES_PER_CHARACTER; count > 0 && taken === 0; count -= 1) {
      const character = tryDecode(escapes.slice(index, index + count).join(''));
      if (character !== null && index + count <= escapes.length) {
        decoded += character;
        taken = count;
      }
    }
    if (taken === 0) {
      decoded += escapes[index];
      taken = 1;
    }
    index += taken;
  }
  return decoded;
}

/**
 * Decodes one query value like a form would (`+` is a space, `%XX` escapes are UTF-8), but never
 * throws: a malformed escape such as `%E0%A4` or a lone `%` stays as written, and every valid
 * escape around it is still decoded. `decodeURIComponent` would throw a `URIError` instead, and
 * `URLSearchParams` would turn the bad bytes into replacement characters.
 * @example
 * decodeQueryValue('Acme+Roofing%20%26%20Sons'); // 'Acme Roofing & Sons'
 * decodeQueryValue('100%+Roofing'); // '100% Roofing'
 */
export function decodeQueryValue(raw: string): string {
  return raw.replace(/\+/g, ' ').replace(ESCAPE_RUN, decodeRun);
}

function readParameter(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const key = decodeQueryValue(separator === -1 ? pair : pair.slice(0, separator));
    if (key !== name) continue;
    const value = decodeQueryValue(separator === -1 ? '' : pair.slice(separator + 1)).trim();
    // The first occurrence wins, as with URLSearchParams.get; a blank one counts as absent.
    return value === '' ? null : value;
  }
  return null;
}

/**
 * Reads `agent` (required for a call) and `company` (optional) from a query string such as
 * `location.search`. Never throws, whatever the query holds.
 * @example
 * parseDemoQuery('?agent=demo-agent&company=Acme%20Roofing');
 * // { agent: 'demo-agent', company: 'Acme Roofing' }
 */
export function parseDemoQuery(search: string): DemoQuery {
  return { agent: readParameter(search, 'agent'), company: readParameter(search, 'company') };
}
