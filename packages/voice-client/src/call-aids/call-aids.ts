import type {
  DailyEventObjectAvailableDevicesUpdated,
  DailyEventObjectLocalAudioLevel,
} from '@daily-co/daily-js';
import type Vapi from '../compat/vapi-client';
import { type DailyEventSource, listenToDaily } from '../daily-events';
import type { VoiceClient } from '../voice-client';
import { MicrophoneSilence, SILENT_MICROPHONE_MS } from './microphone-silence';
import { fallbackMicrophone, type MicrophoneOption, microphonesIn } from './microphones';

/** What {@link CallAids} tells a widget; each field has one writer, the aids themselves. */
export interface CallAidsState {
  /**
   * The live call's microphone has given nothing (level 0) for {@link SILENT_MICROPHONE_MS}
   * while the assistant was quiet and the microphone unmuted; `false` again when a level rises,
   * the assistant speaks, the microphone is muted or the call ends.
   */
  microphoneSilent: boolean;
  /** The audio inputs the browser lists, from the call's start to its end; empty otherwise. */
  microphones: readonly MicrophoneOption[];
  /** The input in use; `null` while unknown (and when the call uses a track of its own). */
  microphoneId: string | null;
  /**
   * The browser refused to play the assistant (autoplay policy: `play()` rejected with
   * `NotAllowedError`) and {@link CallAids.resumeAudio} has not played it yet. Cleared when the
   * call ends.
   */
  audioBlocked: boolean;
}

/** A call client the aids follow: the native `VoiceClient` or the `./vapi` drop-in. */
export type CallAidsFace = VoiceClient | Vapi;

/** Options of {@link CallAids}. */
export interface CallAidsOptions {
  /** How long the microphone gives nothing before `microphoneSilent`; default 4000 ms. */
  silentAfterMs?: number;
  /** Told when following the microphone fails (the call goes on); default: nothing. */
  onWarning?: (message: string, cause: unknown) => void;
}

/** The state with no call. */
export const NO_CALL_AIDS: CallAidsState = Object.freeze({
  microphoneSilent: false,
  microphones: Object.freeze([]) as readonly MicrophoneOption[],
  microphoneId: null,
  audioBlocked: false,
});

/** How often, in milliseconds, Daily reports the microphone's level. */
const LEVEL_INTERVAL_MS = 100;

/** The part of Daily's call object the aids use; both faces' call objects have it. */
interface AidsCallObject extends DailyEventSource {
  localAudio(): boolean | null;
  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown>;
  startLocalAudioLevelObserver?(interval?: number): Promise<void>;
  isLocalAudioLevelObserverRunning?(): boolean;
  enumerateDevices?(): Promise<{ devices: MediaDeviceInfo[] }>;
  getInputDevices?(): Promise<{ mic?: { deviceId?: string } }>;
}

/** Both faces' events, as the aids listen to them. */
interface AidsEvents {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * Whether an `error` event of either face is the browser refusing to play the assistant: the
 * native client's `audio-playback-error` (its `cause` the browser's error), the drop-in's
 * `audio-start-failed` (the error serialized, its `name` kept).
 */
function isPlaybackRefusal(event: unknown): boolean {
  const { error, type } = (event ?? {}) as {
    error?: { code?: unknown; cause?: { name?: unknown }; name?: unknown };
    type?: unknown;
  };
  const refusal =
    type === 'audio-start-failed'
      ? error
      : error?.code === 'audio-playback-error'
        ? error.cause
        : undefined;
  return refusal?.name === 'NotAllowedError';
}

/**
 * The helps a live call's widget needs beyond the call itself, for either face: the
 * "we can't hear you" signal (`microphoneSilent`), the microphones to pick from (following
 * devices plugged in or out mid-call, Daily's `available-devices-updated`; an input in use that
 * goes away is replaced by the browser's default), and the audio the browser refused to play
 * (`audioBlocked`, played by {@link resumeAudio} from a tap). It reads the face's events and the
 * call's Daily call object, and keeps no state of the call itself. Create it before the call
 * starts, and {@link dispose} it when done.
 */
export class CallAids {
  readonly #face: CallAidsFace;
  readonly #events: AidsEvents;
  readonly #options: CallAidsOptions;
  readonly #listeners = new Set<() => void>();
  readonly #silence: MicrophoneSilence;
  #state: CallAidsState = NO_CALL_AIDS;
  #call: AidsCallObject | null = null;
  /** Removes the aids' listeners from {@link #call}. */
  #detachCall: () => void = () => {};
  #assistantSpeaking = false;
  /** Counts refusals, so that a resume refused again leaves `audioBlocked` set. */
  #refusals = 0;
  readonly #detachFace: () => void;

  constructor(face: CallAidsFace, options: CallAidsOptions = {}) {
    this.#face = face;
    this.#events = face as unknown as AidsEvents;
    this.#options = options;
    this.#silence = new MicrophoneSilence(
      (microphoneSilent) => this.#set({ microphoneSilent }),
      options.silentAfterMs ?? SILENT_MICROPHONE_MS,
    );
    const handlers: Record<string, (...args: never[]) => void> = {
      'call-start': () => this.#join(),
      'call-end': () => this.#leave(),
      'speech-start': () => {
        this.#assistantSpeaking = true;
        this.#silence.reset();
      },
      'speech-end': () => {
        this.#assistantSpeaking = false;
      },
      error: (event: never) => {
        if (!isPlaybackRefusal(event)) return;
        this.#refusals += 1;
        this.#set({ audioBlocked: true });
      },
    };
    for (const [event, handler] of Object.entries(handlers)) this.#events.on(event, handler);
    this.#detachFace = () => {
      for (const [event, handler] of Object.entries(handlers)) this.#events.off(event, handler);
    };
  }

  /** The current state: a new object on each change, the same one otherwise. */
  readonly getState = (): CallAidsState => this.#state;

  /** Calls `listener` after each change; returns its removal. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Switches the call to the microphone `deviceId` without ending it; `microphoneId` follows once
   * Daily has switched.
   * @throws {Error} without a call, or when Daily refuses the device (the call goes on with the
   * input it had).
   */
  readonly selectMicrophone = async (deviceId: string): Promise<void> => {
    const call = this.#call;
    if (!call) throw new Error('A microphone can be chosen only during a call.');
    await call.setInputDevicesAsync({ audioDeviceId: deviceId });
    if (this.#call === call) this.#set({ microphoneId: deviceId });
  };

  /**
   * Plays the assistant's audio the browser refused. Call it from a click or a tap: its `play()`
   * runs before this returns, inside the gesture the browser waits for. `audioBlocked` clears
   * unless the browser refuses again.
   */
  readonly resumeAudio = async (): Promise<void> => {
    const before = this.#refusals;
    await this.#face.resumeAudio();
    if (this.#refusals === before) this.#set({ audioBlocked: false });
  };

  /** Stops following the face and the call; the state stays as it was. */
  dispose(): void {
    this.#detachFace();
    this.#leaveCall();
    this.#listeners.clear();
  }

  #set(change: Partial<CallAidsState>): void {
    const next = { ...this.#state, ...change };
    const keys = Object.keys(change) as (keyof CallAidsState)[];
    if (keys.every((key) => next[key] === this.#state[key])) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }

  #warn = (cause: unknown): void =>
    this.#options.onWarning?.("Could not follow the visitor's microphone", cause);

  readonly #onLevel = ({ audioLevel }: DailyEventObjectLocalAudioLevel): void => {
    const call = this.#call;
    if (!call) return;
    this.#silence.update(audioLevel, !this.#assistantSpeaking && call.localAudio() !== false);
  };

  readonly #onDevices = ({ availableDevices }: DailyEventObjectAvailableDevicesUpdated): void => {
    const call = this.#call;
    if (!call) return;
    const microphones = microphonesIn(availableDevices);
    const fallback = fallbackMicrophone(microphones, this.#state.microphoneId);
    if (fallback !== null) {
      call.setInputDevicesAsync({ audioDeviceId: fallback }).catch(this.#warn);
    }
    this.#set({ microphones, microphoneId: fallback ?? this.#state.microphoneId });
  };

  #join(): void {
    const face = this.#face;
    const call = ('getCallObject' in face
      ? face.getCallObject()
      : face.getDailyCallObject()) as unknown as AidsCallObject | null;
    if (!call || call === this.#call) return;
    this.#leaveCall();
    this.#call = call;
    this.#assistantSpeaking = false;
    this.#detachCall = listenToDaily(call, {
      'local-audio-level': this.#onLevel,
      'available-devices-updated': this.#onDevices,
    });
    // The drop-in starts the observer itself, as Vapi does; daily-js throws at once where the
    // browser has no AudioWorkletNode.
    if (call.startLocalAudioLevelObserver && !call.isLocalAudioLevelObserverRunning?.()) {
      new Promise((resolve) =>
        resolve(call.startLocalAudioLevelObserver?.(LEVEL_INTERVAL_MS)),
      ).catch(this.#warn);
    }
    if (call.enumerateDevices && call.getInputDevices) {
      // A call machine may answer without a `mic` (daily-js then resolves `mic: undefined`).
      Promise.all([call.enumerateDevices(), call.getInputDevices()])
        .then(([{ devices }, { mic }]) => {
          if (this.#call !== call) return;
          this.#set({ microphones: microphonesIn(devices), microphoneId: mic?.deviceId ?? null });
        })
        .catch(this.#warn);
    }
  }

  /** Stops listening to the call, and forgets it. */
  #leaveCall(): void {
    this.#detachCall();
    this.#detachCall = () => {};
    this.#call = null;
  }

  #leave(): void {
    this.#leaveCall();
    this.#silence.reset();
    this.#refusals = 0;
    this.#set({ ...NO_CALL_AIDS });
  }
}
