import type { IncomingMessage } from 'node:http';

/** What {@link readBody} got from the client. */
export type BodyRead =
  /** The whole body, within the limit. */
  | { readonly kind: 'complete'; readonly bytes: Buffer }
  /** More than the limit was declared or sent; reading stopped there and nothing was kept. */
  | { readonly kind: 'too-large' }
  /** The client went away before the body ended. */
  | { readonly kind: 'aborted' };

/**
 * Reads a request body of at most `limitBytes`, never holding more than that in memory. A
 * declared `Content-Length` over the limit is refused before a byte is read, and a streamed body
 * as soon as it passes the limit: the caller answers 413 with `Connection: close`, then calls
 * {@link drainOversized}. How long the client may take is the server's `requestTimeout` (see
 * {@link loopbackServerOptions}), not this function's.
 *
 * @example
 * ```ts
 * const body = await readBody(request, 64 * 1024);
 * if (body.kind === 'complete') JSON.parse(body.bytes.toString('utf8'));
 * ```
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limitBytes) finish({ kind: 'too-large' });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'complete', bytes: Buffer.concat(chunks, size) });
    const onClose = () => finish({ kind: 'aborted' });
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('close', onClose);
    // An 'error' always comes with 'close'; this listener only keeps it from being unhandled.
    request.on('error', () => undefined);
  });
}

/** Grace given to a client still uploading an oversized body before its connection is cut. */
export const oversizedDrainMs = 1000;

/**
 * After a 413 has been sent: discards (never buffers) what the client is still uploading, so it
 * reads the 413 instead of a connection reset, and cuts a client that keeps sending past
 * {@link oversizedDrainMs}. The 413 must carry `Connection: close`: the rest of the body is not
 * worth reading on this connection.
 */
export function drainOversized(request: IncomingMessage): void {
  request.resume();
  const cutOff = setTimeout(() => request.socket.destroy(), oversizedDrainMs);
  cutOff.unref();
  request.socket.once('close', () => clearTimeout(cutOff));
}
