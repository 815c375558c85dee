import { getEventListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnswerServer } from '../test/answer-server';
import { fakeClientClock, track } from '../test/client-clock';
import { fakeFetch, never } from '../test/fake-fetch';
import { drainBody, ignoreBody, postWebhook } from './post-webhook';
import { WebhookError } from './webhook-error';
import type { FetchLike } from './webhook-options';

const call = { webhook: 'contact', body: { a: 1 }, accept: '*/*', read: ignoreBody } as const;

afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<WebhookError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WebhookError))
    throw new Error(`expected a WebhookError, got ${String(error)}`);
  return error;
}

describe('postWebhook', () => {
  it('posts the body once as JSON, without cookies or cache', async () => {
    const fake = fakeFetch(() => new Response('ok'));
    await postWebhook(call, { url: 'https://hooks.example/contact', fetch: fake.fetch });
    expect(fake.calls).toHaveLength(1);
    const [sent] = fake.calls;
    expect(sent?.url).toBe('https://hooks.example/contact');
    expect(sent?.init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', accept: '*/*' },
    });
  });

  it('calls fetch as a plain function, as window.fetch requires', async () => {
    let receiver: unknown = 'not called';
    const options = {
      url: 'https://hooks.example/contact',
      fetch(this: unknown) {
        receiver = this;
        return Promise.resolve(new Response(''));
      },
    };
    await postWebhook(call, options);
    expect(receiver).toBeUndefined();
  });

  it('turns a rejected fetch into a network error that keeps the cause', async () => {
    const cause = new TypeError('fetch failed');
    const error = await failure(
      postWebhook(call, { url: 'https://x.example', fetch: () => Promise.reject(cause) }),
    );
    expect(error).toMatchObject({ code: 'network', webhook: 'contact', cause });
  });

  it('times out a request that gets no answer, at timeoutMs and not before, and tries once', async () => {
    vi.useFakeTimers();
    const fake = fakeFetch(() => never());
    const posting = track(
      postWebhook(call, { url: 'https://x.example', fetch: fake.fetch, timeoutMs: 20 }),
    );
    await vi.advanceTimersByTimeAsync(19);
    expect(posting.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(posting.settled()).toBe(true);
    const error = await failure(posting.promise);
    // Never retried (see the README): however long the clock then runs, fetch was called once.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(1);
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The contact webhook did not answer within 20 ms');
    expect(error.webhook).toBe('contact');
    const sent = fake.calls[0]?.init.signal;
    expect(sent?.aborted).toBe(true);
    // The cause is what the aborted fetch rejected with.
    expect(error.cause).toBe(sent?.reason);
  });

  it('times out a fetch that ignores the signal and never settles', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const deaf = (_url: string, init: RequestInit) => {
      seen = init.signal ?? undefined;
      return never<Response>();
    };
    const posting = track(
      postWebhook(call, { url: 'https://x.example', fetch: deaf, timeoutMs: 20 }),
    );
    await vi.advanceTimersByTimeAsync(20);
    expect(posting.settled()).toBe(true);
    const error = await failure(posting.promise);
    expect(error.code).toBe('timeout');
    expect(seen?.aborted).toBe(true);
    // The deaf fetch still holds its signal; nothing of this exchange stays attached to it.
    expect(seen && getEventListeners(seen, 'abort')).toHaveLength(0);
  });

  it('aborts a fetch that ignores the signal when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = postWebhook(call, {
      url: 'https://x.example',
      fetch: () => never(),
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).code).toBe('aborted');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 0, -5, 2 ** 31])(
    'refuses timeoutMs %s with a RangeError before calling fetch',
    async (timeoutMs) => {
      const fake = fakeFetch(() => new Response(''));
      await expect(
        postWebhook(call, { url: 'https://x.example', fetch: fake.fetch, timeoutMs }),
      ).rejects.toThrow(RangeError);
      expect(fake.calls).toHaveLength(0);
    },
  );

  it('times out while the answer is being read, too', async () => {
    vi.useFakeTimers();
    const fake = fakeFetch(() => new Response('slow'));
    const posting = track(
      postWebhook(
        { ...call, read: () => never() },
        { url: 'https://x.example', fetch: fake.fetch, timeoutMs: 20 },
      ),
    );
    await vi.advanceTimersByTimeAsync(19);
    expect(posting.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(posting.settled()).toBe(true);
    const error = await failure(posting.promise);
    expect(error.code).toBe('timeout');
  });

  it('rejects with aborted, without calling fetch, when the signal has already fired', async () => {
    const fake = fakeFetch(() => new Response(''));
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    const error = await failure(
      postWebhook(call, { url: 'https://x.example', fetch: fake.fetch, signal: controller.signal }),
    );
    expect(error.code).toBe('aborted');
    expect(error.cause).toBe(controller.signal.reason);
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects with aborted when the signal fires mid-request', async () => {
    const fake = fakeFetch(() => never());
    const controller = new AbortController();
    const pending = postWebhook(call, {
      url: 'https://x.example',
      fetch: fake.fetch,
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).code).toBe('aborted');
  });

  it('reports a non-2xx status with the server message', async () => {
    const fake = fakeFetch(
      () =>
        new Response('{"message":"Quota exceeded."}', {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await failure(postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }));
    expect(error).toMatchObject({
      code: 'http-status',
      status: 429,
      serverMessage: 'Quota exceeded',
    });
    expect(error.message).toBe('The contact webhook answered 429: Quota exceeded');
  });

  it('reports a status whose body cannot be read with an empty message', async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const fake = fakeFetch(() => new Response(body, { status: 500 }));
    const error = await failure(postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }));
    expect(error).toMatchObject({ code: 'http-status', status: 500, serverMessage: '' });
    expect(error.message).toBe('The contact webhook answered 500');
  });

  it('reports a failure to read a 2xx answer as invalid-response', async () => {
    const fake = fakeFetch(() => new Response('ok'));
    const cause = new TypeError('terminated');
    const error = await failure(
      postWebhook(
        { ...call, read: () => Promise.reject(cause) },
        { url: 'https://x.example', fetch: fake.fetch },
      ),
    );
    expect(error).toMatchObject({ code: 'invalid-response', cause });
  });

  it('passes a WebhookError thrown by the reader through unchanged', async () => {
    const fake = fakeFetch(() => new Response('ok'));
    const thrown = new WebhookError('unsafe-redirect', 'no');
    const error = await failure(
      postWebhook(
        { ...call, read: () => Promise.reject(thrown) },
        { url: 'https://x.example', fetch: fake.fetch },
      ),
    );
    expect(error).toBe(thrown);
  });
});

describe('postWebhook messages and bounds', () => {
  const url = 'https://hooks.example/contact';
  const answer: FetchLike = async () => new Response('ok');

  it('says what failed, naming the webhook', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('connection reset');
    };
    expect((await failure(postWebhook(call, { url, fetch: down }))).message).toBe(
      'The contact webhook could not be reached',
    );
    const unreadable = {
      ...call,
      read: async () => {
        throw new SyntaxError('bad body');
      },
    };
    expect((await failure(postWebhook(unreadable, { url, fetch: answer }))).message).toBe(
      "The contact webhook's answer could not be read",
    );
    const signal = AbortSignal.abort();
    expect((await failure(postWebhook(call, { url, fetch: answer, signal }))).message).toBe(
      'The contact call was aborted',
    );
  });

  it('takes the longest timeout setTimeout honours, and names the range when refusing one', async () => {
    await expect(
      postWebhook(call, { url, fetch: answer, timeoutMs: 2_147_483_647 }),
    ).resolves.toBeUndefined();
    await expect(postWebhook(call, { url, fetch: answer, timeoutMs: 0 })).rejects.toThrow(
      new RangeError('timeoutMs must be a finite number from 1 to 2147483647, got 0'),
    );
  });
});

describe('postWebhook clean-up', () => {
  const url = 'https://hooks.example/contact';

  // A caller may pass one long-lived signal (a page's) to many posts: each must take its
  // listener and its timeout away with it, whichever way it ends.
  it.each([
    ['answered', () => new Response('ok')],
    ['refused', () => new Response('no', { status: 503 })],
    [
      'unreachable',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ] as const)(
    'leaves no timer and no listener on the caller’s signal once %s',
    async (_, respond) => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const fake = fakeFetch(respond);
      await postWebhook(call, { url, fetch: fake.fetch, signal: controller.signal }).catch(
        () => undefined,
      );
      expect(vi.getTimerCount()).toBe(0);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      // An abort after the exchange reaches nothing: the request it would cancel is over.
      controller.abort();
      expect(fake.calls[0]?.init.signal?.aborted).toBe(false);
    },
  );

  it('leaves no listener on the signal it gave fetch once the exchange is over', async () => {
    let seen: AbortSignal | undefined;
    // Unlike the fake, this fetch adds no listener of its own, so any left is postWebhook's.
    const quiet: FetchLike = async (_url, init) => {
      seen = init.signal ?? undefined;
      return new Response('ok');
    };
    await postWebhook(call, { url, fetch: quiet });
    expect(seen?.aborted).toBe(false);
    expect(seen && getEventListeners(seen, 'abort')).toHaveLength(0);
  });

  it('ends as aborted when the caller aborts as the answer is being read, even if the reader finishes', async () => {
    const controller = new AbortController();
    const read = async () => {
      controller.abort(new Error('left the page'));
      return 'read anyway';
    };
    const error = await failure(
      postWebhook(
        { ...call, read },
        { url, fetch: fakeFetch(() => new Response('ok')).fetch, signal: controller.signal },
      ),
    );
    expect(error).toMatchObject({ code: 'aborted', cause: controller.signal.reason });
  });
});

/** A body of `chunks` chunks that records how far it was read and whether it was cancelled. */
function countedBody(chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += 1;
      if (seen.pulled > chunks) controller.close();
      else controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

/**
 * A body that never ends: a chunk every `gapMs`, or none at all when `gapMs` is undefined. Its
 * `cancel` never settles either, as a hostile source's might not.
 */
function endlessBody(gapMs?: number) {
  const seen = { pulls: 0, chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // The stream pulls once when it is made, then, with the default high-water mark of one
      // chunk, again only after a reader has taken the chunk before: a second pull is a reader
      // coming back for more.
      seen.pulls += 1;
      if (gapMs === undefined) return new Promise<void>(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      seen.chunks += 1;
      controller.enqueue(new Uint8Array(64));
    },
    cancel() {
      seen.cancelled = true;
      return new Promise<void>(() => undefined);
    },
  });
  return { body, seen };
}

describe('ignoreBody', () => {
  it('reads the body of a 2xx to its end instead of cancelling it', async () => {
    const { body, seen } = countedBody(3);
    const fake = fakeFetch(() => new Response(body));
    await expect(
      postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }),
    ).resolves.toBeUndefined();
    // Three chunks and the pull that found the end.
    expect(seen).toEqual({ pulled: 4, cancelled: false });
    expect(fake.calls[0]?.init.signal?.aborted).toBe(false);
  });

  it.each([
    ['a trickle', 10],
    ['silence', undefined],
  ])(
    'stops reading a 2xx body that never ends (%s) at the timeout, and the call still succeeds',
    async (_, gapMs) => {
      // The trickle's gaps and the timeout run on the same fake clock.
      vi.useFakeTimers();
      const { body, seen } = endlessBody(gapMs);
      const fake = fakeFetch(() => new Response(body));
      const posting = track(
        postWebhook(call, { url: 'https://x.example', fetch: fake.fetch, timeoutMs: 300 }),
      );
      await vi.advanceTimersByTimeAsync(299);
      expect(posting.settled()).toBe(false);
      // The trickle was being read: the reader took each chunk and came back for the next, one
      // every gap (and the pull made with the stream). Silence is pulled once and waited on.
      expect(seen.pulls).toBe(gapMs === undefined ? 1 : Math.floor(299 / gapMs) + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(posting.settled()).toBe(true);
      await expect(posting.promise).resolves.toBeUndefined();
      // (This fake fetch ignores the abort, so its body is not ended by it; a real fetch's is, see
      // the loopback tests below.)
      expect(fake.calls[0]?.init.signal?.aborted).toBe(true);
    },
  );

  it('rejects as aborted when the caller aborts while the body is read', async () => {
    const controller = new AbortController();
    const { body, seen } = endlessBody(10);
    const fake = fakeFetch(() => new Response(body));
    const pending = postWebhook(call, {
      url: 'https://x.example',
      fetch: fake.fetch,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(seen.chunks).toBeGreaterThan(0));
    controller.abort(new Error('left the page'));
    const error = await failure(pending);
    expect(error).toMatchObject({ code: 'aborted', cause: controller.signal.reason });
  });

  it('takes a 2xx body that breaks off as the success the status says', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('terminated'));
        else controller.enqueue(new Uint8Array(8));
        sent = true;
      },
    });
    const fake = fakeFetch(() => new Response(body));
    await expect(
      postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }),
    ).resolves.toBeUndefined();
  });

  it('takes a 2xx whose body a fetch wrapper has already read', async () => {
    const reading: FetchLike = async () => {
      const response = new Response('ok');
      await response.text();
      return response;
    };
    await expect(
      postWebhook(call, { url: 'https://x.example', fetch: reading }),
    ).resolves.toBeUndefined();
  });

  it('takes an answer without a body, such as a 204', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(
      postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }),
    ).resolves.toBeUndefined();
  });

  it('still reports a non-2xx answer as http-status, with its message', async () => {
    const fake = fakeFetch(() => new Response('Quota exceeded', { status: 429 }));
    const error = await failure(postWebhook(call, { url: 'https://x.example', fetch: fake.fetch }));
    expect(error).toMatchObject({ code: 'http-status', serverMessage: 'Quota exceeded' });
  });
});

describe('drainBody', () => {
  it('ends at once for an answer without a body, the signal fired or not', async () => {
    const signal = new AbortController().signal;
    await expect(drainBody(new Response(null, { status: 204 }), signal)).resolves.toBeUndefined();
    // There is no body to cancel either.
    await expect(
      drainBody(new Response(null, { status: 204 }), AbortSignal.abort()),
    ).resolves.toBeUndefined();
  });

  it('reads nothing of a body when the signal has already fired, and cancels it', async () => {
    const { body, seen } = endlessBody(10);
    await drainBody(new Response(body), AbortSignal.abort());
    expect(seen).toEqual({ pulls: 0, chunks: 0, cancelled: true });
  });

  it('leaves a body someone else is reading alone', async () => {
    const { body, seen } = countedBody(1);
    const response = new Response(body);
    const reader = response.body?.getReader();
    await expect(drainBody(response, new AbortController().signal)).resolves.toBeUndefined();
    expect(seen.cancelled).toBe(false);
    expect((await reader?.read())?.done).toBe(false);
  });

  it("reads a body to its end through the browser's own consumer", async () => {
    const { body, seen } = countedBody(2);
    const response = new Response(body);
    await drainBody(response, new AbortController().signal);
    expect(seen).toEqual({ pulled: 3, cancelled: false });
    expect(response.bodyUsed).toBe(true);
  });

  it('takes its listener off the signal whichever way it ends', async () => {
    const controller = new AbortController();
    await drainBody(new Response(countedBody(2).body), controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const endless = endlessBody(5);
    const draining = drainBody(new Response(endless.body), controller.signal);
    controller.abort();
    await draining;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

/** The real fetch, and a promise kept once it has the answer's head. */
function fetchTellingHead(): { fetch: FetchLike; head: Promise<void> } {
  let headed: () => void = () => undefined;
  const head = new Promise<void>((resolve) => {
    headed = resolve;
  });
  const fetchImpl: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    headed();
    return response;
  };
  return { fetch: fetchImpl, head };
}

/** One turn of the event loop: what a call does without waiting for the network is done by then. */
const oneTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ignoreBody over loopback HTTP, with the real fetch', () => {
  it('reads the answer to its end: the server finishes sending it, and the call waits for it', async () => {
    let finished: Promise<boolean> = Promise.resolve(false);
    let answer: ServerResponse | undefined;
    const server = await startAnswerServer((request, response) => {
      request.resume();
      finished = new Promise((resolve) => {
        response.on('close', () => resolve(response.writableFinished));
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"ok":');
      answer = response;
    });
    const real = fetchTellingHead();
    // A timeout no test run reaches: the server's end, not a clock, decides here.
    const posting = track(
      postWebhook(call, { url: server.url, fetch: real.fetch, timeoutMs: 60_000 }),
    );
    await real.head;
    await oneTurn();
    // A call that cancelled the body, or left it unread, would have ended with the head.
    expect(posting.settled()).toBe(false);
    answer?.end('true}');
    await expect(posting.promise).resolves.toBeUndefined();
    expect(await finished).toBe(true);
  });

  it('gives up on an endless answer at the timeout, hanging up, and still succeeds', async () => {
    let hungUp: Promise<boolean> = Promise.resolve(false);
    const server = await startAnswerServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('still going\n'), 20);
      hungUp = new Promise((resolve) => {
        response.on('close', () => {
          clearInterval(timer);
          resolve(!response.writableFinished);
        });
      });
    });
    // The timeout runs on the test's clock, the sockets and the server's writes on real time: the
    // timeout bites once the head is in and the body is being read, however late the head came.
    // (CI once saw the head come after a real 300 ms timeout, and the call fail with `timeout`.)
    fakeClientClock();
    const real = fetchTellingHead();
    const posting = track(
      postWebhook(call, { url: server.url, fetch: real.fetch, timeoutMs: 300 }),
    );
    await real.head;
    await oneTurn();
    await vi.advanceTimersByTimeAsync(299);
    expect(posting.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(posting.promise).resolves.toBeUndefined();
    expect(await hungUp).toBe(true);
  });
});
