const MOBILE_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada|mobile/i;

/** Whether the browser is a phone or tablet, which needs time for its permission prompt. */
export function isMobileBrowser(): boolean {
  const agent = globalThis.navigator?.userAgent;
  return typeof agent === 'string' && MOBILE_AGENT.test(agent);
}
