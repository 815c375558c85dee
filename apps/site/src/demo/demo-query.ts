import { readQueryValue, toSearchParams } from '@org/calculator-core';

/** What /demo reads from its query string. */
export interface DemoQuery {
  /** The assistant to call; `null` when absent or blank, which shows 'Setup Required'. */
  agent: string | null;
  /** The visitor's company, decoded, for the heading and the call summary; `null` when absent. */
  company: string | null;
}

/**
 * Reads `agent` (required for a call) and `company` (optional) from a query string such as
 * `location.search`, with the rules /calculator and /verify read theirs by
 * (`@org/calculator-core`'s `readQueryValue`): form decoding, where a malformed escape decodes
 * to U+FFFD or stays as written and never throws; the first non-blank occurrence of a repeated
 * parameter; each value trimmed and cut to `MAX_QUERY_VALUE_LENGTH` characters (a link's
 * 10,000-letter company would otherwise be a heading tens of thousands of pixels tall).
 * @example
 * parseDemoQuery('?agent=demo-agent&company=Acme%20Roofing');
 * // { agent: 'demo-agent', company: 'Acme Roofing' }
 */
export function parseDemoQuery(search: string): DemoQuery {
  const params = toSearchParams(search);
  const read = (key: string) => readQueryValue(params, key) || null;
  return { agent: read('agent'), company: read('company') };
}
