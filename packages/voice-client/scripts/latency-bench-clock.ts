// A virtual clock for the latency benchmark: the global timers and Date.now() of the process
// become virtual, and time jumps from one timer to the next once nothing else can run. The
// model's costs are then exact, and a run takes milliseconds of real time.

interface Timer {
  at: number;
  seq: number;
  run: () => void;
}

/** A handle like Node's, for code that calls `unref()` on its timers. */
class Handle {
  readonly id: number;
  constructor(id: number) {
    this.id = id;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  hasRef(): boolean {
    return true;
  }
  [Symbol.toPrimitive](): number {
    return this.id;
  }
}

/** The real timer, kept before `install()` replaces the global one. */
const realSetTimeout = globalThis.setTimeout;

/** Lets every promise continuation (and Node's own ticks) run before time moves. */
async function flush(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The process's virtual time; `install()` makes the globals use it. */
export class VirtualClock {
  #now = 0;
  #seq = 0;
  readonly #timers = new Map<number, Timer>();
  readonly #epoch = Date.UTC(2026, 0, 1);

  /** Virtual milliseconds since the clock started. */
  get now(): number {
    return this.#now;
  }

  /** Replaces `setTimeout`, `clearTimeout` and `Date.now` for the rest of the process. */
  install(): void {
    const schedule = (callback: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
      this.#seq += 1;
      const seq = this.#seq;
      const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
      this.#timers.set(seq, { at: this.#now + delay, seq, run: () => callback(...args) });
      return new Handle(seq);
    };
    const cancel = (handle: unknown) => {
      if (handle instanceof Handle) this.#timers.delete(handle.id);
      else if (typeof handle === 'number') this.#timers.delete(handle);
    };
    Object.assign(globalThis, { setTimeout: schedule, clearTimeout: cancel });
    Date.now = () => this.#epoch + this.#now;
  }

  /**
   * Runs until `done()` holds: whatever can run now runs, then time jumps to the next timer.
   * @throws when nothing is left to run and `done()` still does not hold, or after `limitMs`.
   */
  async runUntil(done: () => boolean, limitMs = 60_000): Promise<void> {
    let idle = 0;
    for (;;) {
      await flush();
      if (done()) return;
      let next: Timer | null = null;
      for (const timer of this.#timers.values()) {
        if (!next || timer.at < next.at || (timer.at === next.at && timer.seq < next.seq)) {
          next = timer;
        }
      }
      if (!next) {
        // Work outside the clock (a module read from disk) may still be under way.
        if (idle < 100) {
          idle += 1;
          await new Promise((resolve) => realSetTimeout(resolve, 5));
          continue;
        }
        throw new Error(`Stalled at ${this.#now} ms: nothing left to run.`);
      }
      idle = 0;
      if (next.at > limitMs) throw new Error(`Still not done after ${limitMs} ms.`);
      this.#timers.delete(next.seq);
      this.#now = Math.max(this.#now, next.at);
      next.run();
    }
  }
}
