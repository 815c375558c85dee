import type { DailyCallOptions, DailyStartScreenShareOptions } from '@daily-co/daily-js';
import type { VoiceCallObject } from '../call-object';
import { videoRecordingOptions } from '../constants';

/**
 * The Daily port: what this package says to a daily-js call object, and (through
 * events.ts's `listenToCall`) what it hears from one. src/daily/ is the only code that calls a call
 * object's methods or reads its payloads: events.ts translates its events, camera-error.ts and
 * error-event.ts read its loose payloads, fatal-error.ts maps its fatal errors, loader.ts loads
 * daily-js, destroy.ts bounds its destroy, network-tests.ts runs Vapi's standalone tests. The
 * session, the warm-up, both faces, `./controls` and the call aids hold a port.
 *
 * The port's methods are what the session and both faces say (they load with the engine's
 * chunk); what only one entry's feature says (`./controls`, the call aids) is in commands.ts,
 * as functions, so that each entry carries only its own. A daily-js quirk is handled here once:
 * `localAudio()` is `null` before the local participant exists, a call object may lack the
 * optional methods of {@link VoiceCallObject}, `audioSource: false` drops the microphone.
 */
export class DailyPort {
  /** The call object itself, for the faces' escape hatches (`getCallObject()`). */
  readonly call: VoiceCallObject;

  constructor(call: VoiceCallObject) {
    this.call = call;
  }

  /**
   * Loads the call machine ahead of the join (daily-js's `load()`); `null` from a call object
   * that cannot (the simulated call), whose join does all.
   */
  load(): Promise<unknown> | null {
    return this.call.load?.() ?? null;
  }

  /**
   * Whether the call object can open the local media ahead of the join (`startCamera()`); the
   * simulated call cannot, and its join opens the microphone.
   */
  get opensMediaAhead(): boolean {
    return typeof this.call.startCamera === 'function';
  }

  /** Has the call machine open the local media (`startCamera()`), where it can. */
  async openMedia(): Promise<void> {
    await this.call.startCamera?.();
  }

  /** Joins the meeting at `url`, with a meeting token when there is one, subscribing to nothing. */
  async join(url: string | undefined, token: string | undefined): Promise<void> {
    const options: DailyCallOptions = {
      url,
      // daily-js refuses a `token` key that is present but undefined.
      ...(token ? { token } : {}),
      subscribeToTracksAutomatically: false,
    };
    await this.call.join(options);
  }

  /** Sends `data` to `to` (every participant by default). */
  sendAppMessage(data: unknown, to?: string | string[]): void {
    this.call.sendAppMessage(data, to);
  }

  /**
   * Whether the microphone is muted. daily-js's `localAudio()` is `null` until the local
   * participant exists (before the join): not muted.
   */
  get muted(): boolean {
    return this.call.localAudio() === false;
  }

  /**
   * The microphone's track the call sends (daily-js's local `persistentTrack`), or `null`
   * without one (before the join, in a call without a microphone, or a call object that cannot
   * say).
   */
  get microphoneTrack(): MediaStreamTrack | null {
    return this.call.participants?.().local?.tracks?.audio?.persistentTrack ?? null;
  }

  /** Turns the microphone off or on, keeping its track. */
  setMuted(muted: boolean): void {
    this.call.setLocalAudio(!muted);
  }

  /** Subscribes to a remote participant's audio, and its video when `video`. */
  subscribe(sessionId: string, video: boolean): void {
    this.call.updateParticipant(sessionId, { setSubscribedTracks: { audio: true, video } });
  }

  /** Starts (or retries) the cloud recording, in the layout the provider's recordings use. */
  startRecording(): void {
    this.call.startRecording(videoRecordingOptions());
  }

  stopRecording(): void {
    this.call.stopRecording();
  }

  /** Starts the remote participants' level observer (`remote-participants-audio-level`). */
  async startRemoteLevels(intervalMs: number): Promise<void> {
    await this.call.startRemoteParticipantsAudioLevelObserver(intervalMs);
  }

  /** Starts (or restarts) the microphone level observer; `null` from a call object without one. */
  startLocalLevels(intervalMs?: number): Promise<void> | null {
    return this.call.startLocalAudioLevelObserver?.(intervalMs) ?? null;
  }

  stopLocalLevels(): void {
    this.call.stopLocalAudioLevelObserver?.();
  }

  get localLevelsRunning(): boolean {
    return this.call.isLocalAudioLevelObserverRunning?.() ?? false;
  }

  /** The latest microphone level, 0 to 1. */
  get localLevel(): number {
    return this.call.getLocalAudioLevel?.() ?? 0;
  }

  /** Turns Daily's noise cancellation (Krisp) on. A new object each time: daily-js keeps it. */
  async noiseCancellationOn(): Promise<void> {
    await this.call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
  }

  /**
   * Recovers from daily-js's `audio-processor-error`: noise cancellation off, then the microphone
   * back on unless `stillOn()` says the call has ended, since the error leaves it off.
   */
  async recoverFromAudioProcessorError(stillOn: () => boolean): Promise<void> {
    await this.call.updateInputSettings({ audio: { processor: { type: 'none' } } });
    if (stillOn()) this.call.setLocalAudio(true);
  }

  /**
   * Chooses the input devices, by id or (`audioSource`) by track. `audioSource: false`, which
   * daily-js takes as "no microphone", is dropped: the call keeps a microphone.
   */
  async setInputDevices(
    devices: Parameters<VoiceCallObject['setInputDevicesAsync']>[0],
  ): Promise<void> {
    if (devices.audioSource === false) {
      const { audioSource: _dropped, ...rest } = devices;
      await this.call.setInputDevicesAsync(rest);
      return;
    }
    await this.call.setInputDevicesAsync(devices);
  }

  /** Chooses Daily's speaker. */
  async setOutputDevice(outputDeviceId: string): Promise<void> {
    await this.call.setOutputDeviceAsync({ outputDeviceId });
  }

  startScreenShare(options?: DailyStartScreenShareOptions): void {
    this.call.startScreenShare(options);
  }

  stopScreenShare(): void {
    this.call.stopScreenShare();
  }
}
