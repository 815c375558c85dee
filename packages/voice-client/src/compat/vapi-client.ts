/*
 * `@vapi-ai/web` 2.7.1's default export, on the native client's engine (the Daily adapter, the
 * stage runner, the warm-up): the same constructor, methods, events and payloads, the same calls
 * into daily-js and the same `POST /call/web`, so that changing the import is the whole migration
 * (src/compat/vapi-differential*.test.ts run both over one fake daily-js and one fake `fetch` and
 * compare). This module is Vapi's API; the call itself runs on the call engine (vapi-call.ts), a
 * chunk that `engine-loader.ts` imports when the client is constructed. Where it differs from
 * Vapi (the warm-up, bounded waits, `stop()` during a start, Vapi's bugs) is listed once, in the
 * package README's "Migrating from `@vapi-ai/web`"; each difference is a named rewrite in
 * test/vapi-diff/vapi-bugs.ts.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: Vapi's `Call` and its DTOs are read as loosely as Vapi reads them.
import type {
  DailyAdvancedConfig,
  DailyCall,
  DailyFactoryOptions,
  DailyVideoSendSettings,
} from '@daily-co/daily-js';
import { within } from '../bounded-wait';
import { createGainedMicrophone } from '../mic-gain';
import { microphoneToAsk, requestMicrophone, stopTracks } from '../platform';
import { type CallTimeouts, resolveTimeouts } from '../timeouts';
import { cancelledError, globalTimers, TimerScope } from '../timers';
import type {
  AssistantOverrides,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  WorkflowOverrides,
} from '../web-call';
import {
  createSafeDailyConfig,
  createSafeDailyFactoryOptions,
  safeSetInputDevicesAsync,
  safeSetLocalAudio,
} from './daily-guards';
import { loadEngine, loadedEngine, preload, type VapiEngine } from './engine-loader';
import { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';
import {
  type Failure,
  progress,
  reconnectFailure,
  reportFailure,
  startFailure,
  timestamp,
} from './start-reports';
import type { DailyOptions, EarlyStart } from './vapi-call';
import type { VapiSession } from './vapi-session';
import type {
  Call,
  StartCallOptions,
  VapiClientToServerMessage,
  VapiEventListeners,
  WebCall,
} from './vapi-types';
import { createWebCall, type VapiApi } from './web-call-request';

/**
 * Runs `body`, turning what it throws into a rejection, as an async function would, without the
 * extra turns an async wrapper around its promise would add (Vapi's `start()` is one async body,
 * and the differential pins when it settles).
 */
function asAsync<T>(body: () => Promise<T>): Promise<T> {
  try {
    return body();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Options this drop-in adds to `@vapi-ai/web`'s constructor, as its fifth argument. */
export interface VapiOptions {
  /**
   * How long a call waits on each party outside the page, in milliseconds (defaults as for
   * `VoiceClient`: `webCall` 15 000, `callMachine` 20 000, `join` 20 000, `destroy` 3 000). The
   * join loads Daily's call machine itself here, as Vapi's does, so it is bounded by
   * `callMachine` plus `join`; a start made before the call engine chunk arrived waits for it
   * within `callMachine` too.
   */
  timeouts?: Partial<CallTimeouts>;
  /**
   * Prepare the call beside the web call (default `true`): the microphone prompt at the click,
   * the call object created and Daily's call machine loaded while the provider answers, so the
   * call starts sooner than with `@vapi-ai/web`. `false` keeps Vapi's order of calls into
   * daily-js exactly (everything after the web call).
   */
  warmUp?: boolean;
}

/**
 * A drop-in for the default export of `@vapi-ai/web` 2.7.1: switch by changing the import to
 * `@org/voice-client/vapi`. Its listener API is `EventEmitter`'s.
 * @example
 * ```ts
 * import Vapi from '@org/voice-client/vapi';
 * const vapi = new Vapi(PUBLIC_KEY);
 * vapi.on('call-start', () => setStatus('active'));
 * await vapi.start('assistant-id');
 * ```
 */
export default class Vapi extends EventEmitter<VapiEventListeners> {
  /** The call engine's session, from the first start on (see `engine-loader.ts`). */
  #s: VapiSession | null = null;
  /** A start or reconnect waiting for the call engine to load; `stop()` aborts it. */
  #loading: AbortController | null = null;
  /** `setVolume()`'s choice: kept across calls, applied when the assistant's audio arrives. */
  #volume: number | null = null;
  readonly #timeouts: CallTimeouts;
  readonly #api: VapiApi;
  readonly #daily: DailyOptions;
  readonly #warmUp: boolean;

  /**
   * @param apiToken The public key, sent as a bearer token.
   * @param apiBaseUrl The API's base URL (default `https://api.vapi.ai`).
   * @param dailyCallConfig daily-js's `dailyConfig` (`alwaysIncludeMicInPermissionPrompt: false`
   *   is dropped: it breaks Chrome 140+).
   * @param dailyCallObject daily-js's factory options (`audioSource: false` becomes `true`).
   * @param options What this drop-in adds: the bounds of every wait (`timeouts`) and the
   *   warm-up (`warmUp`).
   * @throws {VoiceClientError} `invalid-argument` when a `timeouts` value is not a whole number
   * of milliseconds from 1 to 2 147 483 647.
   */
  constructor(
    apiToken: string,
    apiBaseUrl?: string,
    dailyCallConfig?: Pick<DailyAdvancedConfig, 'avoidEval' | 'alwaysIncludeMicInPermissionPrompt'>,
    dailyCallObject?: Pick<DailyFactoryOptions, 'audioSource' | 'startAudioOff'>,
    options: VapiOptions = {},
  ) {
    super();
    this.#timeouts = resolveTimeouts(options.timeouts);
    this.#api = { baseUrl: apiBaseUrl ?? 'https://api.vapi.ai', token: apiToken };
    this.#daily = {
      dailyCallConfig: createSafeDailyConfig(dailyCallConfig),
      dailyCallObject: createSafeDailyFactoryOptions(dailyCallObject),
    };
    this.#warmUp = options.warmUp ?? true;
    // The call engine loads now, after the page, so that it is there at the click: the start
    // then asks for the microphone in the click's task. A failure is retried by the start.
    loadEngine().catch(() => {});
  }

  /** Whether a start, a reconnect or a call is in progress. */
  #started(): boolean {
    return this.#loading !== null || (this.#s?.started ?? false);
  }

  /**
   * Runs `go` on the call engine: at once when it has loaded (in the caller's task, as Vapi's
   * start runs); else once it has, within `timeouts.callMachine` (the engine loads beside
   * daily-js), reporting a load that failed or ran out as the start's failure. Meanwhile `early`
   * begins what must not wait for the engine, for `go` to take over (`release` undoes it when
   * the start ends first). `stop()` ends the wait: the start then resolves `failure.ended`.
   */
  #onEngine<T, E>(
    startTime: number,
    failure: Failure<T>,
    go: (engine: VapiEngine, s: VapiSession, early?: E) => Promise<T>,
    early?: { begin: (cancel: AbortSignal) => E; release: (begun: E) => void },
  ): Promise<T> {
    const engine = loadedEngine();
    if (engine) return go(engine, this.#session(engine));
    // Ended by stop(), or when the start ends; the early work (a web call in flight) with it.
    const loading = new AbortController();
    this.#loading = loading;
    const begun = early?.begin(loading.signal);
    const release = () => {
      if (early && begun !== undefined) early.release(begun);
    };
    const end = () => {
      if (this.#loading === loading) this.#loading = null;
      loading.abort(cancelledError());
    };
    const ms = this.#timeouts.callMachine;
    return within(new TimerScope(globalTimers), 'callMachine', ms, loadEngine, loading.signal).then(
      (arrived) => {
        if (!loading.signal.aborted) return go(arrived, this.#session(arrived), begun).finally(end);
        release();
        return failure.ended;
      },
      (error: unknown) => {
        release();
        if (loading.signal.aborted) return failure.ended;
        end();
        reportFailure(this as unknown as EventEmitter, startTime, error, failure);
        if (failure.rethrow) throw error;
        return failure.ended;
      },
    );
  }

  /** The microphone the warm-up would ask for, asked now; null when it asks none. */
  #askMicrophone(): Promise<MediaStream> | null {
    const asked = requestMicrophone(microphoneToAsk(this.#daily.dailyCallObject));
    // A refusal is the warm-up's to handle, once it takes the request over.
    asked?.catch(() => {});
    return asked;
  }

  #session(engine: VapiEngine): VapiSession {
    this.#s ??= new engine.VapiSession(
      this as unknown as EventEmitter,
      this.#timeouts,
      () => this.#volume,
    );
    return this.#s;
  }

  /**
   * Starts a call with an assistant, squad or workflow (an id, or inline), reporting each stage
   * on `call-start-progress`. Resolves with the web call, or `null` when a call is already
   * started or the start failed (reported on `call-start-failed` and `error`).
   * @throws {Error} 'Assistant or Squad or Workflow must be provided.' when given none.
   */
  start(
    assistant?: InlineAssistant | string,
    assistantOverrides?: AssistantOverrides,
    squad?: InlineSquad | string,
    workflow?: InlineWorkflow | string,
    workflowOverrides?: WorkflowOverrides,
    options?: StartCallOptions,
  ): Promise<Call | null> {
    // Whatever the first steps throw (a listener, the events package) rejects, as Vapi's
    // async start does.
    return asAsync(() => {
      const events = this as unknown as EventEmitter;
      const startTime = Date.now();
      if (!assistant && !squad && !workflow) {
        const error = new Error('Assistant or Squad or Workflow must be provided.');
        this.emit('error', {
          type: 'validation-error',
          stage: 'input-validation',
          error: serializeError(error),
          timestamp: timestamp(),
        });
        throw error;
      }
      if (this.#started()) {
        progress(events, 'validation', 'failed', { metadata: { reason: 'already-started' } });
        return Promise.resolve(null);
      }
      const context = () => ({
        hasAssistant: !!assistant,
        hasSquad: !!squad,
        hasWorkflow: !!workflow,
      });
      progress(events, 'initialization', 'started', { metadata: context() });
      const id = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const inline = (value: unknown) => (typeof value === 'string' ? undefined : value);
      const body = {
        assistant: inline(assistant),
        assistantId: id(assistant),
        assistantOverrides,
        squad: inline(squad),
        squadId: id(squad),
        workflow: inline(workflow),
        workflowId: id(workflow),
        workflowOverrides,
        roomDeleteOnUserLeaveEnabled: options?.roomDeleteOnUserLeaveEnabled,
      };
      const failure = startFailure(context);
      return this.#onEngine(
        startTime,
        failure,
        (engine, s, early?: EarlyStart) =>
          engine.startCall(s, startTime, {
            ...this.#daily,
            api: this.#api,
            body,
            warmUp: this.#warmUp,
            failure,
            early,
          }),
        {
          // While the engine is on its way: the prompt and the web call still at the click.
          begin: (cancel): EarlyStart => {
            void preload();
            const sentAt = Date.now();
            const webCall = createWebCall(this.#api, body, this.#timeouts.webCall, cancel);
            // Reported by the start's web-call stage once the engine takes it over.
            webCall.catch(() => {});
            return { microphone: this.#warmUp ? this.#askMicrophone() : null, webCall, sentAt };
          },
          release: ({ microphone }) => {
            void microphone?.then(stopTracks, () => {});
          },
        },
      );
    });
  }

  /**
   * Joins an existing web call again (one started with `roomDeleteOnUserLeaveEnabled: false`),
   * reporting its stages on `call-start-progress`; emits `call-start` once set up.
   * @throws {Error} when a call is in progress, the web call has no URL, or the reconnect fails.
   */
  reconnect(webCall: WebCall): Promise<void> {
    // Whatever the first steps throw rejects, as from Vapi's async reconnect.
    return asAsync(() => {
      const startTime = Date.now();
      if (this.#started()) {
        throw new Error('Cannot reconnect while a call is already in progress. Call stop() first.');
      }
      if (!webCall.webCallUrl) throw new Error('webCallUrl is required for reconnection.');
      const facts = () => ({
        callId: webCall.id || 'unknown',
        hasVideoRecording: !!webCall?.artifactPlan?.videoRecordingEnabled,
        voiceProvider: webCall?.assistant?.voice?.provider || 'unknown',
      });
      progress(this as unknown as EventEmitter, 'reconnect-initialization', 'started', {
        metadata: facts(),
      });
      const failure = reconnectFailure(facts);
      return this.#onEngine(startTime, failure, (engine, s) =>
        engine.reconnectCall(s, startTime, webCall, this.#daily, failure),
      );
    });
  }

  /**
   * Removes every listener of `event`, or of every event when called without one. (Vapi's
   * override hands `undefined` on explicitly, and `EventEmitter` clears every event only when
   * called with no argument at all, so there `removeAllListeners()` removes nothing.)
   */
  override removeAllListeners(event?: keyof VapiEventListeners): this {
    return event === undefined ? super.removeAllListeners() : super.removeAllListeners(event);
  }

  /** Leaves the call and destroys the Daily call object. */
  stop(): Promise<void> {
    this.#loading?.abort(cancelledError());
    this.#loading = null;
    return this.#s ? this.#s.stop() : Promise.resolve();
  }

  /** The Daily call object of the current call, or null. */
  get #call(): DailyCall | null {
    return this.#s?.call ?? null;
  }

  /** Sends a live call-control message; nothing without a call. */
  send(message: VapiClientToServerMessage): void {
    this.#s?.send(message);
  }

  /** The `<audio>` element playing the assistant, or null before its track arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#s?.audioPlayer ?? null;
  }

  /**
   * Sets the assistant's playback volume, clamped to 0 to 1 (non-finite values are ignored).
   * It is remembered: set before the audio arrives, it applies then, and across calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#volume = Math.min(1, Math.max(0, volume));
    const player = this.getAudioPlayer();
    if (player) player.volume = this.#volume;
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  setMuted(mute: boolean): void {
    safeSetLocalAudio(this.#call, !mute);
  }

  /** Whether the microphone is muted (`false` without a call). */
  isMuted(): boolean {
    return this.#call ? this.#call.localAudio() === false : false;
  }

  /** Makes the assistant say `message`. */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void {
    this.send({
      type: 'say',
      message,
      endCallAfterSpoken,
      interruptionsEnabled: interruptionsEnabled ?? false,
      interruptAssistantEnabled: interruptAssistantEnabled ?? false,
    });
  }

  /** Ends the call for everyone (an `end-call` message), then stops. */
  end(): void {
    this.send({ type: 'end-call' });
    void this.stop();
  }

  /**
   * Chooses the input devices (`audioSource: false` falls back to the default microphone).
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  setInputDevicesAsync(options: Parameters<DailyCall['setInputDevicesAsync']>[0]): Promise<void> {
    return safeSetInputDevicesAsync(this.#call, options);
  }

  /**
   * Sends the microphone through a gain of `gain` (a failure is ignored, as Vapi only logs it).
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#call;
    if (!call) throw new Error('Call object is not available.');
    try {
      // As Vapi's: the gained pipeline stays open until the page closes.
      const { track } = await createGainedMicrophone(gain);
      await safeSetInputDevicesAsync(call, { audioSource: track });
    } catch {
      // Vapi logs the failure and resolves.
    }
  }

  /** Chooses the speaker; nothing without a call. */
  setOutputDeviceAsync(options: Parameters<DailyCall['setOutputDeviceAsync']>[0]): void {
    this.#call?.setOutputDeviceAsync(options);
  }

  /**
   * Plays the assistant's audio after the browser refused it (an `error` event of type
   * `audio-start-failed`, usually the autoplay policy). Call it from a click or a tap: the browser
   * allows playback within a gesture. Resolves once it was tried again (a new refusal is a new
   * `audio-start-failed`); does nothing when nothing was refused. Not in `@vapi-ai/web`, whose
   * call then stays silent.
   */
  async resumeAudio(): Promise<void> {
    const s = this.#s;
    const refused = s?.refusedAudio;
    if (s) s.refusedAudio = null;
    await refused?.();
  }

  /** The Daily call object of the current call, or null. */
  getDailyCallObject(): DailyCall | null {
    return this.#call;
  }

  /** The latest microphone level, 0 to 1 (0 without a call). */
  getLocalAudioLevel(): number {
    return this.#call ? this.#call.getLocalAudioLevel() : 0;
  }

  /**
   * Starts (or restarts) the microphone level observer: `local-volume-level` every `interval`
   * ms.
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    const call = this.#call;
    if (!call) throw new Error('Call object is not available.');
    await call.startLocalAudioLevelObserver(interval);
  }

  /** Stops the microphone level observer. */
  stopLocalAudioLevelObserver(): void {
    this.#call?.stopLocalAudioLevelObserver();
  }

  /** Whether the microphone level observer runs. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#call ? this.#call.isLocalAudioLevelObserverRunning() : false;
  }

  /** Shares the screen; nothing without a call. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#call?.startScreenShare({ displayMediaOptions, screenVideoSendSettings });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#call?.stopScreenShare();
  }

  /**
   * Starts (or retries) the cloud recording: `recording-started` or `recording-error` follows.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  startRecording(): void {
    if (!this.#s) throw new Error('Call object is not available.');
    this.#s.startRecording();
  }

  /** Stops the recording: `recording-stopped` follows. */
  stopRecording(): void {
    this.#call?.stopRecording();
  }

  /** Pre-call network diagnostics on a temporary call object (TURN, websocket, call quality). */
  static runNetworkTestsStandalone(): Promise<Record<string, any>> {
    return loadEngine().then((engine) => engine.runNetworkTestsStandalone());
  }
}
