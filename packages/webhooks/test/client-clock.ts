import { vi } from 'vitest';

// Taken when this module loads, before any test fakes the clock: `vi.waitFor` and `expect.poll`
// advance a fake clock while they wait, which would move the very timeout a test holds still.
const realSetTimeout = globalThis.setTimeout;

/**
 * Puts the clients' timeout on a clock the test moves (`vi.advanceTimersByTimeAsync`), and only
 * that: sockets, the receiver's scripted delays (node:timers/promises) and `setImmediate` keep
 * real time. The real fetch's own timers land on the fake clock too; they are 300 s and 4 s
 * bounds of undici's that a test advancing by its timeout never reaches.
 */
export function fakeClientClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Resolves once `holds()` is true, looking again every 5 ms of real time, fake clock or not. */
export async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => realSetTimeout(resolve, 5));
}

/** Whether `promise` has settled yet, for a check made while the test holds the clock still. */
export function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const done = () => {
    settled = true;
  };
  promise.then(done, done);
  return { promise, settled: () => settled };
}
