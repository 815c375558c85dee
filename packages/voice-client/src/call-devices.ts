import type { VoiceCallObject } from './call-object';
import { AUDIO_LEVEL_INTERVAL_MS } from './constants';
import { listenToDaily } from './daily-events';
import type { VoiceClientEventName, VoiceClientEvents } from './events';
import type { Logger } from './logger';
import { MicrophoneSilence } from './microphone-silence';
import { fallbackMicrophone, type MicrophoneOption, microphonesIn } from './microphones';
import type { TimerScope } from './timers';

/** What {@link CallDevices} needs from its session. */
export interface CallDevicesHost {
  /** The session's timers: nothing fires after the call ends. */
  timers: TimerScope;
  logger: Logger;
  /** Emits through the client unless the session ended. */
  emit<K extends VoiceClientEventName>(event: K, ...args: VoiceClientEvents[K]): void;
  /** Whether the visitor should be heard now: the call is live and the assistant quiet. */
  listening(): boolean;
}

/**
 * The visitor's side of a joined call: a microphone that gives nothing (`microphone-silence`)
 * and the audio inputs (`microphones`). Loaded with `import()` when a call starts, so that an
 * app that imports the client does not load it. Everything here only helps: where Daily fails
 * it, the call goes on and the log says so.
 */
export class CallDevices {
  readonly #call: VoiceCallObject;
  readonly #host: CallDevicesHost;
  readonly silence: MicrophoneSilence;
  /** Removes the Daily listeners. */
  readonly detach: () => void;
  microphones: readonly MicrophoneOption[] = [];
  microphoneId: string | null = null;

  constructor(call: VoiceCallObject, host: CallDevicesHost) {
    this.#call = call;
    this.#host = host;
    this.silence = new MicrophoneSilence(host.timers, (silent) =>
      host.emit('microphone-silence', silent),
    );
    this.detach = listenToDaily(call, {
      'local-audio-level': ({ audioLevel }) =>
        this.silence.update(audioLevel, host.listening() && call.localAudio() !== false),
      'available-devices-updated': ({ availableDevices }) => {
        const microphones = microphonesIn(availableDevices);
        const fallback = fallbackMicrophone(microphones, this.microphoneId);
        if (fallback !== null) {
          call.setInputDevicesAsync({ audioDeviceId: fallback }).catch(this.#warn);
        }
        this.#set(microphones, fallback ?? this.microphoneId);
      },
    });
    // daily-js throws at once where the browser has no AudioWorkletNode.
    new Promise((resolve) =>
      resolve(call.startLocalAudioLevelObserver?.(AUDIO_LEVEL_INTERVAL_MS)),
    ).catch(this.#warn);
    if (call.enumerateDevices && call.getInputDevices) {
      Promise.all([call.enumerateDevices(), call.getInputDevices()]).then(
        ([{ devices }, { mic }]) => this.#set(microphonesIn(devices), mic.deviceId ?? null),
        this.#warn,
      );
    }
  }

  readonly #warn = (cause: unknown): void =>
    this.#host.logger.warn("Could not follow the visitor's microphone", cause);

  /** Chooses input devices; a chosen microphone becomes the one in use. */
  async setInputDevicesAsync(devices: {
    audioDeviceId?: string;
    videoDeviceId?: string;
  }): Promise<void> {
    await this.#call.setInputDevicesAsync(devices);
    if (devices.audioDeviceId) this.#set(this.microphones, devices.audioDeviceId);
  }

  #set(microphones: readonly MicrophoneOption[], microphoneId: string | null): void {
    this.microphones = microphones;
    this.microphoneId = microphoneId;
    this.#host.emit('microphones', microphones, microphoneId);
  }
}
