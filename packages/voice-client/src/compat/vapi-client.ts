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
import type { CallEngine } from '../call-engine';
import type { StartRequest } from '../call-session';
import { showCall } from '../call-view';
import { videoRecordingOptions } from '../constants';
import { Emitter } from '../emitter';
import {
  awaitEngine,
  beginEarly,
  type EngineModule,
  loadEngine,
  loadedEngine,
} from '../engine-loader';
import { silentLogger } from '../logger';
import { createGainedMicrophone } from '../mic-gain';
import { microphoneToAsk } from '../platform';
import type { SessionEvents } from '../session-events';
import { type CallTimeouts, resolveTimeouts } from '../timeouts';
import { cancelledError, globalTimers } from '../timers';
import {
  type AssistantOverrides,
  type CreateWebCall,
  type CreateWebCallRequest,
  createWebCallFunction,
  type WebCall as EngineWebCall,
  type InlineAssistant,
  type InlineSquad,
  type InlineWorkflow,
  type WorkflowOverrides,
} from '../web-call';
import {
  createSafeDailyConfig,
  createSafeDailyFactoryOptions,
  safeSetInputDevicesAsync,
  safeSetLocalAudio,
} from './daily-guards';
import { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';
import { mapEngineEvents, progress, reportFailure, timestamp, type VapiRun } from './vapi-events';
import type {
  Call,
  StartCallOptions,
  VapiClientToServerMessage,
  VapiEventListeners,
  WebCall,
} from './vapi-types';

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
   * `VoiceClient`: `webCall` 15 000, `callMachine` 20 000, `join` 20 000, `destroy` 3 000). A
   * start made before the call engine chunk arrived waits for it within `callMachine` too.
   */
  timeouts?: Partial<CallTimeouts>;
  /**
   * Prepare the call beside the web call (default `true`): the microphone prompt at the click,
   * the call object created and Daily's call machine loaded while the provider answers, so the
   * call starts sooner than with `@vapi-ai/web`. `false` keeps Vapi's order of calls into
   * daily-js (everything after the web call).
   */
  warmUp?: boolean;
}

/**
 * The engine's listeners of the microphone's level that are this face's own (the forwarding of
 * `local-volume-level`): more than these means the call aids listen too.
 */
const OWN_LOCAL_LEVEL_LISTENERS = 1;

/**
 * A drop-in for the default export of `@vapi-ai/web` 2.7.1: switch by changing the import to
 * `@org/voice-client/vapi`. Its listener API is `EventEmitter`'s. It is Vapi's API and payloads on
 * the call engine the native `VoiceClient` runs on (a chunk of its own, loaded when the client
 * is constructed): where it differs from Vapi (the warm-up, bounded waits, `stop()` during a
 * start, Vapi's bugs) is listed once, in the package README's "Migrating from `@vapi-ai/web`";
 * each difference is a named rewrite in test/vapi-diff/vapi-bugs.ts.
 * @example
 * ```ts
 * import Vapi from '@org/voice-client/vapi';
 * const vapi = new Vapi(PUBLIC_KEY);
 * vapi.on('call-start', () => setStatus('active'));
 * await vapi.start('assistant-id');
 * ```
 */
export default class Vapi extends EventEmitter<VapiEventListeners> {
  /** The engine's stream, mapped to this face's events (and read by the call aids). */
  readonly #engineEvents: Emitter<SessionEvents> = new Emitter(silentLogger);
  /** The call engine, once its chunk has loaded (see engine-loader.ts). */
  #engine: CallEngine | null = null;
  /** The start or reconnect under way, as its events report it. */
  #run: VapiRun | null = null;
  /** A start waiting for the call engine to load; `stop()` aborts it. */
  #loading: AbortController | null = null;
  /** The last `stop()`: a start it cancelled resolves once it has returned. */
  #stopping: Promise<void> = Promise.resolve();
  /** `setVolume()`'s choice: kept across calls, applied when the engine arrives. */
  #volume = 1;
  readonly #timeouts: CallTimeouts;
  readonly #createWebCall: CreateWebCall;
  readonly #dailyCallConfig: DailyAdvancedConfig;
  readonly #dailyCallObject: DailyFactoryOptions;
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
    // One provider client per instance (Vapi's is module-wide: the last token wins).
    this.#createWebCall = createWebCallFunction({
      baseUrl: apiBaseUrl ?? 'https://api.vapi.ai',
      token: apiToken,
    });
    this.#dailyCallConfig = createSafeDailyConfig(dailyCallConfig);
    this.#dailyCallObject = createSafeDailyFactoryOptions(dailyCallObject);
    this.#warmUp = options.warmUp ?? true;
    mapEngineEvents(this.#engineEvents, this as unknown as EventEmitter, () => this.#run);
    // For the call aids (call-view.ts): not part of this class's public type.
    const face = this;
    const events = this.#engineEvents;
    showCall(this, {
      on: (event, listener) => events.on(event, listener),
      listenerCount: (event) => events.listenerCount(event),
      get status() {
        return face.#engine?.status ?? 'idle';
      },
      get callState() {
        return face.#engine?.callState ?? 'new';
      },
      get session() {
        return face.#engine?.session ?? null;
      },
      get call() {
        return face.#engine?.call ?? null;
      },
      resumeAudio: () => face.resumeAudio(),
    });
    // The call engine loads now, after the page, so that it is there at the click: the start
    // then runs in the click's task. A failure is retried by the start.
    loadEngine().catch(() => {});
  }

  /** The engine, made on the first start after its chunk loaded. */
  #engineFrom(module: EngineModule): CallEngine {
    if (this.#engine) return this.#engine;
    const events = this.#engineEvents;
    const { audioSource, startAudioOff } = this.#dailyCallObject;
    this.#engine = new module.CallEngine({
      options: {
        dailyConfig: this.#dailyCallConfig,
        ...(audioSource === undefined ? {} : { audioSource }),
        ...(startAudioOff ? { startAudioOff } : {}),
        warmUp: this.#warmUp,
      },
      timeouts: this.#timeouts,
      createWebCall: this.#createWebCall,
      now: () => Date.now(),
      timers: globalTimers,
      logger: silentLogger,
      events,
      wantsLocalLevels: () =>
        this.listenerCount('local-volume-level') > 0 ||
        events.listenerCount('local-level') > OWN_LOCAL_LEVEL_LISTENERS,
    });
    this.#engine.setOutputVolume(this.#volume);
    return this.#engine;
  }

  /** Whether a start, a reconnect or a call is in progress. */
  #started(): boolean {
    return this.#loading !== null || (this.#engine?.started ?? false);
  }

  /**
   * Runs `request` on the engine: at once when it has loaded (in the caller's task, as Vapi's
   * start runs); else once it has, within `timeouts.callMachine`, the web call and the
   * microphone prompt begun at the click meanwhile (a start's). A load that failed or ran out is
   * the run's failure; `stop()` ends the wait. Resolves with the web call, or rejects with what
   * ended the start (`cancelled` after a stop).
   */
  #runOnEngine(run: VapiRun, request: StartRequest): Promise<WebCall> {
    this.#run = run;
    const module = loadedEngine();
    if (module) return this.#engineFrom(module).start(request) as Promise<WebCall>;
    const loading = new AbortController();
    this.#loading = loading;
    const early =
      request.kind === 'start' && request.body.ok
        ? beginEarly({
            createWebCall: this.#createWebCall,
            body: request.body.body,
            microphone: this.#warmUp ? microphoneToAsk(this.#dailyCallObject) : false,
            webCallMs: this.#timeouts.webCall,
            timers: globalTimers,
            cancel: loading.signal,
            now: () => Date.now(),
          })
        : null;
    const done = () => {
      if (this.#loading === loading) this.#loading = null;
    };
    return awaitEngine(this.#timeouts.callMachine, globalTimers, loading.signal).then(
      (arrived) => {
        done();
        loading.signal.throwIfAborted();
        const started = this.#engineFrom(arrived).start(
          request.kind === 'start' && early ? { ...request, early } : request,
        ) as Promise<WebCall>;
        // The web call is the session's from here: it ends it with the start.
        void started.catch(() => loading.abort(cancelledError()));
        return started;
      },
      (error: unknown) => {
        done();
        early?.release();
        loading.abort(cancelledError());
        if (!isCancelled(error)) reportFailure(this as unknown as EventEmitter, run, error);
        throw error;
      },
    );
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
      const startTime = Date.now();
      if (!assistant && !squad && !workflow) {
        const error = new Error('Assistant or Squad or Workflow must be provided.');
        this.#emitError({
          type: 'validation-error',
          stage: 'input-validation',
          error: serializeError(error),
          timestamp: timestamp(),
        });
        throw error;
      }
      const events = this as unknown as EventEmitter;
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
      // Vapi's body: undefined fields are dropped when it is sent as JSON.
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
      } as CreateWebCallRequest;
      return this.#runOnEngine(
        { kind: 'start', startTime, context },
        { kind: 'start', body: { ok: true, body } },
      ).then(
        (call) => call as Call,
        // Reported on `call-start-failed` and `error` (unless `stop()` cancelled it).
        (error: unknown) => (isCancelled(error) ? this.#afterStop(null) : null),
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
      const context = () => ({
        callId: webCall.id || 'unknown',
        hasVideoRecording: !!webCall?.artifactPlan?.videoRecordingEnabled,
        voiceProvider: webCall?.assistant?.voice?.provider || 'unknown',
      });
      progress(this as unknown as EventEmitter, 'reconnect-initialization', 'started', {
        metadata: context(),
      });
      return this.#runOnEngine(
        { kind: 'reconnect', startTime, context },
        { kind: 'reconnect', webCall: webCall as EngineWebCall },
      ).then(
        () => undefined,
        (error: unknown) => {
          // Stopped: it resolves, once stop() has returned.
          if (isCancelled(error)) return this.#afterStop(undefined);
          throw originalError(error);
        },
      );
    });
  }

  /** Emits an `error` event; one nobody listens to is dropped (Vapi's would throw into the call). */
  #emitError(payload: unknown): void {
    if (this.listenerCount('error') > 0) this.emit('error', payload);
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
    this.#stopping = this.#engine ? this.#engine.stop() : Promise.resolve();
    return this.#stopping;
  }

  /** What a start resolves with once `stop()` cancelled it: `value`, when that stop returned. */
  #afterStop<T>(value: T): Promise<T> {
    return this.#stopping.then(() => value);
  }

  /** The Daily call object of the current call, or null. */
  get #call(): DailyCall | null {
    return (this.#engine?.call as DailyCall | null | undefined) ?? null;
  }

  /** Sends a live call-control message; nothing without a call. */
  send(message: VapiClientToServerMessage): void {
    this.#engine?.send(message as Parameters<CallEngine['send']>[0]);
  }

  /** The `<audio>` element playing the assistant, or null before its track arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#engine?.session?.media.player ?? null;
  }

  /**
   * Sets the assistant's playback volume, clamped to 0 to 1 (non-finite values are ignored).
   * It is remembered: set before the audio arrives, it applies then, and across calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#volume = Math.min(1, Math.max(0, volume));
    this.#engine?.setOutputVolume(this.#volume);
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
    await this.#engine?.resumeAudio();
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
    const call = this.#call;
    if (!call) throw new Error('Call object is not available.');
    call.startRecording(videoRecordingOptions());
  }

  /** Stops the recording: `recording-stopped` follows. */
  stopRecording(): void {
    this.#call?.stopRecording();
  }

  /** Pre-call network diagnostics on a temporary call object (TURN, websocket, call quality). */
  static runNetworkTestsStandalone(): Promise<Record<string, unknown>> {
    return import('./network-tests').then((tests) => tests.runNetworkTestsStandalone());
  }
}

/** Whether a start ended because `stop()` cancelled it. */
function isCancelled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'cancelled';
}

/**
 * What a failed reconnect rejects with, as Vapi's does: what the failing step threw, or Daily's
 * event for an error Daily reported (what its `join()` rejects with).
 */
function originalError(error: unknown): unknown {
  const { cause, code, stage } = error as { cause?: unknown; code?: string; stage?: string };
  const fromDaily = typeof (cause as { action?: unknown } | null)?.action === 'string';
  return cause !== undefined && (fromDaily || code === `${stage}-error`) ? cause : error;
}
