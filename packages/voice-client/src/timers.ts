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

/** The error a cancelled start rejects with. */
export function cancelledError(): VoiceClientError {
  return new VoiceClientError('cancelled', 'The call start was cancelled.');
}

/**
 * Settles like `promise`, but rejects with `cancelled` as soon as `signal` aborts, for work
 * such as Daily's `join()` that cannot itself be aborted.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Nobody waits for `promise` any more; its own failure must not surface as unhandled.
    promise.catch(() => {});
    return Promise.reject(cancelledError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelledError());
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
