import type { IncomingMessage } from 'node:http';

/** What {@link readBody} got from the client. */
export type BodyRead =
  | { kind: 'complete'; bytes: Buffer }
  /** More than the limit was declared or sent; reading stopped at the limit. */
  | { kind: 'too-large' }
  /** The client went away before the body ended. */
  | { kind: 'aborted' };

/**
 * Reads a request body of at most `maxBytes`, without ever holding more than that in memory. A
 * declared `Content-Length` over the limit is refused before a byte is read.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes)
    return Promise.resolve({ kind: 'too-large' });

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
      if (size > maxBytes) finish({ kind: 'too-large' });
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
