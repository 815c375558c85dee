import { type CallSupport, callSupport } from '@org/voice-client/call-support';
import { demoTestSeam } from './test-seam';

/**
 * Whether /demo's call can run in this browser, asked by the widget's island before the call's
 * engine loads. A call on daily-js needs what `callSupport()` checks; a call on a call object of
 * the page's own (the dev server's simulation, a test's seam: create-demo-client.ts) needs none
 * of it, as the client's own `VoiceClient#callSupport()` says once it exists, so the simulated
 * call still runs in WebKitGTK under `npm start`. Both conditions are constant in a production
 * build, which keeps `callSupport()` alone.
 */
export function demoCallSupport(): CallSupport {
  if (__SIMULATED_CALLS__ || demoTestSeam().createCallObject) return { supported: true };
  return callSupport();
}
