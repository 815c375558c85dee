const MOBILE_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada|mobile/i;

/**
 * Whether the browser is a phone or tablet, which needs time for its permission prompt: the
 * device names `@vapi-ai/web` 2.7.1 tests for, and `mobile`, which a phone browser that names no
 * such device (KaiOS, say) still says. Both clients ask this.
 */
export function isMobileBrowser(): boolean {
  const agent = globalThis.navigator?.userAgent;
  return typeof agent === 'string' && MOBILE_AGENT.test(agent);
}
