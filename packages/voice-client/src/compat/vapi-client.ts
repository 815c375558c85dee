/*
 * `@vapi-ai/web` 2.7.1's default export, on the native client's engine (the Daily port, the
 * stage runner, the warm-up): the same constructor, methods, events and payloads, the same calls
 * into daily-js and the same `POST /call/web`, so that changing the import is the whole migration
 * (src/compat/vapi-differential*.test.ts run both over one fake daily-js and one fake `fetch` and
 * compare). This module is Vapi's API; the call itself runs on the call engine (../call-engine.ts,
 * with Vapi's reports of it, vapi-events.ts), a chunk loaded when the client is constructed. Where it differs from
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
import { showCall } from '../call-view';
import { type Chunk, chunk } from '../chunk';
import { type ClientMessage, sayMessage } from '../client-message';
import type { DailyPort } from '../daily/port';
import { EventStream } from '../emitter';
import { type EngineModule, preloadEngine } from '../engine-loader';
import { LazyEngine } from '../lazy-engine';
import { silentLogger } from '../logger';
import type { SessionEvents } from '../session-events';
import type { StartRequest } from '../session-host';
import { type CallTimeouts, resolveTimeouts } from '../timeouts';
import { globalTimers } from '../timers';
import { isVoiceClientError } from '../voice-client-error';
import {
  type AssistantOverrides,
  type CreateWebCallRequest,
  createWebCallFunction,
  type WebCall as EngineWebCall,
  type InlineAssistant,
  type InlineSquad,
  type InlineWorkflow,
  type WorkflowOverrides,
} from '../web-call';
import { createSafeDailyConfig, createSafeDailyFactoryOptions } from './daily-guards';
import { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';
import {
  isDailyEventCause,
  progress,
  reportFailure,
  timestamp,
  type VapiRun,
  wrapsStageThrow,
} from './vapi-reports';
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

/** The drop-in's engine: the call engine, and Vapi's reports of a call. */
type VapiEngine = EngineModule & typeof import('./vapi-events');

/**
 * What the drop-in loads when it is made: the call engine both faces run on (the native face's
 * own chunk, shared by an app that has both), and how Vapi reports a call from it, which only a
 * call needs (exported for tests).
 */
export const vapiEngine: Chunk<VapiEngine> = chunk(() =>
  Promise.all([import('../call-engine'), import('./vapi-events')]).then(
    ([engine, events]): VapiEngine => ({ ...engine, ...events }),
  ),
);

/**
 * Starts importing daily-js and the drop-in's call engine ahead of the first call (on intent: the
 * call button shown or hovered), so that the start waits for neither. Safe to call often; never
 * rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client/vapi';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return preloadEngine(vapiEngine);
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
  /** The call engine, a chunk of its own (see lazy-engine.ts). */
  readonly #engine: LazyEngine<VapiEngine>;
  /** The start or reconnect under way, as its events report it. */
  #run: VapiRun | null = null;

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
    const { audioSource, startAudioOff } = createSafeDailyFactoryOptions(dailyCallObject);
    const events = new EventStream<SessionEvents>(silentLogger);
    const vapi = this as unknown as EventEmitter;
    this.#engine = new LazyEngine({
      options: {
        dailyConfig: createSafeDailyConfig(dailyCallConfig),
        ...(audioSource === undefined ? {} : { audioSource }),
        ...(startAudioOff ? { startAudioOff } : {}),
        warmUp: options.warmUp ?? true,
      },
      timeouts: resolveTimeouts(options.timeouts),
      // One provider client per instance (Vapi's is module-wide: the last token wins).
      createWebCall: createWebCallFunction({
        baseUrl: apiBaseUrl ?? 'https://api.vapi.ai',
        token: apiToken,
      }),
      now: () => Date.now(),
      timers: globalTimers,
      logger: silentLogger,
      events,
      chunk: vapiEngine,
      arrived: (engine) => engine.mapEngineEvents(events, vapi, () => this.#run),
      wantsLocalLevels: () =>
        this.listenerCount('local-volume-level') > 0 ||
        events.listenerCount('local-level') > OWN_LOCAL_LEVEL_LISTENERS,
    });
    // A failed start, whether the engine came or not: the rest comes with the engine.
    events.on('start-failed', ({ error }) => {
      if (this.#run) reportFailure(vapi, this.#run, error);
    });
    // For the call aids (call-view.ts): not part of this class's public type.
    showCall(this, this.#engine.view);
  }

  /**
   * Runs `request` on the engine for `run`: `settled` turns its outcome into the method's, in one
   * turn (Vapi's methods are one async body each; the differential pins when they settle). A
   * start `stop()` cancelled settles once that stop has returned.
   */
  #runOnEngine<T>(
    run: VapiRun,
    request: StartRequest,
    settled: { joined: (call: WebCall) => T; failed: (error: unknown) => T },
  ): Promise<T> {
    this.#run = run;
    return this.#engine.start(request).then(
      (call) => settled.joined(call as WebCall),
      (error: unknown) =>
        isCancelled(error)
          ? this.#engine.stopped.then(() => settled.failed(error))
          : settled.failed(error),
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
      if (this.#engine.started) {
        progress(events, 'validation', 'failed', { metadata: { reason: 'already-started' } });
        return Promise.resolve(null);
      }
      const context = () => ({
        hasAssistant: !!assistant,
        hasSquad: !!squad,
        hasWorkflow: !!workflow,
      });
      progress(events, 'initialization', 'started', { metadata: context() });
      const id = (value: string | object | undefined) =>
        typeof value === 'string' ? value : undefined;
      const inline = <Inline extends object>(value: Inline | string | undefined) =>
        typeof value === 'string' ? undefined : value;
      // Vapi's body: undefined fields are dropped when it is sent as JSON.
      const body: CreateWebCallRequest = {
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
      return this.#runOnEngine(
        { kind: 'start', startTime, context },
        { kind: 'start', body: { ok: true, body } },
        // A failure is reported on `call-start-failed` and `error` (unless a stop cancelled it).
        { joined: (call): Call | null => call as Call, failed: () => null },
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
      if (this.#engine.started) {
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
        {
          joined: () => undefined,
          failed: (error) => {
            // Stopped: it resolves, once stop() has returned.
            if (isCancelled(error)) return undefined;
            throw originalError(error);
          },
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
    return this.#engine.stop();
  }

  /** What the drop-in says to the current call's Daily call object, or null without a call. */
  get #port(): DailyPort | null {
    return this.#engine.session?.port ?? null;
  }

  /** The current call's port. @throws {Error} 'Call object is not available.' without a call. */
  get #callPort(): DailyPort {
    const port = this.#port;
    if (!port) throw new Error('Call object is not available.');
    return port;
  }

  /** Sends a live call-control message; nothing without a call. */
  send(message: VapiClientToServerMessage): void {
    this.#engine.send(message as ClientMessage);
  }

  /**
   * Sends what the visitor typed as their turn (`add-message`, `role: 'user'`, which the
   * assistant answers); the text is trimmed. Not in `@vapi-ai/web`, whose `send()` takes the
   * message unchecked: this one checks the text and the call first.
   * @throws {VoiceClientError} `invalid-state` unless the call is active; then
   * `invalid-argument` for an empty text, one over 1000 characters or with a control character.
   */
  sendUserMessage(text: string): void {
    this.#engine.sendUserMessage(text);
  }

  /** The `<audio>` element playing the assistant, or null before its track arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#engine.session?.media.player ?? null;
  }

  /**
   * Sets the assistant's playback volume, clamped to 0 to 1 (non-finite values are ignored).
   * It is remembered: set before the audio arrives, it applies then, and across calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#engine.setOutputVolume(Math.min(1, Math.max(0, volume)));
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  setMuted(mute: boolean): void {
    this.#callPort.setMuted(mute);
  }

  /** Whether the microphone is muted (`false` without a call). */
  isMuted(): boolean {
    return this.#port?.muted ?? false;
  }

  /** Makes the assistant say `message`. */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void {
    this.send(
      sayMessage(message, { endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled }),
    );
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
  async setInputDevicesAsync(
    options: Parameters<DailyCall['setInputDevicesAsync']>[0],
  ): Promise<void> {
    await this.#callPort.setInputDevices(options);
  }

  /**
   * Sends the microphone through a gain of `gain` (a failure is ignored, as Vapi only logs it).
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const port = this.#callPort;
    try {
      // As Vapi's: the gained pipeline stays open until the page closes. Loaded when asked for.
      const { amplifyMicrophone } = await import('../mic-gain');
      await amplifyMicrophone(port, gain);
    } catch {
      // Vapi logs the failure and resolves.
    }
  }

  /** Chooses the speaker; nothing without a call. */
  setOutputDeviceAsync(options: Parameters<DailyCall['setOutputDeviceAsync']>[0]): void {
    void this.#port?.setOutputDevice(options.outputDeviceId);
  }

  /**
   * Plays the assistant's audio after the browser refused it (an `error` event of type
   * `audio-start-failed`, usually the autoplay policy). Call it from a click or a tap: the browser
   * allows playback within a gesture. Resolves once it was tried again (a new refusal is a new
   * `audio-start-failed`); does nothing when nothing was refused. Not in `@vapi-ai/web`, whose
   * call then stays silent.
   */
  async resumeAudio(): Promise<void> {
    await this.#engine.resumeAudio();
  }

  /** The Daily call object of the current call, or null. */
  getDailyCallObject(): DailyCall | null {
    return (this.#port?.call ?? null) as DailyCall | null;
  }

  /** The latest microphone level, 0 to 1 (0 without a call). */
  getLocalAudioLevel(): number {
    return this.#port?.localLevel ?? 0;
  }

  /**
   * Starts (or restarts) the microphone level observer: `local-volume-level` every `interval`
   * ms.
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    await this.#callPort.startLocalLevels(interval);
  }

  /** Stops the microphone level observer. */
  stopLocalAudioLevelObserver(): void {
    this.#port?.stopLocalLevels();
  }

  /** Whether the microphone level observer runs. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#port?.localLevelsRunning ?? false;
  }

  /** Shares the screen; nothing without a call. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#port?.startScreenShare({ displayMediaOptions, screenVideoSendSettings });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#port?.stopScreenShare();
  }

  /**
   * Starts (or retries) the cloud recording: `recording-started` or `recording-error` follows.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  startRecording(): void {
    this.#callPort.startRecording();
  }

  /** Stops the recording: `recording-stopped` follows. */
  stopRecording(): void {
    this.#port?.stopRecording();
  }

  /** Pre-call network diagnostics on a temporary call object (TURN, websocket, call quality). */
  static runNetworkTestsStandalone(): Promise<Record<string, unknown>> {
    return import('../daily/network-tests').then((tests) => tests.runNetworkTestsStandalone());
  }
}

/** Whether a start ended because `stop()` cancelled it. */
function isCancelled(error: unknown): boolean {
  return isVoiceClientError(error, 'cancelled');
}

/**
 * What a failed reconnect rejects with, as Vapi's does: what the failing step threw, or Daily's
 * event for an error Daily reported (what its `join()` rejects with).
 */
function originalError(error: unknown): unknown {
  if (!isVoiceClientError(error)) return error;
  return isDailyEventCause(error) || wrapsStageThrow(error) ? error.cause : error;
}
