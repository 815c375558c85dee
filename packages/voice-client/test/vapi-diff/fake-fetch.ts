import type { Trace } from './trace';

/** What the fake API answers to the next requests, in order (the last one repeats). */
export interface FetchReply {
  status: number;
  body: unknown;
}

/**
 * One fake `fetch` for both clients: it records each request (method, URL, headers with their
 * names lower-cased as the Fetch standard's `Headers` keeps them, and the JSON body parsed) and
 * answers with a real `Response`, so both clients read it through the same platform code.
 */
export class FakeFetch {
  replies: FetchReply[] = [];
  #trace: Trace | null = null;
  #served = 0;

  /** Starts a run. */
  reset(trace: Trace | null, replies: FetchReply[]): void {
    this.#trace = trace;
    this.replies = replies;
    this.#served = 0;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    // The content type is the Request's own guess when a client sent none; keep only what was sent.
    const text = typeof init.body === 'string' ? init.body : await request.text();
    if (typeof init.body === 'string' && !hasHeader(init.headers, 'content-type')) {
      delete headers['content-type'];
    }
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: the raw text is what the server would have received.
    }
    if (!this.#trace) throw new Error('fake fetch used outside a differential run');
    this.#trace.push({ kind: 'fetch', method: request.method, url: request.url, headers, body });
    const reply = this.replies[Math.min(this.#served, this.replies.length - 1)];
    this.#served += 1;
    if (!reply) throw new Error('the scenario scripted no reply');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

function hasHeader(headers: HeadersInit | undefined, name: string): boolean {
  if (!headers) return false;
  return new Headers(headers).has(name);
}

/** The one fake `fetch`, installed as the global for both runs. */
export const fakeFetch = new FakeFetch();
