import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a check waits for what a visitor would wait for (an element, a state, a delivery): as
 * long as Playwright's `expect` does in the end-to-end suites, headroom for a loaded machine.
 */
export const WAIT_MS = 10_000;

/** How often a wait looks again. */
const POLL_MS = 100;

/**
 * Asks `probe` again every 100 ms until `accept` takes its answer, and returns that answer; after
 * `timeout` ms throws, naming `what` was awaited and the last answer seen. A probe that throws
 * counts as not yet (the page may be between documents), and its error is what the failure shows.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: string;
  for (;;) {
    try {
      const value = await probe();
      if (accept(value)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = `an error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    if (Date.now() >= deadline) {
      throw new Error(`Waited ${timeout} ms for ${what}; last saw ${last}`);
    }
    await sleep(POLL_MS);
  }
}
