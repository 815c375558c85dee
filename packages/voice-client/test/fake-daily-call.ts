import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectCameraError,
  DailyFactoryOptions,
  DailyInputSettings,
} from '@daily-co/daily-js';
import type { CreateCallObject, VoiceCallObject } from '../src/call-object';

/** What the fake call object does; change it before or during a test. */
export interface FakeDailyScript {
  /** Milliseconds `join()` takes (fake timers advance it). */
  joinDelayMs: number;
  /** Milliseconds `destroy()` takes. */
  destroyDelayMs: number;
  /** Makes `createCallObject()` throw. */
  createError?: Error;
  /** Makes `join()` reject. */
  joinError?: Error;
  /**
   * Makes `join()` emit this `camera-error` and then go on joining, as daily-js does when the
   * microphone is refused or missing (it does not reject `join()` for that).
   */
  cameraError?: Omit<DailyEventObjectCameraError, 'action' | 'callClientId'>;
  /** Makes `startRemoteParticipantsAudioLevelObserver()` reject. */
  observerError?: Error;
  /** Makes `updateInputSettings()` reject. */
  inputSettingsError?: Error;
  /** Makes `startRecording()` throw. */
  recordingError?: Error;
}

type Handler = (event: unknown) => void;

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** A scripted stand-in for Daily's call object, recording what the client asked of it. */
export class FakeDailyCall implements VoiceCallObject {
  readonly #listeners = new Map<string, Set<Handler>>();
  readonly #script: FakeDailyScript;
  readonly factoryOptions: DailyFactoryOptions;
  joinOptions: DailyCallOptions | null = null;
  destroyed = false;
  joined = false;
  audioOn = true;
  readonly appMessages: { data: unknown; to: string | string[] | undefined }[] = [];
  readonly inputSettings: DailyInputSettings[] = [];
  readonly calls: { method: string; args: unknown[] }[] = [];

  constructor(options: DailyFactoryOptions, script: FakeDailyScript) {
    this.factoryOptions = options;
    this.#script = script;
  }

  #record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  /** Calls made to `method`, in order. */
  callsTo(method: string): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(handler as Handler);
    return this;
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.#listeners.get(event)?.delete(handler as Handler);
    return this;
  }

  /** How many listeners are attached, over all events. */
  listenerCount(): number {
    let total = 0;
    for (const set of this.#listeners.values()) total += set.size;
    return total;
  }

  /** Delivers a Daily event to the attached listeners, as Daily would. */
  emit(event: DailyEvent, payload: Record<string, unknown> = {}): void {
    for (const handler of [...(this.#listeners.get(event) ?? [])]) {
      handler({ action: event, callClientId: 'fake', ...payload });
    }
  }

  async join(options: DailyCallOptions): Promise<unknown> {
    this.#record('join', options);
    this.joinOptions = options;
    this.emit('joining-meeting');
    if (this.#script.cameraError) this.emit('camera-error', { ...this.#script.cameraError });
    await delay(this.#script.joinDelayMs);
    if (this.#script.joinError) throw this.#script.joinError;
    this.joined = true;
    this.emit('joined-meeting', { participants: {} });
    return {};
  }

  async destroy(): Promise<void> {
    this.#record('destroy');
    if (this.joined) {
      this.joined = false;
      this.emit('left-meeting');
    }
    await delay(this.#script.destroyDelayMs);
    this.destroyed = true;
  }

  localAudio(): boolean {
    return this.audioOn;
  }

  setLocalAudio(enabled: boolean): this {
    this.#record('setLocalAudio', enabled);
    this.audioOn = enabled;
    return this;
  }

  sendAppMessage(data: unknown, to?: string | string[]): this {
    this.appMessages.push({ data, to });
    return this;
  }

  async updateInputSettings(settings: DailyInputSettings): Promise<unknown> {
    this.#record('updateInputSettings', settings);
    if (this.#script.inputSettingsError) throw this.#script.inputSettingsError;
    this.inputSettings.push(settings);
    return { inputSettings: settings };
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.#record('startRemoteParticipantsAudioLevelObserver', interval);
    if (this.#script.observerError) throw this.#script.observerError;
  }

  startRecording(options?: unknown): void {
    this.#record('startRecording', options);
    if (this.#script.recordingError) throw this.#script.recordingError;
  }

  stopRecording(): void {
    this.#record('stopRecording');
  }

  updateParticipant(sessionId: string, updates: unknown): this {
    this.#record('updateParticipant', sessionId, updates);
    return this;
  }

  async setInputDevicesAsync(devices: unknown): Promise<unknown> {
    this.#record('setInputDevicesAsync', devices);
    return {};
  }

  async setOutputDeviceAsync(device: unknown): Promise<unknown> {
    this.#record('setOutputDeviceAsync', device);
    return {};
  }

  async setUserData(data: unknown): Promise<unknown> {
    this.#record('setUserData', data);
    return { userData: data };
  }

  async sendDTMF(options: unknown): Promise<void> {
    this.#record('sendDTMF', options);
  }

  async sipCallTransfer(options: unknown): Promise<void> {
    this.#record('sipCallTransfer', options);
  }

  async updateSendSettings(settings: unknown): Promise<unknown> {
    this.#record('updateSendSettings', settings);
    return settings;
  }

  async updateRemoteMediaPlayer(options: unknown): Promise<unknown> {
    this.#record('updateRemoteMediaPlayer', options);
    return {};
  }

  startScreenShare(options?: unknown): void {
    this.#record('startScreenShare', options);
  }

  stopScreenShare(): void {
    this.#record('stopScreenShare');
  }
}

/** The fake's factory: like daily-js, it refuses a second call object while one lives. */
export class FakeDaily {
  readonly script: FakeDailyScript = { joinDelayMs: 50, destroyDelayMs: 0 };
  readonly instances: FakeDailyCall[] = [];

  constructor(script: Partial<FakeDailyScript> = {}) {
    Object.assign(this.script, script);
  }

  /** Call objects not yet destroyed. */
  get live(): number {
    return this.instances.filter((call) => !call.destroyed).length;
  }

  /** The newest call object. */
  get last(): FakeDailyCall {
    const call = this.instances.at(-1);
    if (!call) throw new Error('No call object was created.');
    return call;
  }

  readonly createCallObject: CreateCallObject = (options) => {
    if (this.script.createError) throw this.script.createError;
    if (this.live > 0) throw new Error('Duplicate DailyIframe instances are not allowed');
    const call = new FakeDailyCall(options, this.script);
    this.instances.push(call);
    return call;
  };
}
