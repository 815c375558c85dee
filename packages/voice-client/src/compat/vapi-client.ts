/*
 * `@vapi-ai/web` 2.7.1's default export, on the native client's engine (the Daily adapter, the
 * stage runner, the warm-up): the same constructor, methods, events and payloads, the same calls
 * into daily-js and the same `POST /call/web`, so that changing the import is the whole migration
 * (src/compat/vapi-differential*.test.ts run both over one fake daily-js and one fake `fetch` and
 * compare). It differs where it starts the call sooner: by default (`VapiOptions.warmUp`) it asks
 * for the microphone, creates the call object and loads Daily's call machine while the web call
 * is created, and imports daily-js on first use, where Vapi does it all after the web call. And
 * where Vapi has a bug:
 * - no `speech-end` after `stop()` or after the meeting was left (Vapi never clears its timer);
 * - `volume-level` stays within 0 to 1: a remote level that is not a finite positive number is
 *   left out of the sum (Vapi's turns NaN or negative);
 * - a browser that calls itself `Mobile` without naming a device Vapi knows (KaiOS, say) is a
 *   phone: the start waits for its permission prompt and says `isMobile: true`;
 * - the assistant's `<audio>` element leaves the page when the call ends (Vapi leaves it);
 * - `stop()` during a start ends it, whatever it waits for: the `POST /call/web` is aborted, the
 *   phone's wait and the join are let go; `start()` sets nothing up, reports no further stage
 *   and resolves `null` once `stop()` has returned (Vapi's start goes on: it creates and joins a
 *   call after a stop during the web call, joins a call it no longer has after a stop during the
 *   phone's wait, sets up the call it is destroying when the join lands as it stops, and waits
 *   for ever for a join the stop cut off);
 * - a failed `POST /call/web` reports a string error (Vapi reports the `Response` object);
 * - Daily's error events carry a string `message` (Vapi puts Daily's `error` object there);
 * - each instance has its own token and base URL (Vapi's API client is module-wide: the last
 *   constructed instance's token wins);
 * - every wait outside the page is bounded (`VapiOptions.timeouts`): a `POST /call/web` that
 *   does not answer, a join that does not come and a `destroy()` that does not finish (a call
 *   machine that loaded but never started) end the start as a failure, or let `stop()` return,
 *   where Vapi waits for ever.
 */
// biome-ignore-all lint/suspicious/noExplicitAny: Vapi's `Call` and its DTOs are read as loosely as Vapi reads them.
import type {
  DailyAdvancedConfig,
  DailyCall,
  DailyFactoryOptions,
  DailyVideoSendSettings,
} from '@daily-co/daily-js';
import { isMobileBrowser } from '../platform';
import { type CallTimeouts, resolveTimeouts } from '../timeouts';
import { isVoiceClientError } from '../voice-client-error';
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
import { EventEmitter } from './event-emitter';
import { runNetworkTestsStandalone } from './network-tests';
import { serializeError } from './serialize-error';
import {
  createCall,
  finishCall,
  joinCall,
  progress,
  type VapiRun,
  vapiFactoryOptions,
  vapiRun,
} from './start-sequence';
import { type StartTicket, VapiSession } from './vapi-session';
import type {
  Call,
  StartCallOptions,
  VapiClientToServerMessage,
  VapiEventListeners,
  WebCall,
} from './vapi-types';
import { createWebCall, type VapiApi } from './web-call-request';

const timestamp = () => new Date().toISOString();

/**
 * What a start (or reconnect) that ended without a call resolves with: `value`, once the
 * `stop()` that cancelled it (if one did) has returned, so that the call object is gone by then.
 */
async function stopped<T>(ticket: StartTicket, value: T): Promise<T> {
  if (ticket.stopped) await ticket.stopped;
  return value;
}

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

/** How a failed start or reconnect is reported (see `Vapi.#failed`). */
interface Failure {
  /** The stage `call-start-failed` names when no deadline names one. */
  stage: 'unknown' | 'reconnect';
  /** The `error` event's type. */
  type: string;
  /** What the events say of the start. */
  context: () => Record<string, unknown>;
  /** A reconnect throws its failure; a start resolves `null`. */
  rethrow?: boolean;
}

/** What a `start()` or a `reconnect()` brings to their shared part (see `Vapi.#establish`). */
interface Establishing<T> {
  /** `start()` reports a failed stage on `error` as well; `reconnect()` does not. */
  report: boolean;
  /** Until the call object: the web call, or the one given. */
  prepare: (run: VapiRun) => Promise<any>;
  /**
   * What it resolves with once set up, called in the same synchronous run as
   * `call-start-success` (a reconnect emits `call-start` there, as Vapi does).
   */
  joined: (webCall: any) => T;
  /** What it resolves with when it ends without a call (unless its failure is rethrown). */
  ended: T;
  failure: Failure;
}

/** Options this drop-in adds to `@vapi-ai/web`'s constructor, as its fifth argument. */
export interface VapiOptions {
  /**
   * How long a call waits on each party outside the page, in milliseconds (defaults as for
   * `VoiceClient`: `webCall` 15 000, `callMachine` 20 000, `join` 20 000, `destroy` 3 000). The
   * join loads Daily's call machine itself here, as Vapi's does, so it is bounded by
   * `callMachine` plus `join`.
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
  readonly #s: VapiSession;
  readonly #api: VapiApi;
  readonly #dailyCallConfig: DailyAdvancedConfig;
  readonly #dailyCallObject: DailyFactoryOptions;
  readonly #warmUp: boolean;

  /**
   * @param apiToken The public key, sent as a bearer token.
   * @param apiBaseUrl The API's base URL (default `https://api.vapi.ai`).
   * @param dailyCallConfig daily-js's `dailyConfig` (`alwaysIncludeMicInPermissionPrompt: false`
   *   is dropped: it breaks Chrome 140+).
   * @param dailyCallObject daily-js's factory options (`audioSource: false` becomes `true`).
   * @param options What this drop-in adds: the bounds of every wait (`timeouts`).
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
    this.#s = new VapiSession(this as unknown as EventEmitter, resolveTimeouts(options.timeouts));
    this.#api = { baseUrl: apiBaseUrl ?? 'https://api.vapi.ai', token: apiToken };
    this.#dailyCallConfig = createSafeDailyConfig(dailyCallConfig);
    this.#dailyCallObject = createSafeDailyFactoryOptions(dailyCallObject);
    this.#warmUp = options.warmUp ?? true;
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
      const s = this.#s;
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
      if (s.started) {
        progress(s, 'validation', 'failed', { metadata: { reason: 'already-started' } });
        return Promise.resolve(null);
      }
      const context = () => ({
        hasAssistant: !!assistant,
        hasSquad: !!squad,
        hasWorkflow: !!workflow,
      });
      progress(s, 'initialization', 'started', { metadata: context() });
      const id = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const inline = (value: unknown) => (typeof value === 'string' ? undefined : value);
      const request = {
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
      return this.#establish(startTime, {
        report: true,
        prepare: async (run) => {
          // Beside the web call: the microphone prompt at the click, the call machine loading.
          // Not while an earlier call object is still being destroyed (one at a time).
          if (this.#warmUp && !s.call) {
            s.warmUp(vapiFactoryOptions(this.#dailyCallConfig, this.#dailyCallObject, false));
          }
          const webCall: any = await run.stages.run(
            'web-call-creation',
            () => createWebCall(this.#api, request, s.timeouts.webCall, run.cancel),
            {
              completed: (answer: any) => ({
                callId: answer?.id || 'unknown',
                videoRecordingEnabled: answer?.artifactPlan?.videoRecordingEnabled ?? false,
                voiceProvider: answer?.assistant?.voice?.provider || 'unknown',
              }),
            },
          );
          if (s.call) {
            progress(s, 'daily-call-object-creation', 'started', {
              metadata: { action: 'cleanup-existing' },
            });
            await s.cleanup();
            run.cancel.throwIfAborted();
          }
          return webCall;
        },
        joined: (webCall) => webCall,
        ended: null,
        failure: {
          stage: 'unknown',
          type: 'start-method-error',
          context: () => ({ ...context(), isMobile: isMobileBrowser() }),
        },
      });
    });
  }

  /**
   * What `start()` and `reconnect()` share once the call counts as started: `prepare`, then the
   * call object, the join and the set-up, and `call-start-success`. Resolves with
   * `joined(webCall)`; with `ended` once a `stop()` cancelled it (after that stop returned), or
   * after a failure, reported (see `#failed`) and released. The caller returns this promise as
   * its own, so that it settles exactly when Vapi's would.
   */
  async #establish<T>(startTime: number, how: Establishing<T>): Promise<T> {
    const s = this.#s;
    s.started = true;
    const ticket = s.beginStart();
    const run = vapiRun(s, how.report, ticket.signal);
    try {
      const webCall = await how.prepare(run);
      const plan = await createCall(s, this.#dailyCallConfig, this.#dailyCallObject, webCall, run);
      if (!(await joinCall(s, plan))) return await stopped(ticket, how.ended);
      finishCall(s, plan);
      this.emit('call-start-success', {
        totalDuration: Date.now() - startTime,
        callId: webCall?.id || 'unknown',
        timestamp: timestamp(),
      });
      return how.joined(webCall);
    } catch (e) {
      if (ticket.signal.aborted) return await stopped(ticket, how.ended);
      this.#failed(startTime, e, run, how.failure);
      await s.cleanup();
      if (how.failure.rethrow) throw e;
      return how.ended;
    } finally {
      s.endStart(ticket);
    }
  }

  /**
   * Reports a failed start or reconnect on `call-start-failed` and, for code written before
   * that event, on `error` (which carries `stage` only for a start).
   */
  #failed(startTime: number, e: unknown, run: VapiRun, failed: Failure): void {
    const { type, context } = failed;
    const totalDuration = Date.now() - startTime;
    const serialized = serializeError(e);
    // A deadline names the stage that ran out (Vapi has none: it waits for ever).
    const stage = isVoiceClientError(e, 'timeout')
      ? (e.stage ?? run.stages.current ?? failed.stage)
      : failed.stage;
    this.emit('call-start-failed', {
      stage,
      totalDuration,
      error: serialized.message,
      errorStack: serialized.stack || 'No stack trace available',
      timestamp: timestamp(),
      context: context(),
    });
    this.emit('error', {
      type,
      ...(failed.stage === 'unknown' ? { stage } : {}),
      error: serialized,
      totalDuration,
      timestamp: timestamp(),
      context: context(),
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
      const s = this.#s;
      const startTime = Date.now();
      if (s.started) {
        throw new Error('Cannot reconnect while a call is already in progress. Call stop() first.');
      }
      if (!webCall.webCallUrl) throw new Error('webCallUrl is required for reconnection.');
      const facts = () => ({
        callId: webCall.id || 'unknown',
        hasVideoRecording: !!webCall?.artifactPlan?.videoRecordingEnabled,
        voiceProvider: webCall?.assistant?.voice?.provider || 'unknown',
      });
      progress(s, 'reconnect-initialization', 'started', { metadata: facts() });
      return this.#establish(startTime, {
        report: false,
        prepare: async (run) => {
          if (s.call) {
            progress(s, 'cleanup-existing-call', 'started');
            await s.cleanup();
            run.cancel.throwIfAborted();
            progress(s, 'cleanup-existing-call', 'completed');
          }
          return webCall;
        },
        joined: () => {
          this.emit('call-start');
        },
        ended: undefined,
        failure: {
          stage: 'reconnect',
          type: 'reconnect-error',
          context: () => ({ isReconnect: true, ...facts(), isMobile: isMobileBrowser() }),
          rethrow: true,
        },
      });
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
    return this.#s.stop();
  }

  /** Sends a live call-control message; nothing without a call. */
  send(message: VapiClientToServerMessage): void {
    this.#s.send(message);
  }

  /** The `<audio>` element playing the assistant, or null before its track arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#s.audioPlayer;
  }

  /**
   * Sets the assistant's playback volume, clamped to 0 to 1 (non-finite values are ignored).
   * It is remembered: set before the audio arrives, it applies then, and across calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    const s = this.#s;
    s.desiredVolume = Math.min(1, Math.max(0, volume));
    if (s.audioPlayer) s.audioPlayer.volume = s.desiredVolume;
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  setMuted(mute: boolean): void {
    safeSetLocalAudio(this.#s.call, !mute);
  }

  /** Whether the microphone is muted (`false` without a call). */
  isMuted(): boolean {
    return this.#s.call ? this.#s.call.localAudio() === false : false;
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
    return safeSetInputDevicesAsync(this.#s.call, options);
  }

  /**
   * Sends the microphone through a gain of `gain` (a failure is ignored, as Vapi only logs it).
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#s.call;
    if (!call) throw new Error('Call object is not available.');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const audioContext = new AudioContext();
      const source = audioContext.createMediaStreamSource(stream);
      const gainNode = audioContext.createGain();
      gainNode.gain.value = gain;
      source.connect(gainNode);
      const destination = audioContext.createMediaStreamDestination();
      gainNode.connect(destination);
      const [boostedTrack] = destination.stream.getAudioTracks();
      await safeSetInputDevicesAsync(call, { audioSource: boostedTrack as MediaStreamTrack });
    } catch {
      // Vapi logs the failure and resolves.
    }
  }

  /** Chooses the speaker; nothing without a call. */
  setOutputDeviceAsync(options: Parameters<DailyCall['setOutputDeviceAsync']>[0]): void {
    this.#s.call?.setOutputDeviceAsync(options);
  }

  /**
   * Plays the assistant's audio after the browser refused it (an `error` event of type
   * `audio-start-failed`, usually the autoplay policy). Call it from a click or a tap: the browser
   * allows playback within a gesture. Resolves once it was tried again (a new refusal is a new
   * `audio-start-failed`); does nothing when nothing was refused. Not in `@vapi-ai/web`, whose
   * call then stays silent.
   */
  async resumeAudio(): Promise<void> {
    const refused = this.#s.refusedAudio;
    this.#s.refusedAudio = null;
    await refused?.();
  }

  /** The Daily call object of the current call, or null. */
  getDailyCallObject(): DailyCall | null {
    return this.#s.call;
  }

  /** The latest microphone level, 0 to 1 (0 without a call). */
  getLocalAudioLevel(): number {
    return this.#s.call ? this.#s.call.getLocalAudioLevel() : 0;
  }

  /**
   * Starts (or restarts) the microphone level observer: `local-volume-level` every `interval`
   * ms.
   * @throws {Error} 'Call object is not available.' (a rejection) without a call.
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    if (!this.#s.call) throw new Error('Call object is not available.');
    await this.#s.call.startLocalAudioLevelObserver(interval);
  }

  /** Stops the microphone level observer. */
  stopLocalAudioLevelObserver(): void {
    this.#s.call?.stopLocalAudioLevelObserver();
  }

  /** Whether the microphone level observer runs. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#s.call ? this.#s.call.isLocalAudioLevelObserverRunning() : false;
  }

  /** Shares the screen; nothing without a call. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#s.call?.startScreenShare({ displayMediaOptions, screenVideoSendSettings });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#s.call?.stopScreenShare();
  }

  /**
   * Starts (or retries) the cloud recording: `recording-started` or `recording-error` follows.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  startRecording(): void {
    this.#s.startRecording();
  }

  /** Stops the recording: `recording-stopped` follows. */
  stopRecording(): void {
    this.#s.call?.stopRecording();
  }

  /** Pre-call network diagnostics on a temporary call object (TURN, websocket, call quality). */
  static runNetworkTestsStandalone(): Promise<Record<string, any>> {
    return runNetworkTestsStandalone();
  }
}
