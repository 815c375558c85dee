/**
 * What a browser lacks for a call on daily-js:
 * - `secure-context`: the page is not served over HTTPS (or from localhost), so the browser hides
 *   the microphone;
 * - `webrtc`: no `RTCPeerConnection` (WebKitGTK builds without WebRTC, some embedded views);
 * - `microphone`: no `navigator.mediaDevices.getUserMedia`;
 * - `browser`: daily-js's own `supportedBrowser()` says no (a browser too old, or one it does not
 *   know). Known only once daily-js has loaded (`preload()` on intent loads it).
 */
export type CallRequirement = 'secure-context' | 'webrtc' | 'microphone' | 'browser';

/** Whether this browser can make a call, and if not, what it lacks (never empty). */
export type CallSupport =
  | { readonly supported: true }
  | { readonly supported: false; readonly missing: readonly CallRequirement[] };

/** daily-js's verdict on this browser, once it has loaded (daily-loader.ts records it). */
let dailyVerdict: boolean | undefined;

/** Records daily-js's `supportedBrowser().supported`, read by {@link callSupport}. */
export function noteDailySupport(supported: boolean): void {
  dailyVerdict = supported;
}

/**
 * Whether this browser can make a call on daily-js, checked at once and without loading
 * anything, so that a page can say so before Start creates a web call at the provider. daily-js's
 * own check counts once daily-js has loaded. A call on a call-object factory of your own
 * (`createCallObject`) needs none of this: ask `VoiceClient#callSupport()` instead.
 * @example
 * ```ts
 * import { callSupport } from '@org/voice-client';
 * const support = callSupport();
 * if (!support.supported) console.log('This browser lacks', support.missing.join(', '));
 * ```
 */
export function callSupport(): CallSupport {
  const scope = globalThis as { isSecureContext?: boolean; RTCPeerConnection?: unknown };
  const missing: CallRequirement[] = [];
  if (scope.isSecureContext === false) missing.push('secure-context');
  if (typeof scope.RTCPeerConnection !== 'function') missing.push('webrtc');
  if (typeof globalThis.navigator?.mediaDevices?.getUserMedia !== 'function') {
    missing.push('microphone');
  }
  if (dailyVerdict === false) missing.push('browser');
  return missing.length ? { supported: false, missing } : { supported: true };
}
