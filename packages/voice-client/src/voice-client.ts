import type {
  DailyAdvancedConfig,
  DailySendSettings,
  DailyStartScreenShareOptions,
} from '@daily-co/daily-js';
import type { CreateCallObject, VoiceCallObject } from './call-object';
import { CallSession, type SessionHost } from './call-session';
import { type CallSlot, callSlotFor } from './call-slot';
import type { CallState } from './call-state';
import type { ClientMessage, SayMessage } from './client-message';
import { AUDIO_LEVEL_INTERVAL_MS, MOBILE_PERMISSION_WAIT_MS } from './constants';
import { loadDaily } from './daily-loader';
import { type Detach, Emitter, type Listener } from './emitter';
import type {
  ProgressMetadata,
  StartResult,
  VoiceClientEventName,
  VoiceClientEvents,
} from './events';
import { type Logger, silentLogger } from './logger';
import { createGainedMicrophone } from './mic-gain';
import { isMobileBrowser } from './platform';
import {
  assertRule,
  type TransferTarget,
  validateAppMessage,
  validateBackgroundImage,
  validateBlurStrength,
  validateDtmfTones,
  validateOutputVolume,
  validateRemoteVolume,
  validateSendSettings,
  validateTransferTarget,
  validateUserData,
} from './rules';
import { OPTIONAL_STAGES, type StartStage } from './stages';
import { buildWebCallRequest, type StartParams, type WebCallRequestResult } from './start-params';
import { globalTimers, type TimerApi } from './timers';
import { messageOf, VoiceClientError } from './voice-client-error';
import {
  type CreateWebCall,
  type CreateWebCallRequest,
  createWebCallFunction,
  type ProviderOptions,
  type WebCall,
} from './web-call';

/** Options every {@link VoiceClient} takes; each is also a seam for tests. */
export interface VoiceClientBaseOptions {
  /** Creates the Daily call object; by default daily-js, loaded on the first start. */
  createCallObject?: CreateCallObject;
  /** The clock, in milliseconds, for durations and timestamps. Default `Date.now`. */
  now?: () => number;
  /** Where listener errors and failed clean-ups go. Default: silent. */
  logger?: Logger;
  /** The timers to use. Default: the global ones, looked up at call time. */
  timers?: TimerApi;
  /** Whether to wait 1 s for a mobile permission prompt. Default: from the user agent. */
  isMobile?: boolean | (() => boolean);
  /**
   * Passed to Daily as `dailyConfig`, over this client's default `{ avoidEval: true }`: daily-js
   * then loads its call machine with a `<script>` element instead of `eval`, so a
   * Content-Security-Policy without `'unsafe-eval'` works (see the README). Set
   * `avoidEval: false` only if your policy allows `'unsafe-eval'`.
   */
  dailyConfig?: DailyAdvancedConfig;
  /** The microphone: a device id, a track, or `true` for the default. Default `true`. */
  audioSource?: string | MediaStreamTrack | boolean;
  /** Join with the microphone off. */
  startAudioOff?: boolean;
  /**
   * Whether a failure of the optional stages after the join (video recording, audio observer,
   * noise cancellation) fails the start and ends the call. Default `false`: their failure is a
   * `progress` `failed` and a non-fatal `error` event, and the call goes on, as with
   * `@vapi-ai/web` (noise cancellation, for one, fails to load on some browsers and devices).
   */
  strictStages?: boolean;
}

/**
 * How a {@link VoiceClient} is made: how to reach the provider API (`baseUrl` and `token`, with
 * an optional `fetch`), or a `createWebCall` function, plus {@link VoiceClientBaseOptions}.
 */
export type VoiceClientOptions = VoiceClientBaseOptions &
  (ProviderOptions | { createWebCall: CreateWebCall });

/** Options of one start. */
export interface StartOptions {
  /** Aborting it cancels the start, like `stop()`; it has no effect once the call is joined. */
  signal?: AbortSignal;
}

type Request =
  | { kind: 'start'; body: WebCallRequestResult }
  | { kind: 'reconnect'; webCall: WebCall };

/**
 * A browser voice-call client for AI assistants, built on daily-js.
 *
 * ```text
 * idle ──start()──► starting ──stages ok──► in call ──stop()/end()/hang-up──► idle
 *                      │                        │
 *                      └─stop()/abort/failure───┴──fatal error──────────────► idle
 * ```
 * One call at a time; every call's resources are released before the next can start.
 * @example
 * ```ts
 * const client = new VoiceClient({ baseUrl: 'https://api.example.com', token: PUBLIC_KEY });
 * client.on('call-start', () => console.log('listening'));
 * client.on('volume-level', (volume) => meter.set(volume));
 * await client.start({ assistant: 'assistant-id' });
 * client.setMuted(true);
 * await client.stop();
 * ```
 */
export class VoiceClient {
  readonly #events: Emitter<VoiceClientEvents>;
  readonly #createWebCall: CreateWebCall;
  readonly #loadFactory: () => Promise<CreateCallObject>;
  readonly #options: VoiceClientBaseOptions;
  readonly #host: SessionHost;
  readonly #slot: CallSlot;
  readonly #closing = new Set<Promise<void>>();
  #session: CallSession | null = null;
  #lastState: CallState = 'new';
  #outputVolume = 1;
  #disposed = false;

  constructor(options: VoiceClientOptions) {
    this.#options = options;
    const logger = options.logger ?? silentLogger;
    this.#events = new Emitter(logger);
    // One provider client per instance, made here and reused by every start.
    this.#createWebCall =
      'createWebCall' in options ? options.createWebCall : createWebCallFunction(options);
    const { createCallObject } = options;
    this.#loadFactory = createCallObject ? () => Promise.resolve(createCallObject) : loadDaily;
    this.#slot = callSlotFor(createCallObject ?? loadDaily);
    const now = options.now ?? Date.now;
    const client = this;
    this.#host = {
      emit: (event, ...args) => this.#events.emit(event, ...args),
      now: () => now(),
      timers: options.timers ?? globalTimers,
      logger,
      get outputVolume() {
        return client.#outputVolume;
      },
      onEnded: (session) => this.#ended(session),
    };
  }

  /** Adds a listener; returns the function that removes it. */
  on<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): Detach {
    return this.#events.on(event, listener);
  }

  /** Adds a listener for the next `event` only; returns the function that removes it. */
  once<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): Detach {
    return this.#events.once(event, listener);
  }

  /** Removes a listener. */
  off<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): void {
    this.#events.off(event, listener);
  }

  /** Removes every listener of `event`, or of all events. */
  removeAllListeners(event?: VoiceClientEventName): void {
    this.#events.removeAllListeners(event);
  }

  /** How many listeners `event` (or every event) has. */
  listenerCount(event?: VoiceClientEventName): number {
    return this.#events.listenerCount(event);
  }

  /** Whether a call is starting or in progress. */
  get started(): boolean {
    return this.#session !== null;
  }

  /** The call library's state for the current (or last) call. */
  get callState(): CallState {
    return this.#session?.state ?? this.#lastState;
  }

  /** The Daily call object of the current call, or `null`. */
  getCallObject(): VoiceCallObject | null {
    return this.#session?.call ?? null;
  }

  /**
   * Starts a call: creates a web call for `params` and joins it, reporting each stage as a
   * `progress` event. Resolves with the web call once joined, or with `null` (and a `progress`
   * event with reason `already-started`) when a call is already started.
   * @throws {VoiceClientError} `validation-error` when `params` names no assistant, squad or
   * workflow; the code of the stage that failed (`web-call-creation-error`,
   * `daily-call-object-creation-error`, `daily-call-join-error`, `start-method-error`, a fatal
   * call-library code, …); `cancelled` when `stop()`, `dispose()` or `options.signal` ended it.
   * Everything the start created is released before it rejects.
   * @example
   * ```ts
   * const call = await client.start({ assistant: 'assistant-id' });
   * ```
   */
  start(params: StartParams, options: StartOptions = {}): Promise<StartResult> {
    return this.#run({ kind: 'start', body: buildWebCallRequest(params) }, options);
  }

  /**
   * Joins an existing web call again (after a dropped connection), through the same stages
   * and wiring as `start()` minus the web-call creation.
   * @throws {VoiceClientError} as `start()`; `validation-error` without a `webCallUrl`.
   */
  reconnect(webCall: WebCall, options: StartOptions = {}): Promise<StartResult> {
    return this.#run({ kind: 'reconnect', webCall }, options);
  }

  async #run(request: Request, options: StartOptions): Promise<StartResult> {
    if (this.#disposed) throw new VoiceClientError('invalid-state', 'The client was disposed.');
    const host = this.#host;
    const begin = host.now();
    if (this.#session) {
      host.emit('progress', {
        stage: 'validation',
        status: 'failed',
        duration: 0,
        timestamp: begin,
        metadata: { reason: 'already-started' },
      });
      return null;
    }
    const session = new CallSession(host);
    this.#session = session;
    const onAbort = () => void this.#stopSession(session);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    let stage: StartStage = 'validation';
    try {
      const webCall = await this.#establish(session, request, (next) => {
        stage = next;
      });
      session.live = true;
      const end = host.now();
      session.emit('call-start-success', {
        totalDuration: end - begin,
        callId: webCall.id,
        timestamp: end,
      });
      return webCall;
    } catch (cause) {
      const error =
        cause instanceof VoiceClientError
          ? cause
          : new VoiceClientError('start-method-error', messageOf(cause), { cause, stage });
      // A call that got as far as joined reports its end, like any other call.
      if (error.code !== 'cancelled') session.finish();
      await this.#release(session);
      if (error.code !== 'cancelled') {
        const end = host.now();
        host.emit('call-start-failed', {
          stage: error.stage ?? stage,
          totalDuration: end - begin,
          error,
          timestamp: end,
        });
      }
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The stages, in order; `start()` and `reconnect()` share all of it. */
  async #establish(
    session: CallSession,
    request: Request,
    enter: (stage: StartStage) => void,
  ): Promise<WebCall> {
    const stage = <T>(
      name: StartStage,
      work: () => T | Promise<T>,
      metadata?: ProgressMetadata,
      completed?: (result: T) => ProgressMetadata,
    ): Promise<T> => {
      enter(name);
      return session.stage(name, work, metadata, completed);
    };
    const optional = async <T>(name: StartStage, work: () => T | Promise<T>, skipped: boolean) => {
      try {
        await stage(name, work, {}, () =>
          skipped ? { action: 'skipped-not-enabled' as const } : {},
        );
      } catch (error) {
        if ((this.#options.strictStages ?? false) || !OPTIONAL_STAGES.has(name)) throw error;
        if (error instanceof VoiceClientError && error.code !== 'cancelled') {
          session.emit('error', { error, fatal: false });
        } else throw error;
      }
    };

    const target = await stage(
      'validation',
      (): { body: CreateWebCallRequest } | { webCall: WebCall } => {
        if (request.kind === 'reconnect') {
          if (request.webCall.webCallUrl) return { webCall: request.webCall };
          throw new VoiceClientError('validation-error', 'A webCallUrl is required to reconnect.', {
            stage: 'validation',
          });
        }
        if (request.body.ok) return { body: request.body.body };
        throw new VoiceClientError('validation-error', request.body.message, {
          stage: 'validation',
        });
      },
    );

    const body = 'body' in target ? target.body : null;
    const createCallObject = await stage(
      'initialization',
      async () => {
        // Daily refuses a second call object while one lives, on the whole page: wait for an
        // earlier call (of any client) to be gone, and refuse while another one is live.
        await this.#slot.claim(session, session.signal);
        return this.#loadFactory();
      },
      body
        ? {
            hasAssistant: !!(body.assistant || body.assistantId),
            hasSquad: !!(body.squad || body.squadId),
            hasWorkflow: !!(body.workflow || body.workflowId),
          }
        : { reconnect: true },
    );

    const webCall =
      'webCall' in target
        ? target.webCall
        : await stage(
            'web-call-creation',
            async () => {
              const result = await this.#createWebCall(target.body, { signal: session.signal });
              if ('error' in result) {
                const { status, message } = result.error;
                throw new VoiceClientError(
                  'web-call-creation-error',
                  `The web call could not be created (${status}): ${message}`,
                  { cause: result.error, stage: 'web-call-creation' },
                );
              }
              return result.data;
            },
            {},
            (call) => ({
              callId: call.id,
              videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled === true,
              voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
            }),
          );

    const recording = webCall.artifactPlan?.videoRecordingEnabled === true;
    const call = await stage('daily-call-object-creation', () => {
      const created = createCallObject({
        audioSource: this.#options.audioSource ?? true,
        videoSource: recording,
        dailyConfig: { avoidEval: true, ...this.#options.dailyConfig },
        ...(this.#options.startAudioOff ? { startAudioOff: true } : {}),
      });
      // Owned by the session at once, in the same task: a stop() from any listener after this
      // point destroys it with the rest of the call.
      session.wire(created, {
        recording,
        video: recording || webCall.assistant?.voice?.provider === 'tavus',
      });
      return created;
    });

    const { isMobile: mobileOption = isMobileBrowser } = this.#options;
    const isMobile = typeof mobileOption === 'function' ? mobileOption() : mobileOption;
    await stage(
      'mobile-permissions',
      () =>
        isMobile ? session.timers.sleep(MOBILE_PERMISSION_WAIT_MS, session.signal) : undefined,
      { isMobile },
      () => ({
        action: isMobile ? ('permissions-wait' as const) : ('skipped-not-mobile' as const),
      }),
    );

    await stage('daily-call-join', async () => {
      session.joinRequestedAt = this.#host.now();
      session.setState('joining');
      await call.join({ url: webCall.webCallUrl, subscribeToTracksAutomatically: false });
      session.setState('joined');
    });

    await optional(
      'video-recording-setup',
      () => recording && session.startRecording(),
      !recording,
    );
    await optional(
      'audio-observer-setup',
      () => call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
      false,
    );
    await optional(
      'audio-processing-setup',
      () => call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
      false,
    );
    return webCall;
  }

  /** Daily ended the call: report the end once and release the session. */
  #ended(session: CallSession): void {
    if (this.#session !== session) return;
    if (!session.live) {
      // The start in flight reports it, as the failure of its current stage.
      session.abort(
        new VoiceClientError('start-method-error', 'The call ended before it started.'),
      );
      return;
    }
    this.#session = null;
    session.finish();
    void this.#release(session);
  }

  #stopSession(session: CallSession): Promise<void> {
    if (this.#session === session) this.#session = null;
    session.finish();
    return this.#release(session);
  }

  #release(session: CallSession): Promise<void> {
    if (this.#session === session) this.#session = null;
    this.#lastState = session.state;
    const closing = session.close();
    this.#slot.release(session, closing);
    this.#closing.add(closing);
    void closing.finally(() => this.#closing.delete(closing));
    return closing;
  }

  /**
   * Leaves the call, or cancels a start in flight (which then rejects with `cancelled`). A
   * joined call reports `call-end` during `stop()`; after it resolves, nothing is emitted and
   * every timer, listener, `<audio>` element and the call object are gone.
   */
  async stop(): Promise<void> {
    const session = this.#session;
    if (session) await this.#stopSession(session);
    await Promise.all(this.#closing);
  }

  /** Asks the assistant to end the call, then leaves it (see `stop()`). */
  async end(): Promise<void> {
    const session = this.#session;
    if (session?.state === 'joined') session.send({ type: 'end-call' });
    await this.stop();
  }

  /** Stops any call and removes every listener; the client cannot start again. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    await this.stop();
    this.#events.removeAllListeners();
  }

  #call(action: string, joined: boolean): { session: CallSession; call: VoiceCallObject } {
    const session = this.#session;
    const call = session?.call;
    if (!session || !call || (joined && session.state !== 'joined')) {
      throw new VoiceClientError(
        'invalid-state',
        `${action} is only possible while a call is ${joined ? 'active' : 'starting or active'}.`,
      );
    }
    return { session, call };
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {VoiceClientError} `invalid-state` unless the call is active.
   */
  setMuted(muted: boolean): void {
    this.#call('Muting', true).call.setLocalAudio(!muted);
  }

  /** Whether the microphone is muted; `false` without a call. */
  isMuted(): boolean {
    const call = this.#session?.call;
    return call ? !call.localAudio() : false;
  }

  /**
   * Sends a live call-control message to the assistant.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` when too large.
   */
  send(message: ClientMessage): void {
    const data = JSON.stringify(message);
    assertRule(validateAppMessage(data));
    this.#call('Sending a message', true).call.sendAppMessage(data, '*');
  }

  /**
   * Makes the assistant say `text`.
   * @throws {VoiceClientError} as `send()`.
   */
  say(text: string, options: Omit<SayMessage, 'type' | 'message'> = {}): void {
    this.send({
      type: 'say',
      message: text,
      ...options,
      interruptionsEnabled: options.interruptionsEnabled ?? false,
      interruptAssistantEnabled: options.interruptAssistantEnabled ?? false,
    });
  }

  /**
   * Sends any JSON-serialisable app message to the call's participants.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` over the size limit.
   */
  sendAppMessage(data: unknown, to: string | string[] = '*'): void {
    assertRule(validateAppMessage(data));
    this.#call('Sending an app message', true).call.sendAppMessage(data, to);
  }

  /**
   * Sets the local participant's user data (at most 4096 characters of JSON).
   * @throws {VoiceClientError} `invalid-state` without a call; `invalid-argument` when invalid.
   */
  async setUserData(data: unknown): Promise<void> {
    assertRule(validateUserData(data));
    await this.#call('Setting user data', false).call.setUserData(data);
  }

  /**
   * Sends DTMF tones (`0-9`, `A-D`, `*`, `#`) on a dial-in or dial-out session.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` for bad tones.
   */
  async sendDtmf(options: {
    sessionId: string;
    tones: string;
    digitDurationMs?: number;
  }): Promise<void> {
    assertRule(validateDtmfTones(options.tones));
    await this.#call('Sending DTMF', true).call.sendDTMF(options);
  }

  /**
   * Transfers a dial-in or dial-out session to a SIP URI or phone number.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` for a bad target.
   */
  async transfer(target: TransferTarget): Promise<void> {
    assertRule(validateTransferTarget(target));
    await this.#call('Transferring', true).call.sipCallTransfer(target);
  }

  /**
   * Changes video send settings (presets, `maxQuality`, encodings).
   * @throws {VoiceClientError} `invalid-state` without a call; `invalid-argument` when invalid.
   */
  async updateSendSettings(settings: DailySendSettings): Promise<void> {
    assertRule(validateSendSettings(settings));
    await this.#call('Changing send settings', false).call.updateSendSettings(settings);
  }

  /**
   * Blurs the camera background with `strength` in (0, 1].
   * @throws {VoiceClientError} `invalid-state` without a call; `invalid-argument` when out of range.
   */
  async setBackgroundBlur(strength: number): Promise<void> {
    assertRule(validateBlurStrength(strength));
    await this.#call('Blurring the background', false).call.updateInputSettings({
      video: { processor: { type: 'background-blur', config: { strength } } },
    });
  }

  /**
   * Replaces the camera background with Daily's preselected image 1 to 10.
   * @throws {VoiceClientError} `invalid-state` without a call; `invalid-argument` when out of range.
   */
  async setBackgroundImage(selection: number): Promise<void> {
    assertRule(validateBackgroundImage(selection));
    await this.#call('Setting a background image', false).call.updateInputSettings({
      video: { processor: { type: 'background-image', config: { source: selection } } },
    });
  }

  /**
   * Sets a remote media player's volume, 0 to 2.
   * @throws {VoiceClientError} `invalid-state` without a call; `invalid-argument` when out of range.
   */
  async setRemoteMediaVolume(sessionId: string, volume: number): Promise<void> {
    assertRule(validateRemoteVolume(volume));
    await this.#call('Setting a remote volume', false).call.updateRemoteMediaPlayer({
      session_id: sessionId,
      settings: { volume },
    });
  }

  /**
   * Sets how loud the assistant plays, 0 to 1; kept for later calls too.
   * @throws {VoiceClientError} `invalid-argument` when out of range.
   */
  setOutputVolume(volume: number): void {
    assertRule(validateOutputVolume(volume));
    this.#outputVolume = volume;
    this.#session?.audio.setVolume(volume);
  }

  /**
   * Chooses the microphone (and camera) by device id.
   * @throws {VoiceClientError} `invalid-state` without a call.
   */
  async setInputDevices(devices: {
    audioDeviceId?: string;
    videoDeviceId?: string;
  }): Promise<void> {
    await this.#call('Choosing input devices', false).call.setInputDevicesAsync(devices);
  }

  /**
   * Chooses the speaker by device id, for Daily and for this client's `<audio>` elements.
   * @throws {VoiceClientError} `invalid-state` without a call.
   */
  async setOutputDevice(outputDeviceId: string): Promise<void> {
    const { session, call } = this.#call('Choosing the output device', false);
    await Promise.all([
      call.setOutputDeviceAsync({ outputDeviceId }),
      session.audio.setSinkId(outputDeviceId),
    ]);
  }

  /**
   * Replaces the microphone with itself amplified by `gain`; released when the call ends.
   * @throws {VoiceClientError} `invalid-state` without a call.
   */
  async setMicrophoneGain(gain: number): Promise<void> {
    const { session, call } = this.#call('Changing the microphone level', false);
    const microphone = await createGainedMicrophone(gain);
    if (session.closed) {
      microphone.dispose();
      return;
    }
    session.own(microphone.dispose);
    await call.setInputDevicesAsync({ audioSource: microphone.track });
  }

  /**
   * Shares the screen.
   * @throws {VoiceClientError} `invalid-state` unless active.
   */
  startScreenShare(options?: DailyStartScreenShareOptions): void {
    this.#call('Screen sharing', true).call.startScreenShare(options);
  }

  /** Stops sharing the screen; does nothing without a call. */
  stopScreenShare(): void {
    this.#session?.call?.stopScreenShare();
  }
}
