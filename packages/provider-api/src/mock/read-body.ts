import type { IncomingMessage } from 'node:http';

/** A request body as read from the socket. */
export type BodyRead =
  | { readonly kind: 'read'; readonly bytes: Buffer }
  /** The body went past the limit; it was drained but not kept. */
  | { readonly kind: 'too-large' };

/** Reads a whole request body, keeping at most `limitBytes`. */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<BodyRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early would destroy the socket before the 413 reply could be sent, so an
  // oversized body is drained to the end and dropped.
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size <= limitBytes) chunks.push(bytes);
  }
  return size > limitBytes ? { kind: 'too-large' } : { kind: 'read', bytes: Buffer.concat(chunks) };
}
