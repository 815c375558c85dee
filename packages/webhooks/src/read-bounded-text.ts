/** What {@link readBoundedText} read. */
export type BoundedText =
  | { kind: 'complete'; text: string }
  /** The body was longer than the limit; `text` holds its start, decoded leniently. */
  | { kind: 'truncated'; text: string };

/**
 * Reads at most `maxBytes` of a response body as UTF-8 and cancels the rest, so that a hostile or
 * broken server cannot make the browser buffer an unbounded body.
 *
 * @throws TypeError when a complete body is not valid UTF-8, or the stream fails mid-way.
 */
export async function readBoundedText(response: Response, maxBytes: number): Promise<BoundedText> {
  if (response.body === null) return { kind: 'complete', text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      const head = concat(chunks, size).subarray(0, maxBytes);
      return { kind: 'truncated', text: new TextDecoder().decode(head) };
    }
  }
  return {
    kind: 'complete',
    text: new TextDecoder('utf-8', { fatal: true }).decode(concat(chunks, size)),
  };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
