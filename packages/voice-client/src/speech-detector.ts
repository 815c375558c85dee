import { SPEAKING_THRESHOLD, SPEECH_END_DELAY_MS, VOLUME_SCALE } from './constants';
import type { TimerScope } from './timers';

/** The sum of every remote participant's audio level. */
export function summedLevel(levels: Readonly<Record<string, number>>): number {
  let sum = 0;
  for (const level of Object.values(levels)) {
    // Stryker disable next-line EqualityOperator: adding a level of 0 leaves the sum as it is
    if (Number.isFinite(level) && level > 0) sum += level;
  }
  return sum;
}

/** The `volume-level` for a summed level: `min(1, sum / 0.15)`. */
export function volumeFromLevel(sum: number): number {
  return Math.min(1, sum / VOLUME_SCALE);
}

/** What the detector reports. */
export interface SpeechDetectorCallbacks {
  onVolume(volume: number): void;
  onSpeechStart(): void;
  onSpeechEnd(): void;
}

/**
 * Turns Daily's remote audio levels into `volume-level`, `speech-start` and `speech-end`:
 * speech starts when the summed level exceeds 0.01 and ends after 1 s without such a level.
 * Its one timer lives in the call's {@link TimerScope}, so nothing fires after the call ends.
 */
export class SpeechDetector {
  readonly #timers: TimerScope;
  readonly #callbacks: SpeechDetectorCallbacks;
  #cancelEnd: (() => void) | null = null;

  constructor(timers: TimerScope, callbacks: SpeechDetectorCallbacks) {
    this.#timers = timers;
    this.#callbacks = callbacks;
  }

  /** Whether the assistant is speaking now. */
  get speaking(): boolean {
    return this.#cancelEnd !== null;
  }

  /** Feeds one audio-level sample. */
  update(levels: Readonly<Record<string, number>>): void {
    const sum = summedLevel(levels);
    this.#callbacks.onVolume(volumeFromLevel(sum));
    if (sum <= SPEAKING_THRESHOLD) return;
    if (this.#cancelEnd) this.#cancelEnd();
    else this.#callbacks.onSpeechStart();
    this.#cancelEnd = this.#timers.set(() => {
      this.#cancelEnd = null;
      this.#callbacks.onSpeechEnd();
    }, SPEECH_END_DELAY_MS);
  }

  /** Forgets any speech in progress without reporting its end. */
  reset(): void {
    this.#cancelEnd?.();
    this.#cancelEnd = null;
  }
}
