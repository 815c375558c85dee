import { VoiceClientError } from './voice-client-error';

/**
 * How long a call waits on each party outside the page, in milliseconds. daily-js has no bound
 * of its own on a call machine that loaded but never started (a bundle served empty, or an HTML
 * page in its place), nor does `fetch` on a provider that never answers: without these, a start
 * and a stop could wait for ever.
 */
export interface CallTimeouts {
  /**
   * `POST /call/web`, from the request to its whole answer; the request is then aborted.
   * Default 15 000.
   */
  webCall: number;
  /**
   * Each wait on Daily's call machine before the join: loading daily-js and the call machine's
   * bundle from Daily's CDN, then (when the microphone is asked for ahead of the join) the call
   * machine's answer when it opens the microphone; for the `./vapi` drop-in, also a start's wait
   * for its call engine chunk when it starts before the chunk arrived. The visitor's own time at
   * the browser's microphone prompt is not counted. Default 20 000.
   */
  callMachine: number;
  /**
   * `join()`, until Daily's server lets the visitor in. With `warmUp: false` the join also waits
   * for the visitor's answer to the browser's microphone prompt. Default 20 000.
   */
  join: number;
  /**
   * How long a stop waits for daily-js to destroy the call object. daily-js's `destroy()` first
   * leaves, and a leave waits for the call machine's answer with no bound, so after this the
   * client answers in the call machine's place (see the README) and lets go. Default 3 000.
   */
  destroy: number;
}

/** The defaults of {@link CallTimeouts}. */
export const DEFAULT_TIMEOUTS: Readonly<CallTimeouts> = Object.freeze({
  webCall: 15_000,
  callMachine: 20_000,
  join: 20_000,
  destroy: 3_000,
});

/** The longest delay timers keep: browsers and Node fire a longer one at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * {@link DEFAULT_TIMEOUTS} with `given` over them.
 * @throws {VoiceClientError} `invalid-argument` for a value that is not a whole number of
 * milliseconds from 1 to 2 147 483 647 (what a timer can wait).
 */
export function resolveTimeouts(given: Partial<CallTimeouts> = {}): CallTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const key of Object.keys(DEFAULT_TIMEOUTS) as (keyof CallTimeouts)[]) {
    const value = given[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
      throw new VoiceClientError(
        'invalid-argument',
        `timeouts.${key} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS}.`,
      );
    }
    timeouts[key] = value;
  }
  return timeouts;
}
