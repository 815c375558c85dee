/** How long, in milliseconds, the microphone must give nothing before it counts as silent. */
export const SILENT_MICROPHONE_MS = 4000;
/** The local audio level (0 to 1) at or below which the microphone gives nothing. */
export const SILENT_LEVEL_FLOOR = 0.0001;

/**
 * Tells a microphone that gives nothing from a visitor who is quiet: it reports `true` once the
 * local level has stayed at or below {@link SILENT_LEVEL_FLOOR} for `afterMs` while the visitor
 * should be heard, and `false` as soon as a level rises or the visitor no longer should be (the
 * assistant speaks, the microphone is muted, the call ends). A working microphone in a quiet
 * room still gives a level above the floor: only a muted headset, a dead input or the wrong
 * device gives exactly nothing.
 */
export class MicrophoneSilence {
  readonly #report: (silent: boolean) => void;
  readonly #afterMs: number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #silent = false;

  constructor(report: (silent: boolean) => void, afterMs = SILENT_MICROPHONE_MS) {
    this.#report = report;
    this.#afterMs = afterMs;
  }

  /** Feeds one local level; `expected`: whether the visitor should be heard now. */
  update(level: number, expected: boolean): void {
    if (!expected || level > SILENT_LEVEL_FLOOR) {
      this.reset();
      return;
    }
    if (this.#silent || this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#silent = true;
      this.#report(true);
    }, this.#afterMs);
  }

  /** Starts over: no silence counted, and a reported one cleared. */
  reset(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (!this.#silent) return;
    this.#silent = false;
    this.#report(false);
  }
}
