import { within } from './bounded-wait';
import type { Chunk } from './chunk';
import { preload as preloadDaily } from './daily/loader';
import { type GetUserMedia, requestMicrophone, stopTracks } from './platform';
import type { EarlyStart } from './session-host';
import { type TimerApi, TimerScope } from './timers';
import type { CreateWebCall, CreateWebCallRequest } from './web-call';

/**
 * The call engine as a chunk of its own, which each face loads when it is made (see
 * lazy-engine.ts), so that importing a face costs its API only; and what lets a start begin what
 * must not wait for it (the web call and the microphone prompt, at the click).
 */

/** The engine chunk: the call engine behind both faces. */
export type EngineModule = typeof import('./call-engine');

/** Starts loading daily-js and `engine` at once; never rejects. */
export function preloadEngine(engine: Chunk<unknown>): Promise<void> {
  return Promise.all([preloadDaily(), engine.load().catch(() => undefined)]).then(() => undefined);
}

/** What {@link beginEarly} needs. */
export interface EarlyStartOptions {
  createWebCall: CreateWebCall;
  body: CreateWebCallRequest;
  /** The microphone the warm-up will ask for (`false`: none, nothing is asked now). */
  microphone: boolean | MediaTrackConstraints;
  /** The bound on the web call, from now. */
  webCallMs: number;
  timers: TimerApi;
  /** Ends the web call (the start was stopped, or ended while the engine loaded). */
  cancel: AbortSignal;
  now(): number;
  getUserMedia?: GetUserMedia | null;
}

/**
 * Begins, at the click, what a start must not keep waiting for while the engine loads: the
 * browser's microphone prompt (with the warm-up's constraints; the warm-up takes the request
 * over, so there is no second prompt) and `POST /call/web`, bounded from now. The session takes
 * both over (`StartRequest.early`); `release()` stops a granted capture when no session does.
 */
export function beginEarly(options: EarlyStartOptions): EarlyStart & { release(): void } {
  const microphone = requestMicrophone(options.microphone, options.getUserMedia);
  // A refusal is the warm-up's to handle, once it takes the request over.
  microphone?.catch(() => {});
  const sentAt = options.now();
  const webCall = within(
    new TimerScope(options.timers),
    'webCall',
    options.webCallMs,
    (signal) => options.createWebCall(options.body, { signal }),
    options.cancel,
    'web-call-creation',
  );
  // Reported by the session's web-call stage once it takes it over.
  webCall.catch(() => {});
  return {
    webCall,
    microphone,
    sentAt,
    release: () => {
      void microphone?.then(stopTracks, () => {});
    },
  };
}

/**
 * `engine` within `ms` (it loads beside daily-js, so the call machine's bound), or sooner:
 * rejects with the `callMachine` wait's `timeout` error (naming the `initialization` stage, which
 * waits for it), what the import threw, or `cancel`'s reason.
 */
export function awaitEngine<M>(
  engine: Chunk<M>,
  ms: number,
  timers: TimerApi,
  cancel: AbortSignal,
): Promise<M> {
  return within(
    new TimerScope(timers),
    'callMachine',
    ms,
    () => engine.load(),
    cancel,
    'initialization',
  );
}
