import type { Trace } from './trace';

/**
 * What the fake API answers to the next requests, in order (the last one repeats). Whatever it
 * is, a request whose `signal` aborts before it settled rejects with the signal's reason, as the
 * real `fetch` does (and one whose signal is already aborted is never sent).
 */
export type FetchReply =
  /** An answer with this status and JSON body, `delayMs` after the request (default: at once). */
  | { status: number; body: unknown; delayMs?: number }
  /** A provider that never answers: the request pends until its signal aborts. */
  | { kind: 'never' }
  /** The request fails `delayMs` after it was sent: `fetch` rejects with `error`. */
  | { kind: 'network-error'; delayMs: number; error: unknown };

/**
 * One fake `fetch` for both clients: it records each request (method, URL, headers with their
 * names lower-cased as the Fetch standard's `Headers` keeps them, and the JSON body parsed) and
 * answers with a real `Response`, so both clients read it through the same platform code.
 */
export class FakeFetch {
  replies: FetchReply[] = [];
  /** The `signal` of each request this run, sent or not (not part of the trace). */
  readonly signals: (AbortSignal | null)[] = [];
  #trace: Trace | null = null;
  #served = 0;

  /** Starts a run. */
  reset(trace: Trace | null, replies: FetchReply[]): void {
    this.#trace = trace;
    this.replies = replies;
    this.#served = 0;
    this.signals.length = 0;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const { signal: given, ...sent } = init;
    // The Fetch standard: the init's signal, else the request's own (a client that builds a
    // `Request` first, as openapi-fetch does, passes its signal there).
    const signal = given ?? (input instanceof Request ? input.signal : null);
    this.signals.push(signal ?? null);
    // The Fetch standard: a request whose signal has aborted is not sent; fetch rejects with
    // the signal's reason.
    if (signal?.aborted) throw signal.reason;
    const request = new Request(input, sent);
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    // The content type is the Request's own guess when a client sent none; keep only what was sent.
    if (typeof init.body === 'string' && !hasHeader(init.headers, 'content-type')) {
      delete headers['content-type'];
    }
    if (!this.#trace) throw new Error('fake fetch used outside a differential run');
    // Recorded as it is sent; a body given as a stream (a `Request`'s) is read afterwards.
    const setBody = this.#trace.pushPending(
      { kind: 'fetch', method: request.method, url: request.url, headers },
      'body',
    );
    const text = typeof init.body === 'string' ? init.body : await request.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: the raw text is what the server would have received.
    }
    setBody(body);
    const reply = this.replies[Math.min(this.#served, this.replies.length - 1)];
    this.#served += 1;
    if (!reply) throw new Error('the scenario scripted no reply');
    // An answer at once is returned as it is, in the same turn as before this fake could wait.
    if (!('kind' in reply) && !reply.delayMs) return response(reply);
    return answer(reply, signal ?? null);
  };
}

function response(reply: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Settles as `reply` says, or rejects with the signal's reason as soon as it aborts; leaves no
 * timer and no listener behind once settled.
 */
function answer(reply: FetchReply, signal: AbortSignal | null): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    if ('kind' in reply) {
      if (reply.kind === 'never') return;
      const { error } = reply;
      timer = setTimeout(() => settle(() => reject(error)), reply.delayMs);
      return;
    }
    timer = setTimeout(() => settle(() => resolve(response(reply))), reply.delayMs);
  });
}

function hasHeader(headers: HeadersInit | undefined, name: string): boolean {
  if (!headers) return false;
  return new Headers(headers).has(name);
}

/** The one fake `fetch`, installed as the global for both runs. */
export const fakeFetch = new FakeFetch();
