import type { StartStage } from './stages';
import type { CallTimeouts } from './timeouts';
import {
  type Deadline,
  formatDuration,
  linkSignals,
  raceSignal,
  type TimerScope,
  timeoutError,
} from './timers';
import type { VoiceClientError } from './voice-client-error';

/**
 * The bounds on a start's waits on parties outside the page, for both faces: what each wait
 * says when it runs out, and how a wait is bounded. Apart from the stage runner, so that the
 * drop-in's web call can leave at the click while its call engine is still loading.
 */

/** The waits on parties outside the page that a start bounds (see {@link CallTimeouts}). */
export type BoundedWait = keyof Omit<CallTimeouts, 'destroy'>;

/** What a wait that ran past its deadline says, given the deadline as text. */
const TIMEOUT_MESSAGES: Readonly<Record<BoundedWait, (limit: string) => string>> = {
  webCall: (limit) => `The voice provider did not answer within ${limit}.`,
  callMachine: (limit) => `Daily's call machine did not start within ${limit}.`,
  join: (limit) => `Daily did not let the call in within ${limit}.`,
};

/**
 * A bound of `ms` on a `kind` wait, starting now, among `timers` (see `TimerScope.deadline`);
 * its `timeout` error names `stage`, if given.
 */
export function waitDeadline(
  timers: TimerScope,
  kind: BoundedWait,
  ms: number,
  stage?: StartStage,
): Deadline {
  return timers.deadline(ms, () => waitTimedOut(kind, ms, stage));
}

/** The `timeout` error of a `kind` wait bounded by `ms`. */
export function waitTimedOut(kind: BoundedWait, ms: number, stage?: StartStage): VoiceClientError {
  return timeoutError(TIMEOUT_MESSAGES[kind](formatDuration(ms)), stage);
}

/**
 * Runs `work` within `ms` (a timer of `timers`, cleared when it settles): it rejects with the
 * `kind` wait's `timeout` error (naming `stage`, if given) at the deadline, or with `cancel`'s
 * reason (a stopped start), even when the work cannot itself be aborted (Daily's `join()`);
 * `work` gets a signal that aborts with either, for work that can (`fetch`).
 */
export async function within<T>(
  timers: TimerScope,
  kind: BoundedWait,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  cancel: AbortSignal,
  stage?: StartStage,
): Promise<T> {
  const deadline = waitDeadline(timers, kind, ms, stage);
  const ended = linkSignals(deadline.signal, cancel);
  try {
    return await raceSignal(work(ended.signal), ended.signal);
  } finally {
    deadline.clear();
    ended.dispose();
  }
}
