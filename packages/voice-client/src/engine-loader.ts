import { within } from './bounded-wait';
import type { EarlyStart } from './call-session';
import { preload as preloadDaily } from './daily-loader';
import { type GetUserMedia, requestMicrophone } from './platform';
import { type TimerApi, TimerScope } from './timers';
import type { CreateWebCall, CreateWebCallRequest } from './web-call';

/**
 * The call engine as a chunk of its own, for a face that must not load it with the page (the
 * `./vapi` drop-in: importing it costs Vapi's API only). The native face imports the engine
 * statically; this loads the same modules on demand, and lets a start begin what must not wait
 * for them (the web call and the microphone prompt, at the click).
 */

/** The engine chunk: the call engine behind both faces. */
export type EngineModule = typeof import('./call-engine');

let loaded: EngineModule | null = null;
let pending: Promise<EngineModule> | null = null;

/** The engine once it has loaded, or `null`: a start that finds it runs in the caller's task. */
export function loadedEngine(): EngineModule | null {
  return loaded;
}

/** Loads the engine on first use; a failed load is forgotten, so that a later start tries again. */
export function loadEngine(): Promise<EngineModule> {
  pending ??= import('./call-engine').then(
    (engine) => {
      loaded = engine;
      return engine;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts importing daily-js and the call engine ahead of the first call (on intent: the call
 * button shown or hovered), so that the start waits for neither. Safe to call often; never
 * rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client/vapi';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return Promise.all([preloadDaily(), loadEngine().catch(() => undefined)]).then(() => undefined);
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
      void microphone?.then(
        (stream) => {
          for (const track of stream.getTracks()) track.stop();
        },
        () => {},
      );
    },
  };
}

/**
 * The engine within `ms` (it loads beside daily-js, so the call machine's bound), or sooner:
 * rejects with the `callMachine` wait's `timeout` error, what the import threw, or `cancel`'s
 * reason.
 */
export function awaitEngine(
  ms: number,
  timers: TimerApi,
  cancel: AbortSignal,
): Promise<EngineModule> {
  return within(new TimerScope(timers), 'callMachine', ms, loadEngine, cancel);
}
