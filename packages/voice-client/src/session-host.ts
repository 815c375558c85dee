import type { CreateCallObject } from './call-object';
import type { CallOptions } from './call-options';
import type { CallSlot } from './call-slot';
import type { Logger } from './logger';
import type { SessionEmitted, SessionEvents } from './session-events';
import type { CallStatus } from './session-phase';
import type { StartStage } from './stages';
import type { WebCallRequestResult } from './start-params';
import type { CallTimeouts } from './timeouts';
import type { TimerApi } from './timers';
import type { VoiceClientError } from './voice-client-error';
import type { CreateWebCall, WebCall, WebCallResult } from './web-call';

/**
 * The contract between a call's session and what surrounds it: what the engine gives a session
 * (its host), and what a face asks it to start. Types only, apart from the session itself, so
 * that a face can name a start without importing the engine.
 */

/** What a session needs from the client (the face) that owns it. */
export interface SessionHost {
  /** Hands an event of the engine's stream to the face (see {@link SessionEvents}). */
  emit<K extends SessionEmitted>(event: K, ...args: SessionEvents[K]): void;
  /** The status the session's phase shows changed (session-phase.ts decides it). */
  status(to: CallStatus): void;
  /** The session's start failed in `stage` (not reported for a cancelled start). */
  startFailed(stage: StartStage, error: VoiceClientError): void;
  now(): number;
  timers: TimerApi;
  logger: Logger;
  /** The face's call options: Daily's factory options, `isMobile`, `strictStages`, `warmUp`. */
  options: CallOptions;
  /** The bounds of every wait on the provider, Daily's call machine and daily-js. */
  timeouts: CallTimeouts;
  createWebCall: CreateWebCall;
  /** The call-object factory: daily-js, loaded on the first start, or the injected one. */
  loadFactory(): Promise<CreateCallObject>;
  /** The page-wide slot the session's call object holds. */
  slot: CallSlot;
  /** The assistant's playback volume, 0 to 1, which the face keeps across calls. */
  outputVolume(): number;
  /**
   * Whether anyone listens to the microphone's level: Daily's local observer (an `AudioContext`
   * and a worklet for the whole call) runs only then.
   */
  wantsLocalLevels(): boolean;
  /**
   * The session ended — reported once, before its end's events and before anything is
   * released. `closed` resolves once everything is released, the call object destroyed.
   */
  ended(session: object, closed: Promise<void>): void;
}

/**
 * What a start began before the session existed (the `./vapi` drop-in, whose engine loads as a
 * chunk of its own, sends the web call and asks for the microphone at the click): the session
 * takes both over.
 */
export interface EarlyStart {
  /** `POST /call/web` in flight, bounded from when it was sent. */
  webCall: Promise<WebCallResult>;
  /** The microphone request (the browser's prompt), or `null` when none was made. */
  microphone: Promise<MediaStream> | null;
  /** When the request was sent (`now()`): its stage counts from then. */
  sentAt: number;
}

/** What a session starts: a new web call, or a reconnect to an existing one. */
export type StartRequest =
  | {
      kind: 'start';
      body: WebCallRequestResult;
      early?: EarlyStart;
      /** The call joins without a microphone (`StartOptions.microphone: false`). */
      withoutMicrophone?: boolean;
    }
  | { kind: 'reconnect'; webCall: WebCall };
