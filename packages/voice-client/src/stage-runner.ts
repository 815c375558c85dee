import { raceSignal } from './timers';
import { isVoiceClientError } from './voice-client-error';

/**
 * How a call start runs its stages: each stage reports `started`, then `completed` or `failed`
 * with its duration (or `skipped`, when it had nothing to do); a stage's wait ends as soon as
 * the start is aborted; a stage that fails with a `cancelled` VoiceClientError (the start was
 * stopped) reports no failure. Each wait on a party outside the page is bounded by its work
 * (`within()` and `waitDeadline()` in bounded-wait.ts). What a report looks like on the wire is
 * each face's own: the session hands it a {@link StageReport} and the face emits its event.
 */

/**
 * One report of a stage, in order: `started` (with the stage's metadata), then `completed`
 * (`outcome`: what the stage said of its result) or `failed` (with the error), or neither
 * (cancelled); or, instead of all of those, `skipped` (`outcome` says why). `at` is when,
 * `duration` the time since `started`.
 */
export type StageReport<S extends string, E, M> =
  | { stage: S; status: 'started'; at: number; duration: 0; metadata: M | undefined }
  | {
      stage: S;
      status: 'completed';
      at: number;
      duration: number;
      metadata: M | undefined;
      outcome: M | undefined;
    }
  | {
      stage: S;
      status: 'skipped';
      at: number;
      duration: 0;
      metadata: M | undefined;
      outcome: M;
    }
  | {
      stage: S;
      status: 'failed';
      at: number;
      duration: number;
      metadata: M | undefined;
      error: E;
    };

/** What a {@link StageRunner} runs with. */
export interface StageRunnerOptions<S extends string, E, M> {
  now(): number;
  /** Aborts when the start is cancelled or failed from outside: the stage's wait ends at once. */
  signal: AbortSignal;
  /** The error a stage fails with, from what its work threw (once aborted: the abort's reason). */
  toError(stage: S, cause: unknown): E;
  report(report: StageReport<S, E, M>): void;
}

/** How one stage runs. */
export interface StageOptions<T, M> {
  /** Reported with every report of the stage. */
  metadata?: M;
  /** What `completed` says of the result (nothing when absent). */
  completed?: (result: T) => M;
}

/** Whether `value` is a promise (or another thenable) to wait for. */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** Runs the stages of one call start (see the module comment). */
export class StageRunner<S extends string, E = unknown, M = undefined> {
  readonly #options: StageRunnerOptions<S, E, M>;
  /** The stage begun last: the one running, or the one the start ended in. */
  current: S | null = null;

  constructor(options: StageRunnerOptions<S, E, M>) {
    this.#options = options;
  }

  /**
   * Runs `work` as `stage`: reports `started`, runs the work (not when a listener of `started`
   * aborted the start), then reports how it ended. Work that returns a value completes in the
   * caller's run, so that stages with nothing to wait for report in one synchronous run, as
   * `@vapi-ai/web` does; work that returns a promise is awaited, and the wait ends as soon as the
   * start is aborted. A stage a listener of `completed` aborted fails (having reported
   * `completed`, it reports no failure).
   * @throws the stage's error (see `toError`), synchronously for synchronous work.
   */
  run<T>(stage: S, work: () => T | Promise<T>, options: StageOptions<T, M> = {}): T | Promise<T> {
    const { now, signal, toError, report } = this.#options;
    this.current = stage;
    const { metadata } = options;
    const begin = now();
    report({ stage, status: 'started', at: begin, duration: 0, metadata });
    const failed = (cause: unknown): E => {
      const error = toError(stage, signal.aborted ? signal.reason : cause);
      // A cancelled start (a `cancelled` VoiceClientError) is no stage's failure.
      if (!isVoiceClientError(error, 'cancelled')) {
        const at = now();
        report({ stage, status: 'failed', at, duration: at - begin, metadata, error });
      }
      return error;
    };
    const completed = (result: T): T => {
      const at = now();
      const outcome = options.completed?.(result);
      report({ stage, status: 'completed', at, duration: at - begin, metadata, outcome });
      if (signal.aborted) throw toError(stage, signal.reason);
      return result;
    };
    let result: T | Promise<T>;
    try {
      if (signal.aborted) throw signal.reason;
      result = work();
    } catch (cause) {
      throw failed(cause);
    }
    if (!isThenable(result)) return completed(result);
    return raceSignal(Promise.resolve(result), signal).then(completed, (cause: unknown) => {
      throw failed(cause);
    });
  }

  /** Reports `stage` as `skipped`, with `outcome` saying why: it had nothing to do. */
  skip(stage: S, outcome: M, metadata?: M): void {
    this.current = stage;
    this.#options.report({
      stage,
      status: 'skipped',
      at: this.#options.now(),
      duration: 0,
      metadata,
      outcome,
    });
  }
}
