import { cleanQueryValue } from '@org/calculator-core';

/** What /demo reads from its query string. */
export interface DemoQuery {
  /** The assistant to call; `null` when absent or blank, which shows 'Setup Required'. */
  agent: string | null;
  /** The visitor's company, decoded, for the heading and the call summary; `null` when absent. */
  company: string | null;
}

// One or more percent-escapes in a row: decoded together, so multi-byte UTF-8 stays whole.
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Length of the well-formed UTF-8 character that starts at `bytes[index]`, or 0 when none does.
 * The same rules as `decodeURIComponent` (RFC 3629: no overlong forms, no surrogates, nothing
 * past U+10FFFF), checked by hand: trying `decodeURIComponent` on slices and catching its
 * `URIError` cost seconds for a hostile megabyte.
 */
function characterLength(bytes: readonly number[], index: number): number {
  const lead = bytes[index] ?? 0;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  for (let offset = 1; offset < length; offset += 1) {
    const byte = bytes[index + offset];
    if (byte === undefined || byte < low || byte > high) return 0;
    // Only the second byte has a narrowed range.
    low = 0x80;
    high = 0xbf;
  }
  return length;
}

/** Decodes a run of escapes in one pass: well-formed characters decoded, other bytes kept as written. */
function decodeRun(run: string): string {
  const bytes: number[] = [];
  for (let index = 1; index < run.length; index += 3) {
    bytes.push(Number.parseInt(run.slice(index, index + 2), 16));
  }
  let decoded = '';
  let index = 0;
  while (index < bytes.length) {
    const length = characterLength(bytes, index);
    if (length === 0) {
      decoded += run.slice(index * 3, index * 3 + 3);
      index += 1;
    } else {
      decoded += decodeURIComponent(run.slice(index * 3, (index + length) * 3));
      index += length;
    }
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
    // Trimmed and cut to the cap /calculator and /verify keep (a link's 10,000-letter company
    // would otherwise be a heading tens of thousands of pixels tall, Start far below it).
    const value = cleanQueryValue(
      decodeQueryValue(separator === -1 ? '' : pair.slice(separator + 1)),
    );
    // The first occurrence wins, as with URLSearchParams.get; a blank one counts as absent.
    return value === '' ? null : value;
  }
  return null;
}

/**
 * Reads `agent` (required for a call) and `company` (optional) from a query string such as
 * `location.search`, each trimmed and cut to `MAX_QUERY_VALUE_LENGTH` characters. Never
 * throws, whatever the query holds.
 * @example
 * parseDemoQuery('?agent=demo-agent&company=Acme%20Roofing');
 * // { agent: 'demo-agent', company: 'Acme Roofing' }
 */
export function parseDemoQuery(search: string): DemoQuery {
  return { agent: readParameter(search, 'agent'), company: readParameter(search, 'company') };
}
