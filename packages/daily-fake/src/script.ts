import type {
  DailyCamDeviceNotFoundError,
  DailyCamPermissionsError,
  DailyFatalErrorType,
} from '@daily-co/daily-js';

/**
 * How the call machine answers `join()`. daily-js loads its call machine from Daily's CDN and
 * then asks it to join; the outcomes a client can tell apart are these.
 */
export type JoinOutcome =
  /** The call machine joins: `joined-meeting`, and `join()` resolves with the participants. */
  | { kind: 'joined' }
  /**
   * The call machine reports a fatal error (`_handleFatalError` → `_joinedCallback(null, r)`
   * in daily-esm.js): the state becomes `error`, the `error` event fires and `join()` rejects
   * with that same event object.
   */
  | {
      kind: 'fatal';
      errorMsg: string;
      /** `details` as daily-esm.js passes it on (`r.error.details=JSON.parse(r.error.details)`). */
      error: { type: DailyFatalErrorType; msg: string; details?: unknown };
    }
  /**
   * The call machine bundle cannot load (daily-esm.js, `load()`'s failure callback): it emits
   * `load-attempt-failed`, then a fatal `error` of type `connection-error` with the message
   * "Failed to load call object bundle.", and `join()` rejects with the load error's text (a
   * string, not an `Error`).
   */
  | { kind: 'load-failed'; message: string }
  /** The call machine has not answered yet: `join()` pends until `releaseJoin()`. */
  | { kind: 'hold' };

/**
 * What the browser answers when the call machine asks for the microphone as the join begins
 * (`startCamera()` in the call machine). daily-js does not reject `join()` when it is refused
 * or missing: it emits `camera-error` and joins without audio.
 */
export type MicrophoneOutcome =
  | { kind: 'granted' }
  | { kind: 'refused'; error: DailyCamPermissionsError }
  | { kind: 'missing'; error: DailyCamDeviceNotFoundError };

/** The microphone refused by the visitor, as daily-js reports it. */
export const REFUSED_MICROPHONE: MicrophoneOutcome = {
  kind: 'refused',
  error: {
    type: 'permissions',
    blockedBy: 'user',
    blockedMedia: ['audio'],
    msg: 'Permission denied',
  },
};

/** What the fake does; a test changes it before or during a call. */
export interface FakeDailyScript {
  /** `createCallObject()` throws this (daily-js throws e.g. "WebRTC not supported or suppressed"). */
  createError?: Error;
  /** How the call machine answers the next `join()`. */
  join: JoinOutcome;
  /** Milliseconds the call machine takes to answer `join()` (load and signalling together). */
  joinDelayMs: number;
  /** Milliseconds the call machine takes to answer `leave()` (and so `destroy()`). */
  leaveDelayMs: number;
  /** What the browser answers when the call machine asks for the microphone. */
  microphone: MicrophoneOutcome;
  /**
   * Outcomes of the next `updateInputSettings()` calls, taken in turn (over every call object):
   * `undefined` (or none left) resolves, anything else
   * is what the call machine rejects with (e.g. the noise-cancellation processor failing to
   * load, which happens on some devices and cannot be provoked here).
   */
  inputSettingsErrors: unknown[];
  /**
   * What the call machine answers to starting an audio-level observer, when it fails: daily-js
   * rejects with `{ error }` (`e.error ? r({ error: e.error }) : n()` in daily-esm.js).
   */
  remoteObserverError?: { error: unknown };
  localObserverError?: { error: unknown };
  /**
   * `startRecording()` throws this. daily-js throws only on an invalid `type`; any other failure
   * arrives later as an event, so this stands for a call machine that is gone.
   */
  recordingError?: Error;
}

/** A script with every default: a join that succeeds after 50 ms with the microphone allowed. */
export function defaultScript(): FakeDailyScript {
  return {
    join: { kind: 'joined' },
    joinDelayMs: 50,
    leaveDelayMs: 0,
    microphone: { kind: 'granted' },
    inputSettingsErrors: [],
  };
}
