import type { TimerApi } from '@org/voice-client';

/**
 * The clock of a story whose code runs on timers (a simulated call), as the `timers` and `now`
 * it takes. It follows real time, so the story plays as usual in Storybook, until a play
 * function calls {@link StoryClock.control}: from then on time moves only in
 * {@link StoryClock.runUntil}, one timer at a time. The play function's own steps (typing,
 * pressing) then always fall between the same two timers, however loaded the machine, and
 * nothing waits for the script's seconds to pass. {@link StoryClock.release} hands it back to
 * real time, for whoever goes on using the story.
 */
export interface StoryClock extends TimerApi {
  /** The time in milliseconds: real while the clock follows real time, else the last timer's. */
  now(): number;
  /** Stops the clock: no timer fires until {@link StoryClock.runUntil} runs it. */
  control(): void;
  /**
   * Runs the pending timers in order (by due time, then by when they were set), letting the page
   * settle after each, until `done()` holds; it does not run the timer after that. While no
   * timer is pending (the code awaits real work, such as a module load) it waits, polling.
   * @throws {Error} when `done()` still fails once the next timer is due more than `within` ms
   *   of clock time away, or after `realTimeoutMs` of real time without a timer to run.
   */
  runUntil(done: () => boolean, what: string, options?: { within?: number }): Promise<void>;
  /** Lets the clock follow real time again, from where it stands. */
  release(): void;
}

/** Options of {@link createStoryClock}. */
export interface StoryClockOptions {
  /**
   * How long {@link StoryClock.runUntil} waits for real work while no timer is pending: a bound
   * on a hang, not on speed (the work takes milliseconds).
   */
  realTimeoutMs?: number;
}

interface PendingTimer {
  id: number;
  at: number;
  callback: () => void;
  real?: ReturnType<typeof setTimeout>;
}

/** How far ahead on the clock {@link StoryClock.runUntil} runs timers by default. */
const DEFAULT_WITHIN_MS = 120_000;

/**
 * Lets the page finish what a timer started: promise callbacks, React's commit and the tasks it
 * posts (its passive effects), each a message after the one before.
 */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
}

/** A {@link StoryClock}, following real time. */
export function createStoryClock({ realTimeoutMs = 10_000 }: StoryClockOptions = {}): StoryClock {
  const pending = new Map<number, PendingTimer>();
  let controlled = false;
  // now() is offset + performance.now() while real, `stopped` while controlled.
  let offset = 0;
  let stopped = 0;
  let lastId = 0;

  const now = () => (controlled ? stopped : offset + performance.now());
  const fire = (timer: PendingTimer) => {
    pending.delete(timer.id);
    timer.callback();
  };
  const arm = (timer: PendingTimer) => {
    timer.real = setTimeout(() => fire(timer), Math.max(0, timer.at - now()));
  };
  const earliest = () => {
    let first: PendingTimer | undefined;
    for (const timer of pending.values()) {
      if (!first || timer.at < first.at || (timer.at === first.at && timer.id < first.id)) {
        first = timer;
      }
    }
    return first;
  };

  return {
    now,
    setTimeout(callback, ms) {
      lastId += 1;
      const timer: PendingTimer = { id: lastId, at: now() + Math.max(0, ms), callback };
      pending.set(timer.id, timer);
      if (!controlled) arm(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      const timer = pending.get(handle as number);
      if (!timer) return;
      clearTimeout(timer.real);
      pending.delete(timer.id);
    },
    control() {
      stopped = now();
      controlled = true;
      for (const timer of pending.values()) clearTimeout(timer.real);
    },
    release() {
      if (!controlled) return;
      offset = stopped - performance.now();
      controlled = false;
      for (const timer of pending.values()) arm(timer);
    },
    async runUntil(done, what, { within = DEFAULT_WITHIN_MS } = {}) {
      if (!controlled) throw new Error(`The story clock runs ${what} only once controlled.`);
      const horizon = stopped + within;
      let idleSince = performance.now();
      for (;;) {
        await settle();
        if (done()) return;
        const next = earliest();
        if (next) {
          if (next.at > horizon) {
            throw new Error(`${what} did not come within ${within} ms of the story clock.`);
          }
          stopped = Math.max(stopped, next.at);
          fire(next);
          idleSince = performance.now();
          continue;
        }
        if (performance.now() - idleSince > realTimeoutMs) {
          throw new Error(
            `${what} did not come: no timer left, and no change for ${realTimeoutMs} ms.`,
          );
        }
        // Polls, as testing-library's waitFor does: the code awaits something real, whose end
        // sets no timer of this clock to wait on.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
