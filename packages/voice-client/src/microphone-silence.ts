import { SILENT_LEVEL_FLOOR, SILENT_MICROPHONE_MS } from './constants';
import type { TimerScope } from './timers';

/**
 * Tells a microphone that gives nothing from a visitor who is quiet: it reports `true` once the
 * local level has stayed at or below {@link SILENT_LEVEL_FLOOR} for
 * {@link SILENT_MICROPHONE_MS} while the visitor should be heard, and `false` as soon as a level
 * rises or the visitor no longer should be (the assistant speaks, the microphone is muted). Its
 * one timer lives in the call's {@link TimerScope}, so nothing fires after the call ends.
 */
export class MicrophoneSilence {
  readonly #timers: TimerScope;
  readonly #report: (silent: boolean) => void;
  #cancel: (() => void) | null = null;
  #silent = false;

  constructor(timers: TimerScope, report: (silent: boolean) => void) {
    this.#timers = timers;
    this.#report = report;
  }

  /** Feeds one local level; `expected`: whether the visitor should be heard now. */
  update(level: number, expected: boolean): void {
    if (!expected || level > SILENT_LEVEL_FLOOR) {
      this.reset();
      return;
    }
    if (this.#silent || this.#cancel) return;
    this.#cancel = this.#timers.set(() => {
      this.#cancel = null;
      this.#silent = true;
      this.#report(true);
    }, SILENT_MICROPHONE_MS);
  }

  /** Starts over: no silence counted, and a reported one cleared. */
  reset(): void {
    this.#cancel?.();
    this.#cancel = null;
    if (!this.#silent) return;
    this.#silent = false;
    this.#report(false);
  }
}
