import type {
  DailyCall,
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyFatalErrorType,
  DailyInputSettings,
  DailyMeetingState,
  DailyParticipant,
  DailyParticipantsAudioLevel,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyRemoteMediaPlayerInfo,
  DailyRemoteMediaPlayerUpdateOptions,
  DailySendDtmfOptions,
  DailySendSettings,
  DailySipCallTransferOptions,
  DailyStartScreenShareOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';
import { localParticipant } from './participants';
import type { FakeDailyScript, FakeDevice, MicrophoneOutcome } from './script';

// Every behaviour below is copied from daily-js 0.92.2 (the version @org/voice-client ships):
// `node_modules/@daily-co/daily-js/dist/daily-esm.js` for the code, `index.d.ts` for the
// types. "daily-esm.js" below means that file; quoted code is from it, minified names and all.
// What happens inside the call machine (Daily's remotely loaded bundle, not in the npm package)
// is what daily-js does with its answers.

/**
 * The daily-js methods this fake models. `FakeCallObject` implements them as `DailyCall`
 * declares them, so a change of signature in daily-js is a compile error here.
 */
export type ModelledMethod =
  | 'callClientId'
  | 'iframe'
  | 'join'
  | 'load'
  | 'startCamera'
  | 'leave'
  | 'destroy'
  | 'isDestroyed'
  | 'meetingState'
  | 'participants'
  | 'on'
  | 'once'
  | 'off'
  | 'localAudio'
  | 'setLocalAudio'
  | 'sendAppMessage'
  | 'sendDTMF'
  | 'sipCallTransfer'
  | 'updateInputSettings'
  | 'startRemoteParticipantsAudioLevelObserver'
  | 'stopRemoteParticipantsAudioLevelObserver'
  | 'isRemoteParticipantsAudioLevelObserverRunning'
  | 'getRemoteParticipantsAudioLevel'
  | 'startLocalAudioLevelObserver'
  | 'stopLocalAudioLevelObserver'
  | 'isLocalAudioLevelObserverRunning'
  | 'getLocalAudioLevel'
  | 'startRecording'
  | 'stopRecording'
  | 'updateParticipant'
  | 'setInputDevicesAsync'
  | 'getInputDevices'
  | 'enumerateDevices'
  | 'setOutputDeviceAsync'
  | 'setUserData'
  | 'updateSendSettings'
  | 'updateRemoteMediaPlayer'
  | 'startScreenShare'
  | 'stopScreenShare';

type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * What a test may put in an event it delivers: any part of daily-js's own event object for that
 * event (a field daily-js does not have is a compile error); `action` and `callClientId` are
 * added as daily-js adds them.
 */
export type FakeEventPayload<T extends DailyEvent> = DeepPartial<
  Omit<DailyEventObject<T>, 'action' | 'callClientId'>
>;

/** The microphone as the call machine holds it: what the browser answered, and how to let go. */
export interface MicrophoneCapture {
  outcome: MicrophoneOutcome;
  release(): void;
}

/** What the call object needs from its factory (see `FakeDaily`). */
export interface FakeCallObjectHost {
  readonly script: FakeDailyScript;
  /** Asks the browser for the microphone, as the call machine does when the join begins. */
  captureMicrophone(call: FakeCallObject): Promise<MicrophoneCapture>;
  /** Records a method call (the differential test's trace listens here). */
  recordCall(call: FakeCallObject, method: string, args: unknown[]): void;
  /** Records a delivered event. */
  recordEvent(call: FakeCallObject, event: DailyEventObject): void;
  /** The call object was destroyed: the factory may create another (daily-esm.js `delete Gs[…]`). */
  released(call: FakeCallObject): void;
}

type Listener = (event: DailyEventObject) => void;

/** daily-esm.js `ea`: the largest app message until the call machine says otherwise. */
export const MAX_APP_MESSAGE_SIZE = 4096;

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** What daily-js returns when it waits for an answer that will never come. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** daily-esm.js `U`: the hosts daily-js loads the call machine bundle from, in this order. */
const BUNDLE_HOSTS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'] as const;

/** daily-esm.js `ns`: how long one attempt at the bundle may take. */
const BUNDLE_ATTEMPT_TIMEOUT_MS = 20_000;

/** daily-esm.js `es`: `_passesRemaining=3` passes over the hosts, `setTimeout(…,3e3)` apart. */
const BUNDLE_PASSES = 3;
const BUNDLE_PASS_PAUSE_MS = 3_000;

/**
 * daily-esm.js `G(dailyConfig, host)`: the bundle's URL on a host, for a `dailyConfig` without
 * `proxyUrl` or `bundlePathOverride` (which the fake does not model).
 */
function bundleUrl(host: string): string {
  return `https://c.${host}/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js`;
}

/**
 * daily-esm.js `addListenerForMessagesFromCallMachine` (browser message channel `Va`): which
 * `message` events daily-js takes for a call machine's message to the call object `callClientId`.
 */
function callMachineMessage(data: unknown, callClientId: string): Record<string, unknown> | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.what !== 'iframe-call-message') return null;
  if (message.callClientId && message.callClientId !== callClientId) return null;
  if (message.from === 'module') return null;
  return message;
}

/** The page's `window`, where there is one with `addEventListener` (a browser, jsdom). */
function pageWindow(): Pick<Window, 'addEventListener' | 'removeEventListener'> | null {
  const page: unknown = Reflect.get(globalThis, 'window');
  if (typeof page !== 'object' || page === null) return null;
  return typeof Reflect.get(page, 'addEventListener') === 'function'
    ? (page as Pick<Window, 'addEventListener' | 'removeEventListener'>)
    : null;
}

/**
 * daily-esm.js `dc(e, t)`: a method that needs a joined meeting throws
 * "<method> only supported after join." in any other state.
 */
function requireJoined(state: DailyMeetingState, method: string): void {
  if (state !== 'joined-meeting') throw new Error(`${method} only supported after join.`);
}

/** daily-esm.js `validateAudioLevelInterval`: a given interval must be a number ≥ 100 ms. */
function validateAudioLevelInterval(interval: unknown): void {
  if (interval && (typeof interval !== 'number' || interval < 100)) {
    throw new Error('The interval must be a number greater than or equal to 100 milliseconds.');
  }
}

/**
 * A daily-js call object (what `createCallObject()` returns), without a network: the call
 * machine's side is scripted by the factory's {@link FakeDailyScript}, and a test delivers the
 * call machine's events with {@link FakeCallObject.emit}.
 */
export class FakeCallObject implements Pick<DailyCall, ModelledMethod> {
  readonly #host: FakeCallObjectHost;
  readonly #listeners = new Map<string, { fn: Listener; once: boolean }[]>();
  readonly factoryOptions: DailyFactoryOptions;
  readonly callClientId: string;
  /** Every method called on this call object, in order. */
  readonly calls: { method: string; args: unknown[] }[] = [];
  /** The app messages daily-js accepted (it throws on the others). */
  readonly appMessages: { data: unknown; to: string | string[] }[] = [];
  /** The input settings the call machine applied. */
  readonly inputSettings: DailyInputSettings[] = [];
  /** The options of the last `join()`. */
  joinOptions: DailyCallOptions | undefined;
  #state: DailyMeetingState = 'new';
  #destroyed = false;
  /**
   * Whether a load fetched the call machine bundle (daily-esm.js `_callObjectLoader.loaded`);
   * later loads only reset it.
   */
  #bundleLoaded = false;
  /** Whether the bundle that loaded started its call machine (a `runs` bundle). */
  #callMachineStarted = false;
  /** The load in flight, which a join or `startCamera()` during it waits for. */
  #loading: Promise<void> | null = null;
  /** Counts the loads begun; a load that is no longer the newest was cancelled. */
  #loadGeneration = 0;
  /** The timer of an unanswered bundle's attempt (or of the pause between passes). */
  #loadTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * daily-esm.js `_isPreparingToJoin`: a `join()` is loading the call machine; `startCamera()`
   * is refused meanwhile (`hc`).
   */
  #preparingToJoin = false;
  /** daily-esm.js `_resolveLeave`: the newest leave waiting for the call machine's answer. */
  #resolveLeave: (() => void) | null = null;
  /** The page's `window`, while the call machine's messages are listened for there. */
  #messagePage: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null;
  #participants: DailyParticipantsObject = {} as DailyParticipantsObject;
  #microphone: MicrophoneCapture | null = null;
  #releaseJoin: (() => void) | null = null;
  #remoteObserver = false;
  #remoteLevels: DailyParticipantsAudioLevel = {};
  #localObserver = false;
  #localLevel = 0;
  /** The microphone the call machine was last told to use (`setInputDevicesAsync`). */
  #microphoneId: string | null = null;

  constructor(host: FakeCallObjectHost, options: DailyFactoryOptions, callClientId: string) {
    this.#host = host;
    this.factoryOptions = options;
    this.callClientId = callClientId;
    // daily-esm.js, the constructor's last step:
    // `i._messageChannel.addListenerForMessagesFromCallMachine(i.handleMessageFromCallMachine, …)`.
    // Only where a page can post the call machine's messages; Node without a window has none.
    this.#messagePage = pageWindow();
    this.#messagePage?.addEventListener('message', this.#onMessage);
  }

  /**
   * A call machine's message posted to the page (daily-esm.js `handleMessageFromCallMachine`).
   * The fake handles the one message a page may have to send in the call machine's place:
   * `left-meeting` (`case oo`), the answer to a leave. Other actions are ignored.
   */
  readonly #onMessage = (event: Event): void => {
    const message = callMachineMessage((event as MessageEvent).data, this.callClientId);
    if (message?.action !== 'left-meeting') return;
    // daily-js deletes `from`, `what` and `callbackStamp`, and emits the rest as the event.
    const { from, what, callbackStamp, action, callClientId, ...payload } = message;
    this.#leftMeeting(payload);
  };

  #record(method: string, args: unknown[]): void {
    this.calls.push({ method, args });
    this.#host.recordCall(this, method, args);
  }

  /** The arguments of each call to `method`, in order. */
  callsTo(method: string): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** How many listeners are attached, over all events. */
  listenerCount(): number {
    let total = 0;
    for (const list of this.#listeners.values()) total += list.length;
    return total;
  }

  /** Whether the call machine currently holds a microphone track. */
  get microphoneHeld(): boolean {
    return this.#microphone?.outcome.kind === 'granted';
  }

  /** The meeting state, read without being recorded as a `meetingState()` call. */
  get state(): DailyMeetingState {
    return this.#state;
  }

  /** Whether `destroy()` has finished (daily-esm.js sets `_destroyed` after the leave). */
  get destroyed(): boolean {
    return this.#destroyed;
  }

  // daily-js's DailyIframe is an EventEmitter (the `events` package): on/once/off return it.
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    this.#record('on', [event, handler]);
    this.#add(event, handler as Listener, false);
    return this.#self();
  }

  once<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    this.#record('once', [event, handler]);
    this.#add(event, handler as Listener, true);
    return this.#self();
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    this.#record('off', [event, handler]);
    const list = this.#listeners.get(event) ?? [];
    const index = list.findIndex((entry) => entry.fn === handler);
    if (index >= 0) list.splice(index, 1);
    return this.#self();
  }

  /** The fake stands where daily-js's `DailyCall` is; chained calls return it as one. */
  #self(): DailyCall {
    return this as unknown as DailyCall;
  }

  #add(event: string, fn: Listener, once: boolean): void {
    const list = this.#listeners.get(event) ?? [];
    list.push({ fn, once });
    this.#listeners.set(event, list);
  }

  /**
   * Delivers an event from the call machine, as daily-esm.js `emitDailyJSEvent` does: the
   * object gets `action` and `callClientId`, and listeners run synchronously, in order. A
   * destroyed call object has removed its message listener (`destroy()`:
   * `this._messageChannel.removeListener(…)`), so delivering to one is a mistake in the test.
   */
  emit<T extends DailyEvent>(event: T, payload?: FakeEventPayload<T>): void {
    if (this.#destroyed) {
      throw new Error(`daily-js delivers no "${event}" to a destroyed call object`);
    }
    this.#deliver(event, payload ?? {});
  }

  #deliver(event: DailyEvent, payload: object): DailyEventObject {
    const object = {
      action: event,
      callClientId: this.callClientId,
      ...payload,
    } as DailyEventObject;
    this.#host.recordEvent(this, object);
    const list = this.#listeners.get(event) ?? [];
    for (const entry of [...list]) {
      if (entry.once) list.splice(list.indexOf(entry), 1);
      entry.fn(object);
    }
    return object;
  }

  /** daily-js `iframe()`: a call object has none. */
  iframe(): HTMLIFrameElement | null {
    this.#record('iframe', []);
    return null;
  }

  /** daily-js `meetingState()`. */
  meetingState(): DailyMeetingState {
    this.#record('meetingState', []);
    return this.#state;
  }

  /** daily-js `participants()`: `{ local, …remote }` once joined, `{}` before and after. */
  participants(): DailyParticipantsObject {
    this.#record('participants', []);
    return this.#participants;
  }

  /**
   * daily-js `join()`:
   * - without a room URL (here or in the factory options) it rejects with "No room URL has
   *   been provided", before any event;
   * - already joining or joined, it warns and resolves with nothing;
   * - otherwise it loads the call machine if needed (`loading`, `loaded`; meanwhile it is
   *   preparing to join, and `startCamera()` is refused), sets the state to joining, emits
   *   `joining-meeting`, and the call machine asks for the microphone (a refusal is a
   *   `camera-error`, and the join goes on) and then answers (see {@link JoinOutcome});
   * - a load that fails rejects the join with the load's error;
   * - a join the call object is destroyed during never settles: `destroy()` removes the
   *   listener the call machine's answer would arrive on. So does a join whose load was
   *   cancelled by a leave, and a join a call machine that never started is asked for
   *   ({@link FakeDailyScript.bundle} `inert`).
   */
  async join(options: DailyCallOptions = {}): Promise<DailyParticipantsObject | undefined> {
    this.#record('join', [options]);
    this.joinOptions = options;
    if (!options.url && !this.factoryOptions.url) throw new Error('No room URL has been provided');
    const outcome = this.#host.script.join;
    if (this.#needsLoad()) {
      // daily-esm.js: `this.updateIsPreparingToJoin(!0); try{yield this.load(t)}catch(e){
      // return this.updateIsPreparingToJoin(!1),Promise.reject(e)}`.
      this.#preparingToJoin = true;
      try {
        await this.#load();
      } catch (error) {
        this.#preparingToJoin = false;
        throw error;
      }
      // Left while the load was finishing: the call machine stopped and gives no answer.
      if (!this.#isLoaded()) return never();
    }
    // daily-esm.js checks the state itself here, not `hc` (a join preparing is not joining).
    if (this.#state === 'joining-meeting' || this.#state === 'joined-meeting') {
      this.#preparingToJoin = false;
      return;
    }
    // `_updateCallState(vi,!1)`: joining, and no longer preparing.
    this.#state = 'joining-meeting';
    this.#preparingToJoin = false;
    this.#deliver('joining-meeting', {});
    // `join-meeting` goes to a call machine that is not there: no microphone, no answer.
    if (this.#callMachineDead()) return never();
    const audioWanted = this.factoryOptions.audioSource !== false && options.audioSource !== false;
    // A microphone `startCamera()` opened is kept for the join.
    if (audioWanted && !this.microphoneHeld) await this.#captureMicrophone();
    const answered = await this.#callMachineAnswer();
    if (!answered) return never();
    if (outcome.kind === 'fatal') throw this.#fatal(outcome.errorMsg, outcome.error);
    const startAudioOff = options.startAudioOff ?? this.factoryOptions.startAudioOff ?? false;
    const local = localParticipant(this.microphoneHeld && !startAudioOff);
    this.#participants = { local } as DailyParticipantsObject;
    this.#state = 'joined-meeting';
    // `_joinedCallback(e.participants)` resolves join, then `emitDailyJSEvent` runs the
    // listeners at once: they see `joined-meeting` before whoever awaits `join()` goes on.
    this.#deliver('joined-meeting', { participants: this.#participants });
    return this.#participants;
  }

  /**
   * daily-js `load()` (call objects): when the state needs a load (`needsLoad()`: new, loading,
   * left or failed) it becomes `loading` (`loading` event), and then, as the script's
   * {@link FakeDailyScript.bundle} says:
   * - `runs`: `loaded` (and the `loaded` event, which the call machine posts);
   * - `inert`: `loaded` with no `loaded` event (nothing posts it);
   * - `unanswered`: `load-attempt-failed` every 20 s or so, and after 186 s the fatal `error`
   *   and a rejection, unless a later load replaced this one (then it never settles).
   *
   * Only the first successful load fetches the bundle; later ones reset its call machine at
   * once (a call machine that never started has nothing to reset: daily-js's
   * `callMachine.reset()` throws a `TypeError` and the load rejects, the state left `loading`).
   * A refused bundle (join outcome `load-failed`) emits `load-attempt-failed`, then the fatal
   * `error` ("Failed to load call object bundle.", type `connection-error`), and rejects with
   * the load error's text, and the next load tries again. A load cancelled by a leave never
   * settles. After `destroy()` it throws "Use after destroy" (strict mode, the default).
   */
  async load(): Promise<void> {
    this.#record('load', []);
    if (this.#destroyed) throw new Error('Use after destroy');
    if (this.#needsLoad()) await this.#load();
  }

  /** daily-esm.js `needsLoad()`: `[hi, pi, mi, yi].includes(this._callState)`. */
  #needsLoad(): boolean {
    return ['new', 'loading', 'left-meeting', 'error'].includes(this.#state);
  }

  /**
   * The call-object branch of daily-esm.js `load()`: `_updateCallState(pi)`, `loading`, then
   * `_callObjectLoader.cancel()` and `_callObjectLoader.load(…)`. A fetch in flight is shared by
   * the loads that come during it, except for an unanswered bundle, whose every new load starts
   * over as daily-js's does (with a bundle that answers, the fetch is over before it matters).
   */
  #load(): Promise<void> {
    const { script } = this.#host;
    const unanswered =
      !this.#bundleLoaded &&
      script.join.kind !== 'load-failed' &&
      script.bundle.kind === 'unanswered';
    if (this.#loading && !unanswered) return this.#loading;
    this.#cancelLoad();
    this.#state = 'loading';
    this.#deliver('loading', {});
    const generation = this.#loadGeneration;
    if (this.#bundleLoaded) return this.#reloadCallMachine();
    if (unanswered) return this.#unansweredLoad();
    const loading = this.#fetchBundle(generation);
    this.#loading = loading;
    return loading;
  }

  /** daily-esm.js `_callObjectLoader.cancel()`: the load in flight will not call back. */
  #cancelLoad(): void {
    this.#loadGeneration += 1;
    this.#loading = null;
    clearTimeout(this.#loadTimer);
    this.#loadTimer = undefined;
  }

  /**
   * daily-esm.js `Za.load` once the bundle has loaded: `callMachine.reset()` and `r(!0)`, at
   * once, whose callback sets `loaded` and emits `loaded` itself.
   */
  #reloadCallMachine(): Promise<void> {
    if (!this.#callMachineStarted) {
      // `window._daily.instances[id].callMachine` was never set: `.reset()` throws.
      return Promise.reject(new TypeError("Cannot read properties of undefined (reading 'reset')"));
    }
    this.#state = 'loaded';
    this.#deliver('loaded', {});
    return Promise.resolve();
  }

  /** Fetches the bundle, which runs, starts nothing, or is refused. */
  async #fetchBundle(generation: number): Promise<void> {
    await delay(0);
    // Cancelled (a leave while loading): daily-js's load callbacks never run.
    if (generation !== this.#loadGeneration) return never();
    this.#loading = null;
    const { script } = this.#host;
    if (script.join.kind === 'load-failed') {
      this.#deliver('load-attempt-failed', { errorMsg: script.join.message });
      this.#fatal(script.join.message, {
        type: 'connection-error',
        msg: 'Failed to load call object bundle.',
        details: { on: 'load' },
      });
      throw script.join.message;
    }
    this.#bundleLoaded = true;
    this.#callMachineStarted = script.bundle.kind === 'runs';
    this.#state = 'loaded';
    // `n&&t.emitDailyJSEvent({action:eo})`: on a first load the `loaded` event is the call
    // machine's to post (`case eo`), and a bundle that never started posts nothing.
    if (this.#callMachineStarted) this.#deliver('loaded', {});
  }

  /**
   * A bundle request nobody answers (daily-esm.js `es` over `os`): each attempt times out after
   * 20 s (`load-attempt-failed`, `t.emitDailyJSEvent({action:Zi})`, with no message); the next
   * host is tried at once, a new pass 3 s later; the ninth failure is fatal
   * (`_handleFatalError`, then `n(e.msg)`).
   */
  #unansweredLoad(): Promise<void> {
    return new Promise<void>((_resolve, reject) => {
      let failed = 0;
      const attempt = (): void => {
        this.#loadTimer = setTimeout(() => {
          failed += 1;
          this.#deliver('load-attempt-failed', {});
          if (failed < BUNDLE_HOSTS.length * BUNDLE_PASSES) {
            if (failed % BUNDLE_HOSTS.length === 0) {
              this.#loadTimer = setTimeout(attempt, BUNDLE_PASS_PAUSE_MS);
            } else {
              attempt();
            }
            return;
          }
          this.#loadTimer = undefined;
          const lastHost = BUNDLE_HOSTS[BUNDLE_HOSTS.length - 1] ?? BUNDLE_HOSTS[0];
          const message = `Timed out (>${BUNDLE_ATTEMPT_TIMEOUT_MS} ms) when loading call object bundle ${bundleUrl(lastHost)}`;
          this.#fatal(message, {
            type: 'connection-error',
            msg: 'Failed to load call object bundle.',
            details: {
              on: 'load',
              sourceError: { msg: message, type: 'timeout' },
              bundleUrl: bundleUrl(BUNDLE_HOSTS[0]),
            },
          });
          reject(message);
        }, BUNDLE_ATTEMPT_TIMEOUT_MS);
      };
      attempt();
    });
  }

  /** A method, so that TypeScript does not keep its narrowing of the state across an await. */
  #isLoaded(): boolean {
    return this.#state === 'loaded';
  }

  /**
   * Whether no call machine will answer what daily-js asks it: the bundle loaded and started
   * nothing, or it will never load (daily-js's `_callMachineInitialized` stays false). Before a
   * load of a bundle that runs, the fake answers as the call machine will.
   */
  #callMachineDead(): boolean {
    if (this.#bundleLoaded) return !this.#callMachineStarted;
    const { script } = this.#host;
    return script.join.kind !== 'load-failed' && script.bundle.kind !== 'runs';
  }

  /**
   * daily-js asks a call machine that never started, past the load (`needsLoad()` false), and
   * waits for an answer that never comes.
   */
  #unansweredAfterLoad(): boolean {
    return !this.#needsLoad() && this.#callMachineDead();
  }

  /**
   * daily-js `startCamera()` (call objects): refused once joining or joined, or while a join
   * is loading the call machine (`pc(this._callState,this._isPreparingToJoin,…)`); loads the
   * call machine if needed, then has it open the local media (`start-camera`). The microphone
   * it opens is the one the join uses; a refusal is reported as in the join (`camera-error`).
   * Resolves with the devices; never settles when the call machine never started.
   */
  async startCamera(): ReturnType<DailyCall['startCamera']> {
    this.#record('startCamera', []);
    const state = this.#state;
    if (state === 'joining-meeting' || state === 'joined-meeting' || this.#preparingToJoin) {
      throw new Error(
        'startCamera() not supported after joining a meeting. Did you mean to use setLocalAudio() and/or setLocalVideo() instead?',
      );
    }
    if (this.#needsLoad()) await this.#load();
    if (this.#callMachineDead()) return never();
    if (this.factoryOptions.audioSource !== false && !this.microphoneHeld) {
      await this.#captureMicrophone();
    }
    return { camera: {}, mic: {}, speaker: {} };
  }

  async #captureMicrophone(): Promise<void> {
    const capture = await this.#host.captureMicrophone(this);
    if (this.#destroyed || (this.#state !== 'joining-meeting' && this.#state !== 'loaded')) {
      capture.release();
      return;
    }
    this.#microphone = capture;
    const { outcome } = capture;
    if (outcome.kind === 'granted') return;
    this.#deliver('camera-error', {
      errorMsg: { errorMsg: outcome.error.msg, audioOk: false },
      error: outcome.error,
    });
  }

  /** Waits for the call machine's answer to the join; false when none will ever come. */
  async #callMachineAnswer(): Promise<boolean> {
    const { script } = this.#host;
    if (script.join.kind === 'hold') {
      await new Promise<void>((resolve) => {
        this.#releaseJoin = resolve;
      });
    } else {
      await delay(script.joinDelayMs);
    }
    return !this.#destroyed && this.#state === 'joining-meeting';
  }

  /** Lets a held `join()` have the call machine's answer; false when none was held. */
  releaseJoin(): boolean {
    const release = this.#releaseJoin;
    this.#releaseJoin = null;
    release?.();
    return release !== null;
  }

  /** Whether a `join()` is waiting for {@link releaseJoin}. */
  get joinHeld(): boolean {
    return this.#releaseJoin !== null;
  }

  /**
   * Whether a `leave()` (or the `destroy()` that called it) is waiting for the call machine's
   * `left-meeting`, which a call machine that never started does not send: see
   * {@link endMeeting}.
   */
  get leavePending(): boolean {
    return this.#resolveLeave !== null;
  }

  /**
   * daily-esm.js `resetMeetingDependentVars`, as far as the fake keeps those: participants,
   * audio-level observers and levels.
   */
  #resetMeetingDependentVars(): void {
    this.#participants = {} as DailyParticipantsObject;
    this.#remoteObserver = false;
    this.#remoteLevels = {};
    this.#localObserver = false;
    this.#localLevel = 0;
  }

  /** daily-esm.js `_handleFatalError`: state `error`, participants reset, the event fires. */
  #fatal(
    errorMsg: string,
    error: { type: string; msg: string; details?: unknown },
  ): DailyEventObject {
    this.#state = 'error';
    this.#resetMeetingDependentVars();
    this.#releaseMicrophone();
    // The very object the listeners got is what `join()` rejects with, as in daily-js.
    return this.#deliver('error', { errorMsg, error });
  }

  /**
   * The call machine reports a fatal error during the call (the room was deleted, the
   * connection was lost): state `error`, the `error` event.
   */
  fail(
    errorMsg: string,
    error: { type: DailyFatalErrorType; msg: string; details?: unknown },
  ): void {
    this.#fatal(errorMsg, error);
  }

  /**
   * The call machine's `left-meeting` message, daily-esm.js `case oo`: the state becomes
   * `left-meeting` (unless `error`), the meeting's state is reset, a `leave()` waiting for the
   * call machine resolves (`_resolveLeave()`; only the newest, as daily-js keeps one), and
   * `left-meeting` is emitted. The call machine sends it when the meeting ends (the assistant
   * hung up) and to answer a leave. In a page, the same message posted to `window` (see
   * {@link FakeDailyScript.bundle} `inert`) does the same.
   */
  endMeeting(): void {
    this.#leftMeeting({});
  }

  #leftMeeting(payload: object): void {
    if (this.#state !== 'error') this.#state = 'left-meeting';
    this.#resetMeetingDependentVars();
    this.#releaseMicrophone();
    const resolveLeave = this.#resolveLeave;
    this.#resolveLeave = null;
    resolveLeave?.();
    this.#deliver('left-meeting', payload);
  }

  /** A remote participant joins (the call machine's `participant-joined`). */
  addParticipant(participant: DailyParticipant): void {
    this.#participants = { ...this.#participants, [participant.session_id]: participant };
    this.#deliver('participant-joined', { participant });
  }

  /**
   * daily-js `leave()`: resolves at once when left or failed; before the bundle has loaded it
   * cancels the load, emits `left-meeting` and resolves at once; otherwise asks the call
   * machine to leave and resolves when it answers `left-meeting`: a call machine that runs
   * answers {@link FakeDailyScript.leaveDelayMs} later (and a join in flight gets no answer
   * after that); one that never started never answers, until {@link endMeeting} or the page's
   * message. Only the newest leave waiting is resolved then (daily-js keeps one
   * `_resolveLeave`): an earlier one, say the `leave()` a `destroy()` followed, never settles.
   */
  async leave(): Promise<void> {
    this.#record('leave', []);
    await this.#leave();
  }

  async #leave(): Promise<void> {
    const state = this.#state;
    if (state === 'left-meeting' || state === 'error') return;
    if (!this.#bundleLoaded) {
      // daily-esm.js `leave()`: `e._callObjectLoader&&!e._callObjectLoader.loaded` (the loader
      // exists from the constructor on): the load is cancelled, `left-meeting` at once.
      this.#cancelLoad();
      this.#leftMeeting({});
      return;
    }
    if (!this.#callMachineStarted) {
      // `e._resolveLeave=t,e.sendMessageToCallMachine({action:"leave-meeting"})`, to nobody.
      await new Promise<void>((resolve) => {
        this.#resolveLeave = resolve;
      });
      return;
    }
    // The call machine stops the join in flight: its answer will not come.
    this.#state = 'left-meeting';
    this.#releaseJoin?.();
    this.#releaseJoin = null;
    await delay(this.#host.script.leaveDelayMs);
    this.#leftMeeting({});
  }

  /**
   * daily-js `destroy()`: `leave()` (errors ignored), so it waits as long as the leave does;
   * then the call machine's message listener goes, `_destroyed`, `call-instance-destroyed`, and
   * the factory may create another call object.
   */
  async destroy(): Promise<void> {
    this.#record('destroy', []);
    // No guard in daily-js: destroying again leaves (at once) and says so again.
    try {
      await this.#leave();
    } catch {
      // daily-esm.js: `try{yield this.leave()}catch(e){}`.
    }
    // `this._messageChannel.removeListener(this.handleMessageFromCallMachine)`.
    this.#messagePage?.removeEventListener('message', this.#onMessage);
    this.#messagePage = null;
    this.#releaseMicrophone();
    // `this._destroyed=!0,this.emitDailyJSEvent({action:"call-instance-destroyed"}),delete Gs[…]`.
    this.#destroyed = true;
    this.#deliver('call-instance-destroyed', {});
    this.#host.released(this);
  }

  #releaseMicrophone(): void {
    this.#microphone?.release();
    this.#microphone = null;
  }

  /** daily-js `isDestroyed()`. */
  isDestroyed(): boolean {
    this.#record('isDestroyed', []);
    return this.#destroyed;
  }

  /**
   * daily-js `localAudio()`: `null` without a local participant (before the join), else
   * whether its audio track is neither `blocked` nor `off`. `DailyCall` types it `boolean`.
   */
  localAudio(): boolean {
    this.#record('localAudio', []);
    const local = this.#participants.local;
    if (!local) return null as unknown as boolean;
    return !['blocked', 'off'].includes(local.tracks.audio.state);
  }

  /** daily-js `setLocalAudio()`: works in any state; the local audio track follows. */
  setLocalAudio(enabled: boolean, options?: { forceDiscardTrack: boolean }): DailyCall {
    this.#record('setLocalAudio', options === undefined ? [enabled] : [enabled, options]);
    const local = this.#participants.local;
    if (local && local.tracks.audio.state !== 'blocked') {
      local.tracks.audio.state = enabled && this.microphoneHeld ? 'playable' : 'off';
    }
    return this.#self();
  }

  /**
   * daily-js `sendAppMessage()`: only after join (`dc(this._callState, "sendAppMessage()")`),
   * and at most `_maxAppMessageSize` characters of JSON ("Message data too large. Max size is …").
   */
  sendAppMessage(data: unknown, to: string | string[] = '*'): DailyCall {
    this.#record('sendAppMessage', [data, to]);
    requireJoined(this.#state, 'sendAppMessage()');
    if (JSON.stringify(data).length > MAX_APP_MESSAGE_SIZE) {
      throw new Error(`Message data too large. Max size is ${MAX_APP_MESSAGE_SIZE}`);
    }
    this.appMessages.push({ data, to });
    return this.#self();
  }

  /**
   * daily-js `sendDTMF()`: an async method, so its checks reject: only after join, `sessionId`
   * and `tones` required strings, at most 20 tones.
   */
  async sendDTMF(options: DailySendDtmfOptions): Promise<void> {
    this.#record('sendDTMF', [options]);
    requireJoined(this.#state, 'sendDTMF()');
    const { sessionId, tones } = options;
    if (!sessionId || !tones) throw new Error('sessionId and tones are mandatory parameter');
    if (typeof sessionId !== 'string' || typeof tones !== 'string') {
      throw new Error('sessionId and tones should be of string type');
    }
    if (tones.length > 20) throw new Error('tones string must be upto 20 characters');
  }

  /** daily-js `sipCallTransfer()`: async; only after join; options required. */
  async sipCallTransfer(options: DailySipCallTransferOptions): Promise<void> {
    this.#record('sipCallTransfer', [options]);
    requireJoined(this.#state, 'sipCallTransfer()');
    if (!options) throw new Error('sipCallTransfer() requires a sessionId and toEndPoint');
  }

  /**
   * daily-js `updateInputSettings()`: a promise that rejects with the call machine's error.
   * While the call machine has not started (`!this._callMachineInitialized`), daily-js keeps the
   * settings for it (`_updatePreloadCacheInputSettings`) and resolves without asking: with a
   * bundle that never starts, no scripted error is taken and nothing is applied.
   */
  async updateInputSettings(
    settings: DailyInputSettings,
  ): Promise<{ inputSettings: DailyInputSettings }> {
    this.#record('updateInputSettings', [settings]);
    if (this.#callMachineDead()) return { inputSettings: settings };
    const error = this.#host.script.inputSettingsErrors.shift();
    if (error !== undefined) throw error;
    this.inputSettings.push(settings);
    return { inputSettings: settings };
  }

  /**
   * daily-js `startRemoteParticipantsAudioLevelObserver()`: the interval check throws at once
   * (it is not inside the promise); the call machine's failure rejects with `{ error }`. While
   * it runs, {@link reportRemoteLevels} delivers the call machine's level events. While the
   * call machine has not started, daily-js only keeps the request for it
   * (`_preloadCache.remoteParticipantsAudioLevelObserver`) and returns `undefined`, not a
   * promise (`DailyCall` types it `Promise<void>`), the observer not running: so does the fake
   * with a bundle that never starts.
   */
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.#record('startRemoteParticipantsAudioLevelObserver', [interval]);
    validateAudioLevelInterval(interval);
    if (this.#callMachineDead()) return undefined as unknown as Promise<void>;
    const failure = this.#host.script.remoteObserverError;
    this.#remoteObserver = failure === undefined;
    return failure === undefined ? Promise.resolve() : Promise.reject(failure);
  }

  stopRemoteParticipantsAudioLevelObserver(): void {
    this.#record('stopRemoteParticipantsAudioLevelObserver', []);
    this.#remoteObserver = false;
  }

  isRemoteParticipantsAudioLevelObserverRunning(): boolean {
    this.#record('isRemoteParticipantsAudioLevelObserverRunning', []);
    return this.#remoteObserver;
  }

  getRemoteParticipantsAudioLevel(): DailyParticipantsAudioLevel {
    this.#record('getRemoteParticipantsAudioLevel', []);
    return this.#remoteLevels;
  }

  /**
   * The call machine's `remote-participants-audio-level` event, which it sends only while the
   * observer runs. Returns whether it was sent.
   */
  reportRemoteLevels(levels: DailyParticipantsAudioLevel): boolean {
    if (!this.#remoteObserver || this.#destroyed) return false;
    this.#remoteLevels = levels;
    this.#deliver('remote-participants-audio-level', { participantsAudioLevel: levels });
    return true;
  }

  /** daily-js `startLocalAudioLevelObserver()`: as the remote one. */
  startLocalAudioLevelObserver(interval?: number): Promise<void> {
    this.#record('startLocalAudioLevelObserver', [interval]);
    validateAudioLevelInterval(interval);
    if (this.#callMachineDead()) return undefined as unknown as Promise<void>;
    const failure = this.#host.script.localObserverError;
    this.#localObserver = failure === undefined;
    return failure === undefined ? Promise.resolve() : Promise.reject(failure);
  }

  stopLocalAudioLevelObserver(): void {
    this.#record('stopLocalAudioLevelObserver', []);
    this.#localObserver = false;
    this.#localLevel = 0;
  }

  isLocalAudioLevelObserverRunning(): boolean {
    this.#record('isLocalAudioLevelObserverRunning', []);
    return this.#localObserver;
  }

  getLocalAudioLevel(): number {
    this.#record('getLocalAudioLevel', []);
    return this.#localLevel;
  }

  /**
   * The call machine's `local-audio-level` event, which it sends only while the local observer
   * runs: daily-esm.js `case"local-audio-level":this._localAudioLevel=e.audioLevel,…,
   * this.emitDailyJSEvent(e)`. Returns whether it was sent.
   */
  reportLocalLevel(audioLevel: number): boolean {
    if (!this.#localObserver || this.#destroyed) return false;
    this.#localLevel = audioLevel;
    this.#deliver('local-audio-level', { audioLevel });
    return true;
  }

  /** daily-js `startRecording()`: throws on an invalid `type`, else posts to the call machine. */
  startRecording(options: DailyStreamingOptions<'recording', 'start'> = {}): void {
    this.#record('startRecording', [options]);
    const { type } = options as { type?: string };
    if (type && !['cloud', 'cloud-audio-only', 'raw-tracks', 'local'].includes(type)) {
      throw new Error(
        `invalid type: ${type}, allowed values 'cloud', 'cloud-audio-only', 'raw-tracks', or 'local'`,
      );
    }
    if (this.#host.script.recordingError) throw this.#host.script.recordingError;
  }

  stopRecording(options?: { instanceId: string }): void {
    this.#record('stopRecording', options === undefined ? [] : [options]);
  }

  /** daily-js `updateParticipant()`: posts to the call machine and returns the call object. */
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): DailyCall {
    this.#record('updateParticipant', [sessionId, updates]);
    return this.#self();
  }

  /**
   * daily-js `setInputDevicesAsync()`: while the state needs a load, daily-js answers from what
   * it keeps for the call machine; otherwise it asks the call machine (`set-input-devices`, or
   * `get-input-devices`) and waits, for ever when the call machine never started.
   */
  async setInputDevicesAsync(devices: {
    audioDeviceId?: string | false | null;
    audioSource?: MediaStreamTrack | false;
    videoDeviceId?: string | false | null;
    videoSource?: MediaStreamTrack | false;
  }): ReturnType<DailyCall['setInputDevicesAsync']> {
    this.#record('setInputDevicesAsync', [devices]);
    if (this.#unansweredAfterLoad()) return never();
    if (typeof devices.audioDeviceId === 'string') this.#microphoneId = devices.audioDeviceId;
    return this.#inputDevices();
  }

  /**
   * daily-js `getInputDevices()`: in call-object mode, while the state needs a load, the devices
   * of its own input settings (`this._devicesFromInputSettings(this._inputSettings)`); otherwise
   * the call machine's answer to `get-input-devices` (`{camera:n.camera,mic:n.mic,speaker:…}`),
   * which waits for ever when the call machine never started. The call machine answers with the
   * device of the track it holds: the one `setInputDevicesAsync()` chose, else the factory's
   * `audioSource` id, else the browser's first microphone ({@link FakeDailyScript.devices}).
   */
  async getInputDevices(): ReturnType<DailyCall['getInputDevices']> {
    this.#record('getInputDevices', []);
    if (this.#unansweredAfterLoad()) return never();
    return this.#inputDevices();
  }

  #inputDevices(): Awaited<ReturnType<DailyCall['getInputDevices']>> {
    const { audioSource } = this.factoryOptions;
    const wanted = this.#microphoneId ?? (typeof audioSource === 'string' ? audioSource : null);
    const microphones = this.#host.script.devices.filter((d) => d.kind === 'audioinput');
    const mic = microphones.find((d) => d.deviceId === wanted) ?? microphones[0];
    return { camera: {}, mic: mic ? ({ ...mic } as MediaDeviceInfo) : {}, speaker: {} };
  }

  /**
   * daily-js `enumerateDevices()`: in call-object mode it asks the browser itself
   * (`var t=yield navigator.mediaDevices.enumerateDevices()`, no call machine involved) and
   * answers `{devices:t.map(function(e){var t=JSON.parse(JSON.stringify(e));…})}`: plain copies.
   * The browser's answer here is {@link FakeDailyScript.devices}.
   */
  async enumerateDevices(): ReturnType<DailyCall['enumerateDevices']> {
    this.#record('enumerateDevices', []);
    const devices = this.#host.script.devices.map((d) => ({ ...d }));
    return { devices: devices as Awaited<ReturnType<DailyCall['enumerateDevices']>>['devices'] };
  }

  /**
   * The browser's device list changed (a microphone plugged in or out). In call-object mode
   * daily-js listens from its constructor (`i._callObjectMode&&i.startListeningForDeviceChanges()`)
   * to `devicechange` (or, where there is none, polls `enumerateDevices()` every 3 s), compares
   * the new list's JSON with the last one and, when it differs, emits
   * `{action:"available-devices-updated",availableDevices:e}` with plain copies of every device.
   * Updates {@link FakeDailyScript.devices}; returns whether the event was emitted.
   */
  changeDevices(devices: FakeDevice[]): boolean {
    const before = JSON.stringify(this.#host.script.devices);
    this.#host.script.devices = devices;
    if (this.#destroyed || JSON.stringify(devices) === before) return false;
    this.#deliver('available-devices-updated', {
      availableDevices: devices.map((d) => ({ ...d })),
    });
    return true;
  }

  /**
   * daily-js `setOutputDeviceAsync()`: rejects without a device id; then as
   * {@link setInputDevicesAsync} (`set-output-device`).
   */
  async setOutputDeviceAsync(device: {
    outputDeviceId: string;
  }): ReturnType<DailyCall['setOutputDeviceAsync']> {
    this.#record('setOutputDeviceAsync', [device]);
    if (!device.outputDeviceId || typeof device.outputDeviceId !== 'string') {
      throw new Error('outputDeviceId must be provided and must be a valid device id');
    }
    if (this.#unansweredAfterLoad()) return never();
    return { camera: {}, mic: {}, speaker: { deviceId: device.outputDeviceId } };
  }

  /**
   * daily-js `setUserData()`: asks the call machine only once it has started
   * (`this._callMachineInitialized`); before, it resolves with `undefined`.
   */
  async setUserData(data: unknown): Promise<{ userData: unknown }> {
    this.#record('setUserData', [data]);
    if (this.#callMachineDead()) return undefined as unknown as { userData: unknown };
    return { userData: data };
  }

  /** daily-js `updateSendSettings()`: as {@link setInputDevicesAsync} (`update-send-settings`). */
  async updateSendSettings(settings: DailySendSettings): Promise<DailySendSettings> {
    this.#record('updateSendSettings', [settings]);
    if (this.#unansweredAfterLoad()) return never();
    return settings;
  }

  /** daily-js `updateRemoteMediaPlayer()`: always asks the call machine and waits. */
  async updateRemoteMediaPlayer(
    options: DailyRemoteMediaPlayerUpdateOptions,
  ): Promise<DailyRemoteMediaPlayerInfo> {
    this.#record('updateRemoteMediaPlayer', [options]);
    if (this.#callMachineDead()) return never();
    return {
      session_id: options.session_id,
      remoteMediaPlayerState: { state: 'playing' },
    } as DailyRemoteMediaPlayerInfo;
  }

  /**
   * daily-js `startScreenShare()`: an async method (its `DailyCall` type says `void`) that
   * rejects until the call machine is loaded (`fc(this._callMachineInitialized, …)`).
   */
  async startScreenShare(options?: DailyStartScreenShareOptions): Promise<void> {
    this.#record('startScreenShare', options === undefined ? [] : [options]);
    if (!this.#bundleLoaded || !this.#callMachineStarted) {
      throw new Error(
        'startScreenShare() requires preAuth(), startCamera(), or join() to initialize call state.',
      );
    }
  }

  stopScreenShare(): void {
    this.#record('stopScreenShare', []);
  }
}
