import { raceSignal } from './timers';
import { isVoiceClientError } from './voice-client-error';

/**
 * How a call start runs its stages, for both faces (`CallSession` and the `./vapi` drop-in):
 * each stage reports `started`, then `completed` or `failed` with its duration; a stage's wait
 * ends as soon as the start is aborted; a stage that fails with a `cancelled` VoiceClientError
 * (the start was stopped) reports no failure; and each wait on a party outside the page is
 * bounded (`within()` and `waitDeadline()` in bounded-wait.ts). What a report looks like on the
 * wire is the face's: it gets a {@link StageReport} and emits its own event.
 */

/**
 * One report of a stage, in order: `started` (with the stage's metadata), then `completed`
 * (with what the stage said of its result) or `failed` (with the stage's metadata and error),
 * or neither (cancelled). `at` is when, `duration` the time since `started`.
 */
export type StageReport<S extends string, E, M> =
  | { stage: S; status: 'started'; at: number; duration: 0; metadata: M | undefined }
  | { stage: S; status: 'completed'; at: number; duration: number; metadata: M | undefined }
  | { stage: S; status: 'failed'; at: number; duration: number; metadata: M | undefined; error: E };

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
  /** Reported with `started` and `failed`. */
  metadata?: M;
  /** What `completed` says of the result (nothing when absent). */
  completed?: (result: T) => M;
}

/** The end of one stage that has reported `started` (see {@link StageRunner.begin}). */
export interface StageEnd<T, E> {
  /** Reports `completed`. */
  completed(result: T): void;
  /** Reports `failed` unless the start was cancelled; returns the stage's error. */
  failed(cause: unknown): E;
}

/** Runs the stages of one call start (see the module comment). */
export class StageRunner<S extends string, E = unknown, M = undefined> {
  readonly #options: StageRunnerOptions<S, E, M>;
  /** The stage begun last: the one running, or the one the start ended in. */
  current: S | null = null;

  constructor(options: StageRunnerOptions<S, E, M>) {
    this.#options = options;
  }

  /** Reports `stage` as `started`; the returned end reports how it ended. */
  begin<T>(stage: S, options: StageOptions<T, M> = {}): StageEnd<T, E> {
    const { now, signal, toError, report } = this.#options;
    this.current = stage;
    const { metadata } = options;
    const begin = now();
    report({ stage, status: 'started', at: begin, duration: 0, metadata });
    return {
      completed: (result) => {
        const at = now();
        const said = options.completed?.(result);
        report({ stage, status: 'completed', at, duration: at - begin, metadata: said });
      },
      failed: (cause) => {
        const error = toError(stage, signal.aborted ? signal.reason : cause);
        // A cancelled start (a `cancelled` VoiceClientError) is no stage's failure.
        if (!isVoiceClientError(error, 'cancelled')) {
          const at = now();
          report({ stage, status: 'failed', at, duration: at - begin, metadata, error });
        }
        return error;
      },
    };
  }

  /**
   * Runs `work` as `stage`; settles as soon as the start is aborted. The work does not run when
   * a listener of `started` aborted the start, and the stage fails when a listener of
   * `completed` did (having reported `completed`, it reports no failure).
   * @throws the stage's error (see `toError`).
   */
  async run<T>(stage: S, work: () => T | Promise<T>, options: StageOptions<T, M> = {}): Promise<T> {
    const { signal } = this.#options;
    const end = this.begin(stage, options);
    try {
      const running = Promise.resolve().then(() => {
        if (signal.aborted) throw signal.reason;
        return work();
      });
      const result = await raceSignal(running, signal);
      end.completed(result);
      if (!signal.aborted) return result;
    } catch (cause) {
      throw end.failed(cause);
    }
    throw this.#options.toError(stage, signal.reason);
  }
}

/**
 * Runs synchronous `work` as `stage` of `runner`, in the caller's run (the drop-in reports its
 * last stage and `call-start-success` in one synchronous run, as `@vapi-ai/web` does).
 * @throws the stage's error (see `toError`).
 */
export function runStageSync<S extends string, E, M, T>(
  runner: StageRunner<S, E, M>,
  stage: S,
  work: () => T,
  options: StageOptions<T, M> = {},
): T {
  const end = runner.begin(stage, options);
  let result: T;
  try {
    result = work();
  } catch (cause) {
    throw end.failed(cause);
  }
  end.completed(result);
  return result;
}
