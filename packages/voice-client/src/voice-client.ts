import type {
  DailyAdvancedConfig,
  DailySendSettings,
  DailyStartScreenShareOptions,
} from '@daily-co/daily-js';
import type { CreateCallObject, VoiceCallObject } from './call-object';
import { CallSession, type SessionHost, type StartRequest } from './call-session';
import { callSlotFor } from './call-slot';
import type { CallState } from './call-state';
import type { ClientMessage, SayMessage } from './client-message';
import { loadDaily } from './daily-loader';
import { type Detach, Emitter, type Listener } from './emitter';
import type { StartResult, VoiceClientEventName, VoiceClientEvents } from './events';
import { type Logger, silentLogger } from './logger';
import { createGainedMicrophone } from './mic-gain';
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
import { buildWebCallRequest, type StartParams } from './start-params';
import { type CallTimeouts, resolveTimeouts } from './timeouts';
import { globalTimers, type TimerApi } from './timers';
import { VoiceClientError } from './voice-client-error';
import {
  type CreateWebCall,
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
  /**
   * Whether a start prepares the call while the web call is being created, as LiveKit's
   * `prepareConnection()` and Pipecat's `initDevices()` do: it asks for the microphone at once
   * (the browser's prompt appears at the click), imports daily-js, creates the call object and
   * loads Daily's call machine, so that the join only signals. The stages still report in
   * their order. Default `true`; `false` does each step after the web call answers, in turn.
   */
  warmUp?: boolean;
  /**
   * How long a call waits on each party outside the page, in milliseconds; each one given
   * replaces its default (`webCall` 15 000, `callMachine` 20 000, `join` 20 000, `destroy`
   * 3 000; see {@link CallTimeouts}). A start that runs past one fails with code `timeout` in the
   * stage that was waiting; a stop never waits on daily-js longer than `destroy` (plus a second).
   */
  timeouts?: Partial<CallTimeouts>;
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
  readonly #host: SessionHost;
  readonly #closing = new Set<Promise<void>>();
  #session: CallSession | null = null;
  #lastState: CallState = 'new';
  #outputVolume = 1;
  #disposed = false;

  /**
   * @throws {VoiceClientError} `invalid-argument` when a `timeouts` value is not a whole number
   * of milliseconds from 1 to 2 147 483 647.
   */
  constructor(options: VoiceClientOptions) {
    const timeouts = resolveTimeouts(options.timeouts);
    const logger = options.logger ?? silentLogger;
    this.#events = new Emitter(logger);
    // One provider client per instance, made here and reused by every start.
    const createWebCall =
      'createWebCall' in options ? options.createWebCall : createWebCallFunction(options);
    const { createCallObject } = options;
    const loadFactory = createCallObject ? () => Promise.resolve(createCallObject) : loadDaily;
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
      options,
      timeouts,
      createWebCall,
      loadFactory,
      slot: callSlotFor(createCallObject ?? loadDaily),
      ended: (session, closed) => this.#onSessionEnded(session, closed),
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

  #run(request: StartRequest, options: StartOptions): Promise<StartResult> {
    if (this.#disposed) {
      return Promise.reject(new VoiceClientError('invalid-state', 'The client was disposed.'));
    }
    if (this.#session) {
      this.#events.emit('progress', {
        stage: 'validation',
        status: 'failed',
        duration: 0,
        timestamp: this.#host.now(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    }
    const session = new CallSession(this.#host);
    this.#session = session;
    return session.start(request, options.signal);
  }

  /** The session's one report of its end: it is no longer this client's call. */
  #onSessionEnded(session: CallSession, closed: Promise<void>): void {
    if (this.#session === session) this.#session = null;
    this.#lastState = session.state;
    this.#closing.add(closed);
    void closed.finally(() => this.#closing.delete(closed));
  }

  /**
   * Leaves the call, or cancels a start in flight (which then rejects with `cancelled`). A
   * joined call reports `call-end` during `stop()`; after it resolves, nothing is emitted and
   * every timer, listener, `<audio>` element and the call object are gone.
   */
  async stop(): Promise<void> {
    await this.#session?.stop();
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

  /** Whether the microphone is muted; `false` without a call, and while joining. */
  isMuted(): boolean {
    // daily-js's localAudio() is null until the local participant exists (before the join).
    return this.#session?.call?.localAudio() === false;
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
   * Plays the assistant's audio after the browser's autoplay policy refused it (an `error` event
   * with code `audio-playback-error` whose `cause` is a `NotAllowedError`). Call it from a click
   * or a tap: the browser allows playback within a gesture. Resolves once each refused track was
   * tried again (a new refusal is a new `error` event); does nothing when nothing was refused.
   */
  async resumeAudio(): Promise<void> {
    await this.#session?.resume();
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
