import type { DailyEvent, DailyFatalErrorType } from '@daily-co/daily-js';
import type { FakeCallObject, FakeEventPayload, MicrophoneCapture } from './fake-call-object';
import { FakeDaily } from './fake-daily';
import { ASSISTANT_USER_NAME, participant } from './participants';
import type { BundleOutcome, FakeDevice } from './script';

// The browser side of the one fake: `dist/browser.global.js` (built by tsup) is an init script
// a Playwright test adds to the page (`page.addInitScript({ path })`); it defines
// `window.__installFakeDaily`, which puts the fake's `createCallObject` on the page's test seam
// and `window.__fakeDaily` (a {@link FakeDailyControl}) in reach of `page.evaluate`. Unlike in
// Node, the call machine's microphone request is the browser's real `getUserMedia`.

/** One method call on a call object, as `page.evaluate` can return it (no functions). */
export interface RecordedCall {
  method: string;
  args: unknown[];
}

/** What a browser test can do with the fake, from `page.evaluate`. */
export interface FakeDailyControl {
  /** Methods called on every call object, in order, listener (un)registration left out. */
  calls(): RecordedCall[];
  /** How many call objects were created. */
  created(): number;
  /** How many call objects are not yet destroyed. */
  live(): number;
  /** Whether the newest call object has joined its meeting. */
  joined(): boolean;
  /**
   * What Daily's CDN answers for the call machine bundle from now on (the script's `bundle`):
   * `runs` (the default), `inert` (served but never starts: `load()` resolves, then
   * `startCamera()`, `join()` and `destroy()` wait for a call machine that is not there) or
   * `unanswered` (the load never completes before daily-js's 186 s of retries). A
   * `destroy()` left waiting on an `inert` bundle ends when the page posts the call machine's
   * `left-meeting` message, as daily-js's does.
   */
  setBundle(kind: BundleOutcome['kind']): void;
  /** Whether a leave (or destroy) of the newest call object waits for the call machine. */
  leavePending(): boolean;
  /** Holds the call machine's answer to the next joins (once it has the microphone). */
  holdJoin(hold: boolean): void;
  /** Lets a held join have its answer. */
  releaseJoin(): void;
  /** Whether a join is waiting for {@link releaseJoin}. */
  joinHeld(): boolean;
  /** Delivers a call-machine event to the newest call object. */
  emit(event: DailyEvent, payload?: Record<string, unknown>): void;
  /**
   * Reports the assistant's audio level from now on, at the observer's interval, while the
   * client's level observer runs (the call machine sends none otherwise); 0 for silence.
   */
  setAssistantLevel(level: number): void;
  /**
   * Reports the visitor's microphone level from now on, at the observer's interval, while the
   * client's local level observer runs (the call machine sends none otherwise); 0 for a
   * microphone that gives nothing.
   */
  setLocalLevel(level: number): void;
  /**
   * What the browser lists from now on (`enumerateDevices()`); once a call object exists, a change
   * is its `available-devices-updated`, as daily-js's `devicechange` listener reports it
   * (`FakeCallObject.changeDevices`).
   */
  setDevices(devices: FakeDevice[]): void;
  /** The assistant joins and its audio track (an oscillator) starts. */
  startAssistantAudio(): void;
  /** Whether every microphone track the call machine acquired has been stopped. */
  microphoneReleased(): boolean;
  /** Makes the next `updateInputSettings()` fail, as when the noise-cancellation processor cannot load. */
  failNextInputSettings(message: string): void;
  /**
   * The call machine's `left-meeting` for the newest call object: the meeting ended (the
   * assistant hung up), or the answer to a leave waiting for it (`FakeCallObject.endMeeting`).
   */
  endMeeting(): void;
  /**
   * The call machine reports a fatal error during the call (`FakeCallObject.fail`, daily-esm.js
   * `_handleFatalError`): the state becomes `error` before the `error` event fires, so a
   * `leave()` after it resolves at once, with no `left-meeting`.
   */
  fail(errorMsg: string, error: { type: DailyFatalErrorType; msg: string }): void;
}

declare global {
  interface Window {
    __fakeDaily?: FakeDailyControl;
    __installFakeDaily?: (seamGlobal: string) => void;
  }
}

/** The microphone as a browser answers it: a real capture, or the refusal daily-js reports. */
async function captureMicrophone(tracks: MediaStreamTrack[]): Promise<MicrophoneCapture> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const captured = stream.getTracks();
    tracks.push(...captured);
    return {
      outcome: { kind: 'granted' },
      release: () => {
        for (const track of captured) track.stop();
      },
    };
  } catch (error) {
    const msg = error instanceof Error ? error.message : String(error);
    const name = error instanceof DOMException ? error.name : '';
    // The call machine's mapping of getUserMedia's errors onto `camera-error` types.
    const outcome: MicrophoneCapture['outcome'] =
      name === 'NotFoundError'
        ? { kind: 'missing', error: { type: 'not-found', missingMedia: ['audio'], msg } }
        : {
            kind: 'refused',
            error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg },
          };
    return { outcome, release() {} };
  }
}

function withoutFunctions(args: unknown[]): unknown[] {
  return args.map((arg) => (typeof arg === 'function' ? '[function]' : arg));
}

/** Installs the fake on the page's test seam; see the module comment. */
function install(seamGlobal: string): void {
  const tracks: MediaStreamTrack[] = [];
  const fake = new FakeDaily({
    script: { joinDelayMs: 0 },
    captureMicrophone: () => captureMicrophone(tracks),
  });
  let levelTimer: number | undefined;
  let localLevelTimer: number | undefined;
  const current = (): FakeCallObject | undefined => fake.instances.at(-1);
  const control: FakeDailyControl = {
    calls: () =>
      fake.instances.flatMap((call) =>
        call.calls
          .filter((entry) => !['on', 'once', 'off'].includes(entry.method))
          .map((entry) => ({ method: entry.method, args: withoutFunctions(entry.args) })),
      ),
    created: () => fake.instances.length,
    live: () => fake.live,
    joined: () => {
      const call = current();
      return call !== undefined && !call.destroyed && call.state === 'joined-meeting';
    },
    setBundle: (kind) => {
      fake.script.bundle = { kind };
    },
    leavePending: () => current()?.leavePending ?? false,
    holdJoin: (hold) => {
      fake.script.join = hold ? { kind: 'hold' } : { kind: 'joined' };
    },
    releaseJoin: () => {
      for (const call of fake.instances) call.releaseJoin();
    },
    joinHeld: () => fake.instances.some((call) => call.joinHeld),
    emit: (event, payload = {}) =>
      current()?.emit(event, payload as FakeEventPayload<typeof event>),
    setAssistantLevel(level) {
      window.clearInterval(levelTimer);
      const report = () => current()?.reportRemoteLevels({ assistant: level });
      report();
      // The voice client asks for 100 ms, the smallest interval daily-js allows.
      levelTimer = window.setInterval(report, 100);
    },
    setLocalLevel(level) {
      window.clearInterval(localLevelTimer);
      const report = () => current()?.reportLocalLevel(level);
      report();
      localLevelTimer = window.setInterval(report, 100);
    },
    setDevices(devices) {
      const call = current();
      if (call && !call.destroyed) call.changeDevices(devices);
      else fake.script.devices = devices;
    },
    startAssistantAudio() {
      const call = current();
      if (!call) return;
      const context = new AudioContext();
      const tone = context.createOscillator();
      const output = context.createMediaStreamDestination();
      tone.connect(output);
      tone.start();
      const [track] = output.stream.getAudioTracks();
      const assistant = participant({
        session_id: 'assistant',
        user_name: ASSISTANT_USER_NAME,
        audioTrack: track,
      });
      call.addParticipant(assistant);
      call.emit('track-started', { participant: assistant, track });
    },
    microphoneReleased: () => tracks.every((track) => track.readyState === 'ended'),
    failNextInputSettings: (message) => {
      fake.script.inputSettingsErrors.push(new Error(message));
    },
    endMeeting: () => current()?.endMeeting(),
    fail: (errorMsg, error) => current()?.fail(errorMsg, error),
  };
  window.__fakeDaily = control;
  Reflect.set(window, seamGlobal, { createCallObject: fake.createCallObject });
}

window.__installFakeDaily = install;
