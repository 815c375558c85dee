// A UTF-16 half that belongs to no pair: `encodeURIComponent` throws a URIError on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The link a verify answer carries: `${demoUrl}?agent=<agentId>&company=<company>`, with both
 * values percent-encoded (spaces as `%20`, which every decoder reads back). A lone surrogate
 * (valid in JSON, not in UTF-8) becomes U+FFFD, as `TextEncoder` would write it, so that any
 * string yields a link instead of an exception.
 *
 * @example
 * ```ts
 * demoLink('http://127.0.0.1:5173/demo/', 'demo-agent', 'Acme Roofing');
 * // 'http://127.0.0.1:5173/demo/?agent=demo-agent&company=Acme%20Roofing'
 * ```
 */
export function demoLink(demoUrl: string, agentId: string, company: string): string {
  const url = new URL(demoUrl);
  const query = `agent=${encodeComponent(agentId)}&company=${encodeComponent(company)}`;
  url.search = url.search === '' ? query : `${url.search.slice(1)}&${query}`;
  return url.href;
}

function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}
