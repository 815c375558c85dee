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
 * as soon as it passes the limit: the caller calls {@link closeLingering}, then answers 413; the
 * rest of the upload is discarded while the client reads the answer. How long the client may
 * take is the server's `requestTimeout` (see {@link loopbackServerOptions}), not this function's.
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
