import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLingering, type LingerBounds, lingerBounds } from './lingering-close.ts';

/** Short bounds, so that each one can be seen to bite within a test. */
const bounds: LingerBounds = { idleMs: 200, totalMs: 1500 };
/**
 * How much earlier than armed a bound may bite by `performance.now()`. Node's timers count from
 * the event loop's clock, read when the loop wakes: a timer armed late in a long turn (or after
 * the process was descheduled on a busy machine) bites that much early. CI saw the total bound
 * bite 43 ms early beside the other suites' builds. Still far from a close at once (0 ms) or on
 * the other bound.
 */
const earlyByLoopClockMs = 100;
/** A bound no test run reaches: with it, a close can only have come from the other causes. */
const never = 600_000;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server that refuses every request with 413 before reading a byte of its body. */
async function startRefusingServer(lingerBounds?: LingerBounds): Promise<{
  port: number;
  /** Milliseconds from the first refusal written to its socket closed, on the server's side. */
  firstClosedAfterMs: Promise<number>;
  /** Whether the server has destroyed the first refused socket (set at once, before 'close'). */
  firstDestroyed: () => boolean;
}> {
  let firstSocket: Socket | undefined;
  let reportClose: (ms: number) => void = () => undefined;
  const firstClosedAfterMs = new Promise<number>((resolve) => {
    reportClose = resolve;
  });
  const server = createServer((request, response) => {
    firstSocket ??= request.socket;
    closeLingering(request, response, lingerBounds);
    response.once('finish', () => {
      const answeredAt = performance.now();
      request.socket.once('close', () => reportClose(performance.now() - answeredAt));
    });
    response.writeHead(413, { 'content-type': 'text/plain' }).end('refused');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    port: (server.address() as AddressInfo).port,
    firstClosedAfterMs,
    firstDestroyed: () => firstSocket?.destroyed === true,
  };
}

/**
 * A raw client that declares a body far larger than it will send. Half-open: the server's FIN
 * after the answer does not end its own side, so it can go on sending, like a client that has
 * not read the answer yet.
 */
function openUpload(port: number): {
  socket: Socket;
  received: () => string;
  /** Kept once the 413's status line has arrived. */
  refused: Promise<void>;
  errors: string[];
  closed: Promise<void>;
} {
  const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  const chunks: Buffer[] = [];
  const errors: string[] = [];
  const received = () => Buffer.concat(chunks).toString('latin1');
  let seeRefusal: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => {
    seeRefusal = resolve;
  });
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (/^HTTP\/1\.1 413 .*\r\n\r\n/s.test(received())) seeRefusal();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 1000000000\r\n\r\n`,
  );
  cleanups.push(() => {
    socket.destroy();
  });
  return { socket, received, refused, errors, closed };
}

/** Writes 16 KiB every 20 ms (ten times within the shortest idle bound here) until stopped. */
function keepSending(socket: Socket): () => void {
  const chunk = Buffer.alloc(16 * 1024, 0x20);
  const pump = setInterval(() => {
    if (!socket.destroyed) socket.write(chunk);
  }, 20);
  cleanups.push(() => clearInterval(pump));
  return () => clearInterval(pump);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closeLingering', () => {
  it('lets a client that keeps sending read the status, and keeps reading while it sends', async () => {
    const { port, firstClosedAfterMs, firstDestroyed } = await startRefusingServer(bounds);
    const upload = openUpload(port);
    const stop = keepSending(upload.socket);
    await upload.refused;
    expect(upload.received()).toMatch(/\r\nconnection: close\r\n/i);
    // fixed wait: that the idle bound does not bite while the client sends is shown by sending for
    // longer than it (two bounds); the idle bound is Node's socket timeout, which only real time
    // moves.
    await sleep(2 * bounds.idleMs);
    expect(upload.errors).toEqual([]);
    expect(firstDestroyed()).toBe(false);
    stop();
    upload.socket.end();
    await upload.closed;
    expect(upload.errors).toEqual([]);
    expect(await firstClosedAfterMs).toBeGreaterThanOrEqual(2 * bounds.idleMs - earlyByLoopClockMs);
  });

  it('closes when the client has finished sending (its FIN)', async () => {
    // Neither bound can bite within the test: the close can only be the FIN's.
    const { port } = await startRefusingServer({ idleMs: never, totalMs: never });
    const upload = openUpload(port);
    const stop = keepSending(upload.socket);
    await upload.refused;
    stop();
    upload.socket.end();
    await upload.closed;
    expect(upload.errors).toEqual([]);
  });

  it("lets Node's own client upload 10 MB the server never reads, and read the 413", async () => {
    const { port, firstClosedAfterMs } = await startRefusingServer();
    const body = Buffer.alloc(10_000_000, 0x20);
    const outcome = await new Promise<{ status: number | undefined; errors: string[] }>(
      (resolve) => {
        const errors: string[] = [];
        let status: number | undefined;
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', agent: false });
        req.on('response', (response) => {
          status = response.statusCode;
          response.resume();
        });
        req.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? ''));
        req.on('close', () => resolve({ status, errors }));
        req.end(body);
      },
    );
    expect(outcome).toEqual({ status: 413, errors: [] });
    // It closed when the client had sent it all and hung up, far within the default bounds.
    expect(await firstClosedAfterMs).toBeLessThan(lingerBounds.totalMs);
    // 10 MB through a loaded machine's loopback: more than vitest's default 5 s, seen in CI.
  }, 30_000);

  it('does not take a stalled event loop for a client that stopped sending', async () => {
    const { port, firstClosedAfterMs } = await startRefusingServer(bounds);
    const upload = openUpload(port);
    const stop = keepSending(upload.socket);
    await upload.refused;
    // A write, then the whole process (server and client) stalls past the idle bound, as on a
    // loaded machine: the server's idle timer is due before its loop reads that write.
    upload.socket.write(Buffer.alloc(16 * 1024, 0x20));
    const stalledUntil = performance.now() + bounds.idleMs + 100;
    while (performance.now() < stalledUntil) {
      // Busy: nothing else runs.
    }
    // fixed wait: the close it must not make would come in the loop's next turns; half a bound
    // of them, the client sending all along.
    await sleep(bounds.idleMs / 2);
    expect(upload.errors).toEqual([]);
    stop();
    upload.socket.end();
    await upload.closed;
    expect(upload.errors).toEqual([]);
    expect(await firstClosedAfterMs).toBeGreaterThanOrEqual(bounds.idleMs);
  });

  it('closes after the idle bound once the client stops sending without hanging up', async () => {
    // The total bound cannot bite within the test: the close can only be the idle bound's.
    const { port, firstClosedAfterMs } = await startRefusingServer({ ...bounds, totalMs: never });
    const upload = openUpload(port);
    upload.socket.write(Buffer.alloc(16 * 1024, 0x20));
    await upload.refused;
    expect(await firstClosedAfterMs).toBeGreaterThanOrEqual(bounds.idleMs - earlyByLoopClockMs);
    expect(upload.errors).toEqual([]);
  });

  it('closes a client that never stops sending at the total bound', async () => {
    // The total bound is a timer on the test's clock; the sockets, the client's sending and the
    // idle bound (a socket timeout, which cannot bite within the test) keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port, firstDestroyed } = await startRefusingServer({
      idleMs: never,
      totalMs: bounds.totalMs,
    });
    const upload = openUpload(port);
    keepSending(upload.socket);
    await upload.refused;
    await vi.advanceTimersByTimeAsync(bounds.totalMs - 1);
    expect(firstDestroyed()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstDestroyed()).toBe(true);
    // The client, still sending, is reset: that is the bound, after it had the answer for long.
    await upload.closed;
  });

  it('waits the default idle bound when given no bounds', async () => {
    // The total bound, on the test's clock, stands still: the close can only be the idle bound's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port, firstClosedAfterMs } = await startRefusingServer();
    const upload = openUpload(port);
    upload.socket.write(Buffer.alloc(1024, 0x20));
    expect(await firstClosedAfterMs).toBeGreaterThanOrEqual(
      lingerBounds.idleMs - earlyByLoopClockMs,
    );
  });

  it('closes at the default total bound when given no bounds', async () => {
    // As at the total bound above: the client sends far more often than the default idle bound.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port, firstDestroyed } = await startRefusingServer();
    const upload = openUpload(port);
    keepSending(upload.socket);
    await upload.refused;
    await vi.advanceTimersByTimeAsync(lingerBounds.totalMs - 1);
    expect(firstDestroyed()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstDestroyed()).toBe(true);
  });

  it('closes at once when the request was already read to its end', async () => {
    // Neither bound can bite within the test: lingering would outlast it.
    const { port, firstClosedAfterMs } = await startRefusingServer({
      idleMs: never,
      totalMs: never,
    });
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    cleanups.push(() => {
      socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.write(`GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await firstClosedAfterMs;
  });
});
