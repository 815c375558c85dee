import { type CallView, viewOf } from '../call-view';
import type Vapi from '../compat/vapi-client';
import { microphoneProblemOf } from '../daily/camera-error';
import { listDevices } from '../daily/commands';
import type { DailyPort } from '../daily/port';
import type { CallTrouble } from '../session-events';
import type { VoiceClient } from '../voice-client';
import { MicrophoneSilence, SILENT_MICROPHONE_MS } from './microphone-silence';
import { fallbackMicrophone, type MicrophoneOption, microphonesIn } from './microphones';

/**
 * What {@link CallAids} tells a widget; each field has one writer, the aids themselves. A call
 * without a microphone (one that asked for none, or whose microphone was refused or missing, so
 * that the visitor types) is never silent and lists no microphones.
 */
export interface CallAidsState {
  /**
   * The live call's microphone has given nothing (level 0) for {@link SILENT_MICROPHONE_MS}
   * while the assistant was quiet and the microphone unmuted; `false` again when a level rises,
   * the assistant speaks, the microphone is muted or the call ends.
   */
  microphoneSilent: boolean;
  /**
   * The audio inputs the browser lists, from the call's start to its end; empty otherwise, and
   * in a call without a microphone.
   */
  microphones: readonly MicrophoneOption[];
  /** The input in use; `null` while unknown (and when the call uses a track of its own). */
  microphoneId: string | null;
  /**
   * The input the call used went away mid-call (unplugged, or its track ended):
   * `switched`, the browser's default took over and the call goes on; `gone`, no input is left,
   * and the visitor can still type. `null` otherwise; cleared when the visitor picks an input and
   * when the call ends.
   */
  microphoneLost: 'switched' | 'gone' | null;
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
  microphoneLost: null,
  audioBlocked: false,
});

/** Whether a call trouble is the browser refusing to play the assistant (its autoplay policy). */
function isPlaybackRefusal(trouble: CallTrouble): boolean {
  if (trouble.kind !== 'playback') return false;
  return (trouble.error.cause as { name?: unknown } | undefined)?.name === 'NotAllowedError';
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
  readonly #view: CallView;
  readonly #options: CallAidsOptions;
  readonly #listeners = new Set<() => void>();
  readonly #silence: MicrophoneSilence;
  #state: CallAidsState = NO_CALL_AIDS;
  #port: DailyPort | null = null;
  #assistantSpeaking = false;
  /**
   * The call has no microphone: it asked for none, or Daily reported it refused or missing
   * (`camera-error`, which comes during the join, before the call is the aids').
   */
  #withoutMicrophone = false;
  /** Stops listening for the end of the microphone's track the call sends. */
  #unwatchMicrophone: () => void = () => {};
  /** Counts refusals, so that a resume refused again leaves `audioBlocked` set. */
  #refusals = 0;
  readonly #detach: (() => void)[];

  /** @throws {TypeError} when `face` is not a client of this package. */
  constructor(face: CallAidsFace, options: CallAidsOptions = {}) {
    const view = viewOf(face);
    if (!view) throw new TypeError('CallAids follows a VoiceClient or a Vapi client.');
    this.#view = view;
    this.#options = options;
    this.#silence = new MicrophoneSilence(
      (microphoneSilent) => this.#set({ microphoneSilent }),
      options.silentAfterMs ?? SILENT_MICROPHONE_MS,
    );
    // The engine's stream, the same for both faces. Listening to the microphone's level is what
    // has the engine run Daily's level observer during the call.
    this.#detach = [
      view.on('status', (status) => {
        if (status === 'starting') this.#withoutMicrophone = false;
        else if (status === 'listening') this.#join();
        else if (status === 'ended') this.#leave();
      }),
      view.on('camera-error', (event) => {
        if (!microphoneProblemOf(event)) return;
        this.#withoutMicrophone = true;
        this.#silence.reset();
        this.#set({
          microphoneSilent: false,
          microphones: NO_CALL_AIDS.microphones,
          microphoneId: null,
        });
      }),
      view.on('speech-start', () => {
        this.#assistantSpeaking = true;
        this.#silence.reset();
      }),
      view.on('speech-end', () => {
        this.#assistantSpeaking = false;
      }),
      view.on('trouble', (trouble) => {
        if (!isPlaybackRefusal(trouble)) return;
        this.#refusals += 1;
        this.#set({ audioBlocked: true });
      }),
      view.on('local-level', (level) => this.#onLevel(level)),
      view.on('devices', (devices) => this.#onDevices(devices)),
    ];
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
    const port = this.#port;
    if (!port) throw new Error('A microphone can be chosen only during a call.');
    await port.setInputDevices({ audioDeviceId: deviceId });
    if (this.#port !== port) return;
    this.#set({ microphoneId: deviceId, microphoneLost: null });
    this.#watchMicrophone(port);
  };

  /**
   * Plays the assistant's audio the browser refused. Call it from a click or a tap: its `play()`
   * runs before this returns, inside the gesture the browser waits for. `audioBlocked` clears
   * unless the browser refuses again.
   */
  readonly resumeAudio = async (): Promise<void> => {
    const before = this.#refusals;
    await this.#view.resumeAudio();
    if (this.#refusals === before) this.#set({ audioBlocked: false });
  };

  /** Stops following the face and the call; the state stays as it was. */
  dispose(): void {
    for (const detach of this.#detach.splice(0)) detach();
    this.#unwatchMicrophone();
    this.#port = null;
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

  #onLevel(level: number): void {
    const port = this.#port;
    if (!port || this.#withoutMicrophone) return;
    this.#silence.update(level, !this.#assistantSpeaking && !port.muted);
  }

  #onDevices(devices: readonly MediaDeviceInfo[]): void {
    const port = this.#port;
    if (!port || this.#withoutMicrophone) return;
    const microphones = microphonesIn(devices);
    const current = this.#state.microphoneId;
    // After the last input went, the first one plugged in takes over, as the default would.
    const fallback =
      this.#state.microphoneLost === 'gone'
        ? fallbackMicrophone(microphones, '')
        : fallbackMicrophone(microphones, current);
    if (fallback !== null) {
      port
        .setInputDevices({ audioDeviceId: fallback })
        .then(() => this.#port === port && this.#watchMicrophone(port), this.#warn);
      this.#set({ microphones, microphoneId: fallback, microphoneLost: 'switched' });
    } else if (current !== null && microphones.length === 0) {
      // The last input went: nothing to fall back to; the call goes on, and the visitor types.
      this.#silence.reset();
      this.#set({
        microphones,
        microphoneId: null,
        microphoneSilent: false,
        microphoneLost: 'gone',
      });
    } else {
      this.#set({ microphones });
    }
  }

  #join(): void {
    const port = this.#view.session?.port ?? null;
    if (!port || port === this.#port) return;
    this.#port = port;
    this.#assistantSpeaking = false;
    if (this.#view.session?.asksMicrophone === false) this.#withoutMicrophone = true;
    if (this.#withoutMicrophone) return;
    listDevices(port)
      .then((found) => {
        if (!found || this.#port !== port || this.#withoutMicrophone) return;
        this.#set({ microphones: microphonesIn(found.devices), microphoneId: found.microphoneId });
      })
      .catch(this.#warn);
    this.#watchMicrophone(port);
  }

  /**
   * Follows the microphone's track the call sends: one that ends mid-call (a headset that
   * disconnects, the system taking the input back) is replaced by the browser's default, or the
   * call goes on by text when none opens.
   */
  #watchMicrophone(port: DailyPort): void {
    this.#unwatchMicrophone();
    const track = port.microphoneTrack;
    if (!track) return;
    const ended = () => {
      this.#unwatchMicrophone();
      if (this.#port !== port || this.#withoutMicrophone) return;
      const instead =
        fallbackMicrophone(this.#state.microphones, '') ?? this.#state.microphoneId ?? 'default';
      port.setInputDevices({ audioDeviceId: instead }).then(
        () => {
          if (this.#port !== port) return;
          this.#set({ microphoneId: instead, microphoneLost: 'switched' });
          this.#watchMicrophone(port);
        },
        (cause: unknown) => {
          this.#warn(cause);
          if (this.#port !== port) return;
          this.#silence.reset();
          this.#set({ microphoneId: null, microphoneSilent: false, microphoneLost: 'gone' });
        },
      );
    };
    track.addEventListener('ended', ended);
    this.#unwatchMicrophone = () => {
      track.removeEventListener('ended', ended);
      this.#unwatchMicrophone = () => {};
    };
  }

  #leave(): void {
    this.#unwatchMicrophone();
    this.#port = null;
    this.#silence.reset();
    this.#refusals = 0;
    this.#set({ ...NO_CALL_AIDS });
  }
}
