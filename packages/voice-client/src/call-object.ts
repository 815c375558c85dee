import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyRemoteMediaPlayerUpdateOptions,
  DailySendDtmfOptions,
  DailySendSettings,
  DailySipCallTransferOptions,
  DailyStartScreenShareOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';

/**
 * The part of Daily's call object this client uses. A real `DailyCall` satisfies it; tests
 * pass a scripted fake. Return values the client ignores are typed `unknown`.
 */
export interface VoiceCallObject {
  /**
   * Loads Daily's call machine ahead of the join (daily-js's `load()`); the client calls it
   * before `join()` when it has it, so the load and the join each get their own bound.
   */
  load?(): Promise<unknown>;
  join(options: DailyCallOptions): Promise<unknown>;
  destroy(): Promise<void>;
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  once<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  /** Whether the microphone is on; daily-js's is `null` until the local participant exists. */
  localAudio(): boolean | null;
  /** daily-js's participants (`{ local, …remote }`); a call object may lack it. */
  participants?(): DailyParticipantsObject;
  setLocalAudio(enabled: boolean): unknown;
  sendAppMessage(data: unknown, to?: string | string[]): unknown;
  updateInputSettings(settings: DailyInputSettings): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  /** Daily's microphone level observer (`local-audio-level`); a call object may lack it. */
  startLocalAudioLevelObserver?(interval?: number): Promise<void>;
  stopLocalAudioLevelObserver?(): void;
  isLocalAudioLevelObserverRunning?(): boolean;
  getLocalAudioLevel?(): number;
  /** Loads the call machine if needed, then has it open the local media; a call object may lack it. */
  startCamera?(): Promise<unknown>;
  /** The browser's media devices, as daily-js lists them; a call object may lack it. */
  enumerateDevices?(): Promise<{ devices: MediaDeviceInfo[] }>;
  /** The devices Daily uses: a call machine may answer without a `mic`. */
  getInputDevices?(): Promise<{ mic?: { deviceId?: string } }>;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(): void;
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): unknown;
  setInputDevicesAsync(devices: {
    audioDeviceId?: string | false | null;
    audioSource?: MediaStreamTrack | false;
    videoDeviceId?: string | false | null;
    videoSource?: MediaStreamTrack | false;
  }): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  setUserData(data: unknown): Promise<unknown>;
  sendDTMF(options: DailySendDtmfOptions): Promise<void>;
  sipCallTransfer(options: DailySipCallTransferOptions): Promise<void>;
  updateSendSettings(settings: DailySendSettings): Promise<unknown>;
  updateRemoteMediaPlayer(options: DailyRemoteMediaPlayerUpdateOptions): Promise<unknown>;
  startScreenShare(options?: DailyStartScreenShareOptions): void;
  stopScreenShare(): void;
}

/** Creates a call object; Daily's `createCallObject` by default. */
export type CreateCallObject = (options: DailyFactoryOptions) => VoiceCallObject;
