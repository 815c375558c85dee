// `@org/voice-client/call-support`: whether this browser can make a call, alone, for a page that
// asks before it loads anything else of the client (the main entry exports it too). A few hundred
// bytes with no import of the daily-js loader, so a bundler can keep it apart from the engine.
import { dailyVerdict } from './daily-verdict';

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

/**
 * Whether this browser can make a call on daily-js, checked at once and without loading
 * anything, so that a page can say so before Start creates a web call at the provider. daily-js's
 * own check counts once daily-js has loaded. A call on a call-object factory of your own
 * (`createCallObject`) needs none of this: ask `VoiceClient#callSupport()` instead. Exported by
 * the main entry, `./vapi` and `./call-support`, its own entry.
 * @example
 * ```ts
 * import { callSupport } from '@org/voice-client/call-support';
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
