import type { StartStage } from './stages';
import { VoiceClientError } from './voice-client-error';

/** The timer functions the client uses; inject fakes in tests. */
export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at call time so that test fakes installed later apply. */
export const globalTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Owns the timers of one call, so that one `clearAll()` guarantees none fires afterwards. */
export class TimerScope {
  readonly #api: TimerApi;
  readonly #handles = new Set<unknown>();

  constructor(api: TimerApi) {
    this.#api = api;
  }

  /** Runs `callback` after `ms`; returns a function that cancels it. */
  set(callback: () => void, ms: number): () => void {
    const handle = this.#api.setTimeout(() => {
      this.#handles.delete(handle);
      callback();
    }, ms);
    this.#handles.add(handle);
    return () => {
      if (this.#handles.delete(handle)) this.#api.clearTimeout(handle);
    };
  }

  /** Resolves after `ms`, or rejects with `cancelled` as soon as `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        cancel();
        reject(cancelledError());
      };
      const cancel = this.set(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * A bound on one wait, starting now: after `ms` its `signal` aborts and `race()` rejects, both
   * with the error `timeout()` makes. `clear()` ends the bound (so do `clearAll()` and a settled
   * race, which keeps nothing pending).
   */
  deadline(ms: number, timeout: () => VoiceClientError): Deadline {
    const controller = new AbortController();
    const clear = this.set(() => controller.abort(timeout()), ms);
    return {
      signal: controller.signal,
      race: (promise) => raceSignal(promise, controller.signal),
      clear,
    };
  }

  /** How many timers are pending. */
  get size(): number {
    return this.#handles.size;
  }

  /** Cancels every pending timer. */
  clearAll(): void {
    for (const handle of this.#handles) this.#api.clearTimeout(handle);
    this.#handles.clear();
  }
}

/** A bound on one wait (see {@link TimerScope.deadline}). */
export interface Deadline {
  /** Aborts once the deadline has passed, with the timeout error as its reason. */
  readonly signal: AbortSignal;
  /** Settles like `promise`, or rejects with the timeout error once the deadline has passed. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Ends the bound: its timer is cleared, and nothing aborts or rejects any more. */
  clear(): void;
}

/** The error a cancelled start rejects with. */
export function cancelledError(): VoiceClientError {
  return new VoiceClientError('cancelled', 'The call start was cancelled.');
}

/**
 * The error a wait that ran past its deadline rejects with: code `timeout`, and as its cause the
 * `TimeoutError` `DOMException` that `AbortSignal.timeout()` would give.
 */
export function timeoutError(message: string, stage?: StartStage): VoiceClientError {
  return new VoiceClientError('timeout', message, {
    cause: new DOMException(message, 'TimeoutError'),
    ...(stage ? { stage } : {}),
  });
}

/** A duration for a message: `15 s`, `2.5 s`, `500 ms`. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${ms / 1000} s`;
}

/**
 * Settles like `promise`, but rejects as soon as `signal` aborts (at once when it already has):
 * with `reason()`, or else the signal's own reason, for a wait such as Daily's `join()` that
 * cannot itself be aborted. Leaves no listener on `signal` once settled, and a rejection of
 * `promise` that nobody waits for any more is not reported as unhandled.
 */
export function raceSignal<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  reason: () => unknown = () => signal.reason,
): Promise<T> {
  if (signal.aborted) {
    // Nobody waits for `promise` any more; its own failure must not surface as unhandled.
    promise.catch(() => {});
    return Promise.reject(reason());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * A signal that aborts when any of `signals` does, with that one's reason (what
 * `AbortSignal.any()` does, which Safari before 17.4 lacks). `dispose()` removes its listeners.
 */
export function linkSignals(...signals: AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const detach: (() => void)[] = [];
  const dispose = () => {
    for (const remove of detach.splice(0)) remove();
  };
  for (const source of signals) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    const onAbort = () => {
      dispose();
      controller.abort(source.reason);
    };
    source.addEventListener('abort', onAbort, { once: true });
    detach.push(() => source.removeEventListener('abort', onAbort));
  }
  if (controller.signal.aborted) dispose();
  return { signal: controller.signal, dispose };
}
