import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLingering } from './lingering-close.ts';
import { type BodyRead, readBody } from './read-body.ts';

const limitBytes = 16;
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * A server that reads each body with `readBody`, reports what it got, and answers an oversized
 * one with a 413 the way the services do.
 */
async function startServer(): Promise<{ port: number; reads: Promise<BodyRead>[] }> {
  const reads: Promise<BodyRead>[] = [];
  const server = createServer((request, response) => {
    const read = readBody(request, limitBytes);
    reads.push(read);
    void read.then((body) => {
      if (body.kind === 'too-large') {
        closeLingering(request, response);
        response.writeHead(413).end('too large');
      } else if (body.kind === 'complete') {
        response.end(body.bytes);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, reads };
}

/** Sends `chunks` one by one (chunked unless `headers` declares a length) and reads the answer. */
function send(
  port: number,
  chunks: readonly string[],
  headers: Record<string, string> = {},
): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', headers });
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readBody', () => {
  it('reads a body within the limit, however it is split', async () => {
    const { port, reads } = await startServer();
    const reply = await send(port, ['{"a":', '1}']);
    expect(reply).toEqual({ status: 200, text: '{"a":1}' });
    const body = await reads[0];
    expect(body?.kind === 'complete' && body.bytes.toString('utf8')).toBe('{"a":1}');
  });

  it('reads an empty body', async () => {
    const { port, reads } = await startServer();
    await send(port, []);
    const body = await reads[0];
    expect(body?.kind === 'complete' && body.bytes.length).toBe(0);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const { port, reads } = await startServer();
    const body = 'x'.repeat(limitBytes + 1);
    const reply = await send(port, [body], { 'Content-Length': String(body.length) });
    expect(reply).toEqual({ status: 413, text: 'too large' });
    expect(await reads[0]).toEqual({ kind: 'too-large' });
  });

  it('stops a streamed body as soon as it passes the limit; the client still reads the 413', async () => {
    const { port, reads } = await startServer();
    const chunks = Array.from({ length: 64 }, () => 'y'.repeat(1024));
    const reply = await send(port, chunks);
    expect(reply.status).toBe(413);
    expect(await reads[0]).toEqual({ kind: 'too-large' });
  });

  it('says aborted when the client goes away mid-body', async () => {
    const { port, reads } = await startServer();
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST' });
    req.on('error', () => undefined);
    req.write('{"partial":');
    await expect.poll(() => reads.length).toBe(1);
    req.destroy();
    expect(await reads[0]).toEqual({ kind: 'aborted' });
  });
});
