/**
 * The link a verify answer carries: `${demoUrl}?agent=<agentId>&company=<company>`, with both
 * values percent-encoded (spaces as `%20`, which every decoder reads back).
 *
 * @example
 * ```ts
 * demoLink('http://127.0.0.1:5173/demo', 'demo-agent', 'Acme Roofing');
 * // 'http://127.0.0.1:5173/demo?agent=demo-agent&company=Acme%20Roofing'
 * ```
 */
export function demoLink(demoUrl: string, agentId: string, company: string): string {
  const url = new URL(demoUrl);
  const query = `agent=${encodeURIComponent(agentId)}&company=${encodeURIComponent(company)}`;
  url.search = url.search === '' ? query : `${url.search.slice(1)}&${query}`;
  return url.href;
}
