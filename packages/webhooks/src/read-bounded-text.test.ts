import { describe, expect, it } from 'vitest';
import { readBoundedText } from './read-bounded-text';

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readBoundedText', () => {
  it('reads a body of exactly the limit as complete', async () => {
    const body = new TextEncoder().encode('abcd');
    expect(await readBoundedText(new Response(streamOf(body)), 4)).toEqual({
      kind: 'complete',
      text: 'abcd',
    });
  });

  it('reads a body within the limit, across chunks and multi-byte characters', async () => {
    const bytes = new TextEncoder().encode('héllo wörld');
    const response = new Response(streamOf(bytes.subarray(0, 2), bytes.subarray(2)));
    expect(await readBoundedText(response, 100)).toEqual({ kind: 'complete', text: 'héllo wörld' });
  });

  it('reads an empty or absent body as empty text', async () => {
    expect(await readBoundedText(new Response(null), 10)).toEqual({ kind: 'complete', text: '' });
    expect(await readBoundedText(new Response(''), 10)).toEqual({ kind: 'complete', text: '' });
  });

  it('stops at the limit and cancels the rest', async () => {
    let cancelled = false;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(64).fill(0x61));
      },
      cancel() {
        cancelled = true;
      },
    });
    const result = await readBoundedText(new Response(body), 100);
    expect(result).toEqual({ kind: 'truncated', text: 'a'.repeat(100) });
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(5);
  });

  it('throws on a complete body that is not UTF-8', async () => {
    const response = new Response(streamOf(new Uint8Array([0x68, 0xff, 0xfe])));
    await expect(readBoundedText(response, 100)).rejects.toThrow(TypeError);
  });
});
