import type {
  DailyCallOptions,
  DailyEvent,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipant,
} from '@daily-co/daily-js';
import type { Trace } from './trace';

/**
 * One fake daily-js module for the differential test: the same object is `@vapi-ai/web`'s
 * `require('@daily-co/daily-js')` and our `import('@daily-co/daily-js')`. It records every call
 * into it on the current run's {@link Trace} and does what daily-js does where a client can
 * tell the difference. Each behaviour names the daily-js code it copies; "daily-js" below is
 * `node_modules/@daily-co/daily-js` (0.92.2: `index.d.ts` and `dist/daily-esm.js`; 0.87.0, which
 * `@vapi-ai/web` resolves, has the same code for each of them).
 */

type Listener = (event: unknown) => void;

/** How `join()` ends: as daily-js resolves it, rejects it, or held until the scenario says. */
export type JoinOutcome =
  | { kind: 'resolve' }
  /**
   * daily-js's `_joinedCallback(null, error)`: the call machine reports a fatal error, the
   * `error` event fires with it and `join()` rejects with the same event object.
   */
  | { kind: 'fatal'; errorMsg: string; error: { type: string; msg: string; details?: unknown } }
  /** `join()` rejects with an `Error` before reaching the call machine (no `error` event). */
  | { kind: 'reject'; error: Error }
  /** `join()` pends until {@link FakeDaily.releaseJoin}. */
  | { kind: 'hold' };

/** What the fake does in the current run; reset before each run. */
export interface DailyScript {
  /** `createCallObject()` throws this (daily-js throws, e.g. "Duplicate DailyIframe instances…"). */
  createError?: Error;
  join: JoinOutcome;
  /**
   * Outcomes of successive `updateInputSettings()` calls: `undefined` resolves, anything else
   * is what daily-js rejects with (the call machine's `error`, e.g. Krisp's init failure).
   */
  inputSettingsErrors: unknown[];
  /**
   * `startLocalAudioLevelObserver()` rejects with this. daily-js rejects with `{ error }`
   * (a plain object: `e.error ? r({ error: e.error }) : n()`).
   */
  localObserverError?: { error: string };
}

function freshScript(): DailyScript {
  return { join: { kind: 'resolve' }, inputSettingsErrors: [] };
}

/** The local participant daily-js reports once joined (only the fields the clients read). */
export function localParticipant(audio = true): DailyParticipant {
  return {
    session_id: 'local-session',
    user_id: 'local-user',
    user_name: '',
    local: true,
    owner: false,
    joined_at: new Date(0),
    tracks: { audio: { state: audio ? 'playable' : 'off', subscribed: true } },
  } as unknown as DailyParticipant;
}

/** A remote participant; the assistant's is named "Vapi Speaker". */
export function remoteParticipant(sessionId: string, userName: string): DailyParticipant {
  return {
    session_id: sessionId,
    user_id: sessionId,
    user_name: userName,
    local: false,
    owner: false,
    joined_at: new Date(0),
    tracks: { audio: { state: 'playable', subscribed: true } },
  } as unknown as DailyParticipant;
}

/** A stand-in for a `MediaStreamTrack` (Node has none); its `id` shows in traces. */
export class FakeTrack {
  readonly id: string;
  readonly kind: 'audio' | 'video';
  constructor(id: string, kind: 'audio' | 'video') {
    this.id = id;
    this.kind = kind;
  }
}

/** A stand-in for `MediaStream`, installed as the global by the scenario runner. */
export class FakeMediaStream {
  readonly tracks: unknown[];
  constructor(tracks: unknown[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): unknown[] {
    return [...this.tracks];
  }
  getAudioTracks(): unknown[] {
    return this.tracks.filter((track) => (track as FakeTrack).kind === 'audio');
  }
  getVideoTracks(): unknown[] {
    return this.tracks.filter((track) => (track as FakeTrack).kind === 'video');
  }
}

/** daily-js's meeting states (`hi`…`yi` in dist/daily-esm.js). */
type MeetingState = 'new' | 'joining-meeting' | 'joined-meeting' | 'left-meeting' | 'error';

/** A fake daily-js call object: what `createCallObject()` returns. */
export class FakeCallObject {
  readonly #daily: FakeDaily;
  readonly #listeners = new Map<string, { fn: Listener; once: boolean }[]>();
  readonly factoryOptions: DailyFactoryOptions | undefined;
  readonly callClientId: string;
  state: MeetingState = 'new';
  destroyed = false;
  #local: DailyParticipant | null = null;
  #releaseJoin: (() => void) | null = null;
  #localObserverRunning = false;
  #inputSettingsCalls = 0;

  constructor(daily: FakeDaily, options: DailyFactoryOptions | undefined, id: string) {
    this.#daily = daily;
    this.factoryOptions = options;
    this.callClientId = id;
  }

  #record(method: string, args: unknown[]): void {
    this.#daily.trace.push({ kind: 'daily', method, args });
  }

  // daily-js's DailyIframe is an EventEmitter (the `events` package): on/once/off return this.
  on(event: DailyEvent, listener: Listener): this {
    this.#record('on', [event, listener]);
    this.#add(event, listener, false);
    return this;
  }

  once(event: DailyEvent, listener: Listener): this {
    this.#record('once', [event, listener]);
    this.#add(event, listener, true);
    return this;
  }

  off(event: DailyEvent, listener: Listener): this {
    this.#record('off', [event, listener]);
    const list = this.#listeners.get(event) ?? [];
    const index = list.findIndex((entry) => entry.fn === listener);
    if (index >= 0) list.splice(index, 1);
    return this;
  }

  #add(event: string, fn: Listener, once: boolean): void {
    const list = this.#listeners.get(event) ?? [];
    list.push({ fn, once });
    this.#listeners.set(event, list);
  }

  /**
   * Delivers a Daily event as daily-js's `emitDailyJSEvent` does: the payload gets `action` and
   * `callClientId`; listeners run synchronously, in order.
   */
  emit(event: DailyEvent, payload: Record<string, unknown> = {}): void {
    const object = { action: event, callClientId: this.callClientId, ...payload };
    this.#daily.trace.push({ kind: 'daily-event', name: event, payload: object });
    const list = this.#listeners.get(event) ?? [];
    for (const entry of [...list]) {
      if (entry.once) list.splice(list.indexOf(entry), 1);
      entry.fn(object);
    }
  }

  /** daily-js `iframe()`: a call object has no iframe (`this._iframe` is never set). */
  iframe(): HTMLIFrameElement | null {
    this.#record('iframe', []);
    return null;
  }

  /** daily-js `meetingState()`. */
  meetingState(): MeetingState {
    this.#record('meetingState', []);
    return this.state;
  }

  /** daily-js `participants()`: `{ local }` once joined, `{}` before. */
  participants(): Record<string, DailyParticipant> {
    this.#record('participants', []);
    return this.#local ? { local: this.#local } : {};
  }

  /**
   * daily-js `join()`: emits `joining-meeting`, then, when the call machine answers, sets the
   * state to joined, emits `joined-meeting` with the participants and resolves with them. A
   * fatal error from the call machine sets the state to `error`, emits `error` and rejects with
   * that event object (`_joinedCallback(null, r)` then `emitDailyJSEvent(r)`).
   */
  async join(options?: DailyCallOptions): Promise<Record<string, DailyParticipant> | undefined> {
    this.#record('join', [options]);
    const outcome = this.#daily.script.join;
    if (outcome.kind === 'reject') throw outcome.error;
    this.state = 'joining-meeting';
    this.emit('joining-meeting');
    await Promise.resolve();
    if (outcome.kind === 'hold') {
      await new Promise<void>((resolve) => {
        this.#releaseJoin = resolve;
      });
    }
    if (outcome.kind === 'fatal') {
      this.state = 'error';
      const event = {
        action: 'error',
        callClientId: this.callClientId,
        errorMsg: outcome.errorMsg,
        error: outcome.error,
      };
      this.emit('error', { errorMsg: outcome.errorMsg, error: outcome.error });
      throw event;
    }
    // The call machine's `joined-meeting` reply lands even after a leave was requested: its
    // `_joinedCallback` only refuses when the state is `error`, so the join still resolves.
    const local = localParticipant();
    this.#local = local;
    // A leave may have happened while this join was pending.
    if ((this.state as MeetingState) !== 'left-meeting') {
      this.state = 'joined-meeting';
      this.emit('joined-meeting', { participants: { local } });
    }
    return { local };
  }

  /** Lets a held `join()` go on. */
  releaseJoin(): boolean {
    const release = this.#releaseJoin;
    this.#releaseJoin = null;
    release?.();
    return release !== null;
  }

  /**
   * daily-js `leave()`: resolves at once when new or already left; otherwise the meeting is
   * left and `left-meeting` is emitted (from the call machine, or directly when the join was
   * still loading).
   */
  async leave(): Promise<void> {
    this.#record('leave', []);
    await this.#leave();
  }

  async #leave(): Promise<void> {
    if (this.state === 'new' || this.state === 'left-meeting' || this.state === 'error') return;
    this.state = 'left-meeting';
    this.#local = null;
    this.emit('left-meeting');
  }

  /**
   * The call machine reports the meeting over (the assistant hung up, the room was deleted):
   * daily-js sets the state to left, drops the participants and emits `left-meeting`.
   */
  meetingEnded(): void {
    this.#daily.trace.step('the meeting ends');
    this.state = 'left-meeting';
    this.#local = null;
    this.emit('left-meeting');
  }

  /** daily-js `destroy()`: `leave()`, then `call-instance-destroyed`; the factory is free again. */
  async destroy(): Promise<void> {
    this.#record('destroy', []);
    await this.#leave();
    this.destroyed = true;
    this.emit('call-instance-destroyed');
  }

  isDestroyed(): boolean {
    this.#record('isDestroyed', []);
    return this.destroyed;
  }

  /** daily-js `sendAppMessage()`: only after join (`dc(this._callState, "sendAppMessage()")`). */
  sendAppMessage(data: unknown, to: string | string[] = '*'): this {
    this.#record('sendAppMessage', [data, to]);
    if (this.state !== 'joined-meeting') {
      throw new Error('sendAppMessage() only supported after join.');
    }
    return this;
  }

  /** daily-js `localAudio()`: null without a local participant, else whether it is on. */
  localAudio(): boolean | null {
    this.#record('localAudio', []);
    if (!this.#local) return null;
    const audio = (this.#local.tracks as unknown as { audio: { state: string } }).audio;
    return !['blocked', 'off'].includes(audio.state);
  }

  /** daily-js `setLocalAudio()`: no state check; the local track state follows. */
  setLocalAudio(enabled: boolean, options?: { forceDiscardTrack?: boolean }): this {
    this.#record('setLocalAudio', options === undefined ? [enabled] : [enabled, options]);
    if (this.#local) {
      (this.#local.tracks as unknown as { audio: { state: string } }).audio.state = enabled
        ? 'playable'
        : 'off';
    }
    return this;
  }

  /** daily-js `updateParticipant()`: returns this. */
  updateParticipant(sessionId: string, updates: unknown): this {
    this.#record('updateParticipant', [sessionId, updates]);
    return this;
  }

  /** daily-js `updateInputSettings()`: a promise that rejects with the call machine's error. */
  async updateInputSettings(settings: DailyInputSettings): Promise<{ inputSettings: unknown }> {
    this.#record('updateInputSettings', [settings]);
    const error = this.#daily.script.inputSettingsErrors[this.#inputSettingsCalls];
    this.#inputSettingsCalls += 1;
    if (error !== undefined) throw error;
    return { inputSettings: settings };
  }

  /** daily-js `startRemoteParticipantsAudioLevelObserver()`: a promise. */
  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.#record('startRemoteParticipantsAudioLevelObserver', [interval]);
  }

  /** daily-js `startLocalAudioLevelObserver()`: rejects with `{ error }` on failure. */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    this.#record('startLocalAudioLevelObserver', [interval]);
    const error = this.#daily.script.localObserverError;
    this.#localObserverRunning = error === undefined;
    if (error !== undefined) throw error;
  }

  stopLocalAudioLevelObserver(): void {
    this.#record('stopLocalAudioLevelObserver', []);
    this.#localObserverRunning = false;
  }

  isLocalAudioLevelObserverRunning(): boolean {
    this.#record('isLocalAudioLevelObserverRunning', []);
    return this.#localObserverRunning;
  }

  /** daily-js `getLocalAudioLevel()`: the last level the observer reported. */
  getLocalAudioLevel(): number {
    this.#record('getLocalAudioLevel', []);
    return 0;
  }

  /** daily-js `startRecording()`: posts to the call machine, returns nothing. */
  startRecording(options?: unknown): void {
    this.#record('startRecording', options === undefined ? [] : [options]);
  }

  stopRecording(options?: unknown): void {
    this.#record('stopRecording', options === undefined ? [] : [options]);
  }

  async setInputDevicesAsync(devices: unknown): Promise<unknown> {
    this.#record('setInputDevicesAsync', [devices]);
    return {};
  }

  async setOutputDeviceAsync(device: unknown): Promise<unknown> {
    this.#record('setOutputDeviceAsync', [device]);
    return {};
  }

  async startScreenShare(options?: unknown): Promise<void> {
    this.#record('startScreenShare', options === undefined ? [] : [options]);
  }

  stopScreenShare(): void {
    this.#record('stopScreenShare', []);
  }
}

/**
 * The fake module's state: the default export's `createCallObject`, the script for the
 * current run and the trace it records on.
 */
export class FakeDaily {
  script: DailyScript = freshScript();
  instances: FakeCallObject[] = [];
  #trace: Trace | null = null;

  /** The current run's trace; a call outside a run is a bug in the test. */
  get trace(): Trace {
    if (!this.#trace) throw new Error('fake daily-js used outside a differential run');
    return this.#trace;
  }

  /** Starts a run: a fresh script, no call objects, records on `trace`. */
  reset(trace: Trace | null): void {
    this.script = freshScript();
    this.instances = [];
    this.#trace = trace;
  }

  /** The newest call object. */
  get last(): FakeCallObject {
    const call = this.instances.at(-1);
    if (!call) throw new Error('no call object was created');
    return call;
  }

  /**
   * daily-js `createCallObject()`: one live instance at a time (strict mode throws "Duplicate
   * DailyIframe instances are not allowed" while another one is not destroyed).
   */
  createCallObject = (options?: DailyFactoryOptions): FakeCallObject => {
    this.trace.push({ kind: 'daily', method: 'createCallObject', args: [options] });
    if (this.script.createError) throw this.script.createError;
    if (this.instances.some((call) => !call.destroyed)) {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    }
    const call = new FakeCallObject(this, options, `call-client-${this.instances.length + 1}`);
    this.instances.push(call);
    return call;
  };

  /** Lets the newest call object's held `join()` go on. */
  releaseJoin(): void {
    if (!this.last.releaseJoin()) throw new Error('no join was held');
  }
}

/** The one fake, shared by both clients: the module's default export is `fakeDaily`. */
export const fakeDaily = new FakeDaily();

/**
 * The module as daily-js's CommonJS build exports it (`module.exports = DailyIframe`, no
 * `__esModule`), for `@vapi-ai/web`'s `require`.
 */
export const fakeDailyCommonJs = fakeDaily;

/** The module as its ESM build exports it (`export default DailyIframe`), for `vi.mock`. */
export const fakeDailyEsm = { default: fakeDaily };
