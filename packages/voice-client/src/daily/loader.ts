import type { DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';
import { chunk } from '../chunk';
import { noteDailySupport } from '../daily-verdict';

/** daily-js's `createCallObject`. */
export type DailyFactory = (options: DailyFactoryOptions) => DailyCall;

/**
 * daily-js posts some fatal errors of a call (`connection-error`, `end-of-life`, `no-room`) to
 * Daily's Sentry, with the page's whole URL and the visitor's user agent, and has no option that
 * turns it off. A strict Content-Security-Policy refuses the request, and browsers log the refusal
 * as an error (Firefox as the page's own). So the call objects this loader makes have that one
 * private method of daily-js 0.92 (`_maybeSendToSentry`) shadowed by a no-op: nothing is sent,
 * nothing is refused. The real-daily tests (e2e/real-daily-native.spec.ts) fail should daily-js
 * rename it.
 */
function withoutErrorReports(call: DailyCall): DailyCall {
  if (typeof (call as { _maybeSendToSentry?: unknown })._maybeSendToSentry === 'function') {
    Object.defineProperty(call, '_maybeSendToSentry', { value: () => undefined });
  }
  return call;
}

/** daily-js, imported once (again after a failure), as its call-object factory. */
const daily = chunk(() =>
  import('@daily-co/daily-js').then((module): DailyFactory => {
    const factory = module.default;
    // For `callSupport()`. Read defensively: a stand-in module (a test's) may lack it.
    if (typeof factory.supportedBrowser === 'function') {
      noteDailySupport(factory.supportedBrowser().supported);
    }
    return (options) => withoutErrorReports(factory.createCallObject(options));
  }),
);

/**
 * Loads daily-js (about 70 kB gzip) on first use and returns its call-object factory, for both
 * faces. The import is dynamic so that importing this package costs nothing until a call
 * starts (`@vapi-ai/web` imports daily-js with the page).
 */
export function loadDaily(): Promise<DailyFactory> {
  return daily.load();
}

/**
 * Starts loading daily-js ahead of the first call, for instance when the call button appears,
 * so that the start does not wait for it. Safe to call often; never rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return loadDaily().then(
    () => undefined,
    () => undefined,
  );
}
