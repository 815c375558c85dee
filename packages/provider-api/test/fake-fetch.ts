/** One request a {@link FakeFetch} received. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A fetch that answers from a script and records what it was asked. */
export interface FakeFetch {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly requests: readonly RecordedRequest[];
}

/**
 * Makes a fake fetch whose every call is answered by `answer` (a `Response`, or an error to
 * reject with, as a failed network would).
 */
export function fakeFetch(answer: (request: Request) => Response | Error): FakeFetch {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    async fetch(request) {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.clone().text(),
      });
      const result = answer(request);
      if (result instanceof Error) throw result;
      return result;
    },
  };
}

/** A JSON reply, as the provider sends them. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
