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
  /**
   * The call machine has not answered yet: `join()` pends until `releaseJoin()`. The call
   * machine is alive: it still answers `leave()`.
   */
  | { kind: 'hold' };

/**
 * What Daily's CDN answers when daily-js asks for the call machine bundle (daily-esm.js `Za`,
 * `es` and `os`: with `dailyConfig.avoidEval` a `<script src>` from `c.daily.co`, then
 * `c.dailywebrtc.com` and `c.dailywebrtc.net`). A bundle refused outright is the join outcome
 * `load-failed`, which takes precedence over this.
 */
export type BundleOutcome =
  /**
   * The bundle runs: its call machine starts and answers daily-js (the fake's call machine,
   * scripted by the rest of {@link FakeDailyScript}).
   */
  | { kind: 'runs' }
  /**
   * The bundle is served but never starts a call machine (an empty script, or an HTML page with
   * status 200, as a proxy or a content blocker may serve). The `<script>` fires `onload`, so
   * `load()` resolves (`_updateCallState(fi)`, and `n&&t.emitDailyJSEvent({action:eo})` emits
   * no `loaded` for a first load: the call machine would post it, `case eo`). From then on
   * whatever daily-js asks the call machine and waits for never settles: `startCamera()`
   * (`start-camera`), `join()` after `joining-meeting` (`join-meeting`), and `leave()`, so
   * `destroy()` (`e._resolveLeave=t,e.sendMessageToCallMachine({action:"leave-meeting"})`),
   * until the call machine's `left-meeting` message arrives (`case oo`, see
   * `FakeCallObject.endMeeting`); so do `setInputDevicesAsync()`, `setOutputDeviceAsync()`,
   * `updateSendSettings()` and `updateRemoteMediaPlayer()`. `_callMachineInitialized` stays
   * false, so daily-js keeps what it would ask for later instead of asking: the audio-level
   * observers return `undefined` (not a promise) and do not run, `updateInputSettings()` and
   * `setUserData()` resolve at once (the script's errors for them are not taken).
   */
  | { kind: 'inert' }
  /**
   * The bundle request is never answered: each attempt times out after 20 s (`ns`), emitting
   * `load-attempt-failed`; daily-js tries the three hosts in turn, three passes 3 s apart, and
   * after the ninth attempt (186 s after the load began) reports the fatal `connection-error`
   * ("Timed out (>20000 ms) when loading call object bundle …") and rejects with that text. Each
   * new load in the meantime (`load()`, `startCamera()`, `join()`) emits `loading` again and
   * starts over (`_callObjectLoader.cancel()`); the load it replaced never settles. A `leave()`
   * or `destroy()` during it ends at once with `left-meeting` (the load is cancelled).
   * Meanwhile, as for `inert`, no call machine has started: the observers return `undefined`,
   * `updateInputSettings()` and `setUserData()` resolve without asking; and as the state still
   * needs a load, `setInputDevicesAsync()`, `setOutputDeviceAsync()` and `updateSendSettings()`
   * resolve from what daily-js keeps for the call machine.
   */
  | { kind: 'unanswered' };

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
  /** What Daily's CDN answers for the call machine bundle, read when a load fetches it. */
  bundle: BundleOutcome;
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
  /**
   * What the browser's `navigator.mediaDevices.enumerateDevices()` lists, which daily-js's
   * `enumerateDevices()` and `available-devices-updated` pass on in call-object mode (see
   * `FakeCallObject.changeDevices`). Default: one microphone, `default`.
   */
  devices: FakeDevice[];
}

/** One device as the browser lists it (a `MediaDeviceInfo`'s fields). */
export interface FakeDevice {
  deviceId: string;
  groupId: string;
  kind: MediaDeviceKind;
  label: string;
}

/** A microphone as the browser lists it, for {@link FakeDailyScript.devices}. */
export function microphone(deviceId: string, label: string): FakeDevice {
  return { deviceId, groupId: `group-${deviceId}`, kind: 'audioinput', label };
}

/**
 * A script with every default: a bundle that runs, a join that succeeds after 50 ms with the
 * microphone allowed.
 */
export function defaultScript(): FakeDailyScript {
  return {
    bundle: { kind: 'runs' },
    join: { kind: 'joined' },
    joinDelayMs: 50,
    leaveDelayMs: 0,
    microphone: { kind: 'granted' },
    inputSettingsErrors: [],
    devices: [microphone('default', 'Default - Microphone')],
  };
}
