import type {
  DailyAdvancedConfig,
  DailyCall,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyFactoryOptions,
  DailyParticipant,
  DailyVideoSendSettings,
} from '@daily-co/daily-js';
import type { ClientMessage } from '../client-message';
import { Emitter } from '../emitter';
import type { ProgressEvent } from '../events';
import { silentLogger } from '../logger';
import type { StartStage } from '../stages';
import type { StartParams } from '../start-params';
import { VoiceClient, type VoiceClientBaseOptions } from '../voice-client';
import { isVoiceClientError, VoiceClientError } from '../voice-client-error';
import type { CreateWebCall, ProviderOptions, WebCall } from '../web-call';

/** The API the Vapi SDK talks to when no base URL is given. */
export const VAPI_DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** A start stage's progress, as the Vapi SDK reports it (ISO timestamp). */
export interface VapiProgressEvent {
  stage: StartStage;
  status: 'started' | 'completed' | 'failed';
  duration?: number;
  timestamp: string;
  metadata?: ProgressEvent['metadata'];
}

/** The Vapi SDK's `call-start-success` payload. */
export interface VapiCallStartSuccessEvent {
  totalDuration: number;
  callId?: string;
  timestamp: string;
}

/** The Vapi SDK's `call-start-failed` payload. */
export interface VapiCallStartFailedEvent {
  stage: string;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  context: Record<string, unknown>;
}

/** The Vapi SDK's `error` payload: `type` says what failed; `error` is a {@link VoiceClientError}. */
export interface VapiErrorEvent {
  type: string;
  stage?: string;
  error: unknown;
  timestamp: string;
  [key: string]: unknown;
}

/** The events of {@link Vapi}, with the Vapi SDK 2.x names and payloads. */
export type VapiEvents = {
  'call-start': [];
  'call-end': [];
  'speech-start': [];
  'speech-end': [];
  'volume-level': [volume: number];
  message: [message: object];
  error: [error: VapiErrorEvent];
  progress: [event: VapiProgressEvent];
  'call-start-progress': [event: VapiProgressEvent];
  'call-start-success': [event: VapiCallStartSuccessEvent];
  'call-start-failed': [event: VapiCallStartFailedEvent];
  'daily-participant-updated': [participant: DailyParticipant];
  video: [track: MediaStreamTrack];
  'camera-error': [error: VapiErrorEvent];
  'network-quality-change': [event: DailyEventObjectNetworkQualityEvent];
  'network-connection': [event: DailyEventObjectNetworkConnectionEvent];
};

type EventName = keyof VapiEvents;
type Handler<K extends EventName> = (...args: VapiEvents[K]) => void;

const iso = (ms: number) => new Date(ms).toISOString();

/** Test seams beyond the Vapi SDK's constructor; not part of its API. */
export type VapiSeams = Omit<
  VoiceClientBaseOptions,
  'dailyConfig' | 'audioSource' | 'startAudioOff'
> & {
  createWebCall?: CreateWebCall;
  fetch?: ProviderOptions['fetch'];
};

/**
 * A drop-in replacement for the default export of `@vapi-ai/web` 2.x: the same constructor,
 * methods, event names and payload shapes, on top of {@link VoiceClient}. Switch by changing
 * the import to `@org/voice-client/vapi`.
 * @example
 * ```ts
 * import Vapi from '@org/voice-client/vapi';
 * const vapi = new Vapi(PUBLIC_KEY);
 * vapi.on('call-start', () => setStatus('active'));
 * await vapi.start('assistant-id');
 * ```
 */
export default class Vapi {
  readonly #client: VoiceClient;
  readonly #events: Emitter<VapiEvents>;
  #context: Record<string, unknown> = {};

  constructor(
    apiToken: string,
    apiBaseUrl?: string,
    dailyCallConfig?: Pick<DailyAdvancedConfig, 'avoidEval' | 'alwaysIncludeMicInPermissionPrompt'>,
    dailyCallObject?: Pick<DailyFactoryOptions, 'audioSource' | 'startAudioOff'>,
    seams: VapiSeams = {},
  ) {
    this.#events = new Emitter(seams.logger ?? silentLogger);
    const { createWebCall, fetch, ...rest } = seams;
    const base: VoiceClientBaseOptions = {
      ...rest,
      ...(dailyCallConfig ? { dailyConfig: dailyCallConfig } : {}),
      ...(dailyCallObject?.audioSource !== undefined
        ? { audioSource: dailyCallObject.audioSource }
        : {}),
      ...(dailyCallObject?.startAudioOff ? { startAudioOff: true } : {}),
    };
    this.#client = new VoiceClient(
      createWebCall
        ? { ...base, createWebCall }
        : {
            ...base,
            baseUrl: apiBaseUrl ?? VAPI_DEFAULT_BASE_URL,
            token: apiToken,
            ...(fetch ? { fetch } : {}),
          },
    );
    this.#forward();
  }

  #emit<K extends EventName>(event: K, ...args: VapiEvents[K]): void {
    this.#events.emit(event, ...args);
  }

  #forward(): void {
    const client = this.#client;
    const emit = this.#emit.bind(this);
    for (const name of ['call-start', 'call-end', 'speech-start', 'speech-end'] as const) {
      client.on(name, () => emit(name));
    }
    client.on('volume-level', (volume) => emit('volume-level', volume));
    client.on('message', (message) => {
      // The Vapi SDK drops app messages that are not JSON objects.
      const value = message.type === 'unknown' ? message.raw : message;
      if (typeof value === 'object' && value !== null) emit('message', value);
    });
    client.on('progress', ({ stage, status, duration, timestamp, metadata }) => {
      const event: VapiProgressEvent = {
        stage,
        status,
        ...(status === 'started' ? {} : { duration }),
        timestamp: iso(timestamp),
        metadata,
      };
      emit('progress', event);
      emit('call-start-progress', event);
    });
    client.on('call-start-success', ({ totalDuration, callId, timestamp }) =>
      emit('call-start-success', { totalDuration, callId, timestamp: iso(timestamp) }),
    );
    client.on('call-start-failed', ({ stage, totalDuration, error, timestamp }) => {
      if (error.code === 'validation-error' && stage === 'validation') return;
      const at = iso(timestamp);
      emit('call-start-failed', {
        stage,
        totalDuration,
        error: error.message,
        errorStack: error.stack ?? 'No stack trace available',
        timestamp: at,
        context: this.#context,
      });
      if (
        error.code === 'daily-call-object-creation-error' ||
        error.code === 'daily-call-join-error'
      ) {
        emit('error', { type: error.code, stage, error, timestamp: at });
      }
      emit('error', {
        type: 'start-method-error',
        stage,
        error,
        totalDuration,
        timestamp: at,
        context: this.#context,
      });
    });
    client.on('error', ({ error, fatal }) =>
      emit('error', {
        type: fatal ? 'daily-error' : error.code,
        ...(error.stage ? { stage: error.stage } : {}),
        error,
        timestamp: iso(Date.now()),
      }),
    );
    client.on('participant-updated', (participant) =>
      emit('daily-participant-updated', participant),
    );
    client.on('video', (track) => emit('video', track));
    client.on('camera-error', (error) =>
      emit('camera-error', { type: 'camera-error', error, timestamp: iso(Date.now()) }),
    );
    client.on('network-quality-change', (event) => emit('network-quality-change', event));
    client.on('network-connection', (event) => emit('network-connection', event));
  }

  /** Adds a listener. */
  on<K extends EventName>(event: K, listener: Handler<K>): this {
    this.#events.on(event, listener);
    return this;
  }

  /** Adds a listener for the next event only. */
  once<K extends EventName>(event: K, listener: Handler<K>): this {
    this.#events.once(event, listener);
    return this;
  }

  /** Removes a listener. */
  off<K extends EventName>(event: K, listener: Handler<K>): this {
    this.#events.off(event, listener);
    return this;
  }

  /** Removes a listener (the `EventEmitter` name). */
  removeListener<K extends EventName>(event: K, listener: Handler<K>): this {
    return this.off(event, listener);
  }

  /** Removes every listener of `event`, or of all events. */
  removeAllListeners(event?: EventName): this {
    this.#events.removeAllListeners(event);
    return this;
  }

  /** How many listeners `event` has. */
  listenerCount(event: EventName): number {
    return this.#events.listenerCount(event);
  }

  /** Emits an event to this instance's listeners, as `EventEmitter#emit` does. */
  emit<K extends EventName>(event: K, ...args: VapiEvents[K]): boolean {
    const had = this.#events.listenerCount(event) > 0;
    this.#events.emit(event, ...args);
    return had;
  }

  /**
   * Starts a call. Resolves with the web call, or `null` when it failed (reported on `error`
   * and `call-start-failed`) or a call was already started.
   * @throws {Error} 'Assistant or Squad or Workflow must be provided.' when given none.
   */
  async start(
    assistant?: StartParams['assistant'],
    assistantOverrides?: StartParams['assistantOverrides'],
    squad?: StartParams['squad'],
    workflow?: StartParams['workflow'],
    workflowOverrides?: StartParams['workflowOverrides'],
  ): Promise<WebCall | null> {
    this.#context = {
      hasAssistant: !!assistant,
      hasSquad: !!squad,
      hasWorkflow: !!workflow,
    };
    try {
      return await this.#client.start({
        assistant,
        assistantOverrides,
        squad,
        workflow,
        workflowOverrides,
      });
    } catch (error) {
      if (isVoiceClientError(error, 'validation-error') && error.stage === 'validation') {
        this.#emit('error', {
          type: 'validation-error',
          stage: 'input-validation',
          error,
          timestamp: iso(Date.now()),
        });
        throw error;
      }
      return null;
    }
  }

  /** Leaves the call and releases it. */
  stop(): Promise<void> {
    return this.#client.stop();
  }

  /** Asks the assistant to end the call, then leaves. */
  end(): void {
    void this.#client.end();
  }

  /**
   * Joins an existing web call again.
   * @throws {Error} when a call is in progress, or the reconnect fails.
   */
  async reconnect(webCall: WebCall): Promise<void> {
    if (this.#client.started) {
      throw new Error('Cannot reconnect while a call is already in progress. Call stop() first.');
    }
    await this.#client.reconnect(webCall);
    this.#emit('call-start');
  }

  // The Vapi SDK ignores these controls when there is no call; so does this adapter.
  #quiet(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (!(error instanceof VoiceClientError) || error.code !== 'invalid-state') throw error;
    }
  }

  /** Mutes or unmutes the microphone; ignored without an active call. */
  setMuted(mute: boolean): void {
    this.#quiet(() => this.#client.setMuted(mute));
  }

  /** Whether the microphone is muted. */
  isMuted(): boolean {
    return this.#client.isMuted();
  }

  /** Sends a live call-control message; ignored without an active call. */
  send(message: ClientMessage): void {
    this.#quiet(() => this.#client.send(message));
  }

  /** Makes the assistant say `message`. */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void {
    this.#quiet(() =>
      this.#client.say(message, {
        ...(endCallAfterSpoken === undefined ? {} : { endCallAfterSpoken }),
        ...(interruptionsEnabled === undefined ? {} : { interruptionsEnabled }),
        ...(interruptAssistantEnabled === undefined ? {} : { interruptAssistantEnabled }),
      }),
    );
  }

  /** Chooses the microphone (and camera). */
  async setInputDevicesAsync(options: {
    audioDeviceId?: string;
    videoDeviceId?: string;
  }): Promise<void> {
    if (this.#client.getCallObject()) await this.#client.setInputDevices(options);
  }

  /** Chooses the speaker. */
  setOutputDeviceAsync(options: { outputDeviceId: string }): void {
    if (this.#client.getCallObject()) void this.#client.setOutputDevice(options.outputDeviceId);
  }

  /** The Daily call object of the current call, or `null`. */
  getDailyCallObject(): DailyCall | null {
    // Without a `createCallObject` seam the call object is daily-js's own `DailyCall`.
    return this.#client.getCallObject() as DailyCall | null;
  }

  /**
   * Amplifies the microphone by `gain`.
   * @throws {Error} 'Call object is not available.' without a call.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    if (!this.#client.getCallObject()) throw new Error('Call object is not available.');
    try {
      await this.#client.setMicrophoneGain(gain);
    } catch (error) {
      this.#emit('error', { type: 'mic-level-error', error, timestamp: iso(Date.now()) });
    }
  }

  /** Shares the screen; ignored without an active call. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#quiet(() =>
      this.#client.startScreenShare({
        ...(displayMediaOptions ? { displayMediaOptions } : {}),
        ...(screenVideoSendSettings ? { screenVideoSendSettings } : {}),
      }),
    );
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#client.stopScreenShare();
  }
}
