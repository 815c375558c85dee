/**
 * daily-js's own verdict on this browser (`supportedBrowser().supported`), `undefined` until
 * daily-js has loaded: recorded by the daily-js loader, read by `callSupport()`. Its own module,
 * so that `@org/voice-client/call-support` carries the verdict without the loader; a live binding
 * rather than a getter, which would cost `./vapi` bytes it does not have.
 */
export let dailyVerdict: boolean | undefined;

/** Records daily-js's `supportedBrowser().supported`. */
export function noteDailySupport(supported: boolean): void {
  dailyVerdict = supported;
}
