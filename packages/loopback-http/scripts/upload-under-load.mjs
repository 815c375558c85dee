// Large uploads to a local service while every core is busy: what the services' refusal tests and
// the repository's `pnpm bench:refusals` measure. Plain JavaScript on Node's own modules (no build
// step), so the tests (TypeScript, through vitest) and the benchmark (plain node) share it.
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The error codes of a connection the server reset: what the client gets instead of an answer. */
const resetCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Runs `task` while one worker thread per core spins, and stops the workers however it ends.
 * The issue saw the reset with the CPU loaded, where every step of client and server runs late;
 * the load puts the services' close through that case.
 *
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withEveryCoreBusy(task) {
  const workers = Array.from(
    { length: availableParallelism() },
    () => new Worker('for (;;) {}', { eval: true }),
  );
  try {
    await Promise.all(
      workers.map((worker) => new Promise((resolve) => worker.once('online', resolve))),
    );
    return await task();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Uploads `body` once on a connection of its own and says how the exchange ended, once the
 * connection is gone: `answered` when the answer was read to its end and nothing was reset (with
 * its status and `Connection` header), `reset` when the client saw ECONNRESET or EPIPE at any
 * point (the failure; `answerRead` says whether the answer had been read to its end
 * first), `failed` for anything else, no end within `timeoutMs` included. `framing` chooses a
 * declared `Content-Length` (refused before a byte is read) or a chunked body (refused once past
 * the limit). `method` defaults to POST.
 *
 * @param {string} url
 * @param {{ body: Uint8Array, framing: 'content-length' | 'chunked', method?: string, headers?: Record<string, string>, timeoutMs?: number }} options
 * @returns {Promise<{ kind: 'answered', status: number, connection: string | undefined } | { kind: 'reset', code: string, answerRead: boolean } | { kind: 'failed', detail: string }>}
 */
export function uploadOnce(
  url,
  { body, framing, method = 'POST', headers = {}, timeoutMs = 30_000 },
) {
  return new Promise((resolve) => {
    const framingHeader =
      framing === 'chunked'
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(body.byteLength) };
    // agent: false: a fresh connection each time, so no upload inherits another's socket.
    const req = request(url, {
      method,
      agent: false,
      headers: { ...headers, ...framingHeader },
    });
    let status;
    let connection;
    let answerRead = false;
    let resetCode;
    let otherError;
    const deadline = setTimeout(() => {
      otherError ??= `no end within ${timeoutMs} ms`;
      req.destroy();
    }, timeoutMs);
    const noteError = (error) => {
      const code = error?.code ?? '';
      if (resetCodes.has(code)) resetCode ??= code;
      else otherError ??= code || String(error);
    };
    req.on('error', noteError);
    req.on('response', (response) => {
      status = response.statusCode;
      connection = response.headers.connection;
      response.on('error', noteError);
      response.on('end', () => {
        answerRead = true;
      });
      response.resume();
    });
    req.on('close', () => {
      clearTimeout(deadline);
      if (resetCode !== undefined) resolve({ kind: 'reset', code: resetCode, answerRead });
      else if (otherError !== undefined) resolve({ kind: 'failed', detail: otherError });
      else if (answerRead && status !== undefined)
        resolve({ kind: 'answered', status, connection });
      else resolve({ kind: 'failed', detail: 'closed before the answer was read' });
    });
    req.end(body);
  });
}

/**
 * Uploads `body` `count` times, one after another, alternating a declared length and a chunked
 * body, and sums the outcomes: `statuses` counts the answers read by status, `resets` the
 * exchanges reset (by code), `answeredThenReset` those of them whose answer had been read first,
 * `failures` lists the rest.
 *
 * @param {string} url
 * @param {{ count: number, body: Uint8Array, headers?: Record<string, string>, timeoutMs?: number }} options
 * @returns {Promise<{ statuses: Record<string, number>, resets: Record<string, number>, answeredThenReset: number, failures: string[], ms: number }>}
 */
export async function uploadRepeatedly(url, { count, body, headers, timeoutMs }) {
  const statuses = {};
  const resets = {};
  const failures = [];
  let answeredThenReset = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const framing = index % 2 === 0 ? 'content-length' : 'chunked';
    const outcome = await uploadOnce(url, { body, framing, headers, timeoutMs });
    if (outcome.kind === 'answered') statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    else if (outcome.kind === 'reset') {
      resets[outcome.code] = (resets[outcome.code] ?? 0) + 1;
      if (outcome.answerRead) answeredThenReset += 1;
    } else failures.push(`${framing}: ${outcome.detail}`);
  }
  return {
    statuses,
    resets,
    answeredThenReset,
    failures,
    ms: Math.round(performance.now() - started),
  };
}
