import type { FetchLike } from '../src/index';

/** One call a {@link fakeFetch} saw. */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

/**
 * A `fetch` stand-in that records its calls and answers with `respond`. It honours the abort
 * signal like the real one: a pending answer rejects with the signal's reason.
 */
export function fakeFetch(respond: (call: FetchCall) => Promise<Response> | Response): {
  fetch: FetchLike;
  calls: FetchCall[];
} {
  const calls: FetchCall[] = [];
  const fetch: FetchLike = (url, init) => {
    const call = { url, init };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => respond(call))
        .then(resolve, reject);
    });
  };
  return { fetch, calls };
}

/** A promise that never settles: an answer that never comes. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
