import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockProviderLogger } from './logger.ts';
import {
  type MockProvider,
  type MockProviderOptions,
  startMockProvider,
} from './start-mock-provider.ts';

const token = 'pk_test';
const started: MockProvider[] = [];

async function start(options: Partial<MockProviderOptions> = {}): Promise<MockProvider> {
  const provider = await startMockProvider({ token, ...options });
  started.push(provider);
  return provider;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((provider) => provider.close()));
});

const json = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

/** Opens a TCP connection, writes `text`, and says how it ended within `waitMs`. */
function idleConnection(
  port: number,
  text: string,
  waitMs: number,
): Promise<{ ending: 'closed' | 'timeout'; received: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve({ ending: 'timeout', received });
    }, waitMs);
    socket.on('connect', () => {
      if (text !== '') socket.write(text);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ ending: 'closed', received });
    });
  });
}

/** A request through node:http, with the `Host` and body of our choosing. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; end?: boolean },
): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode, text: Buffer.concat(parts).toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    if (options.end ?? true) req.end();
  });
}

/** A logger that keeps every line, with the error passed to `error`. */
function capturingLogger() {
  const lines: { level: 'info' | 'error'; message: string; error?: unknown }[] = [];
  const logger: MockProviderLogger = {
    info: (message) => lines.push({ level: 'info', message }),
    error: (message, error) => lines.push({ level: 'error', message, error }),
  };
  return { lines, logger };
}

/** Targets `new URL` throws on or reads as a host; fetch would normalise them, so sent raw. */
const malformedTargets = ['//[', 'http://[/x', '//%/', '//127.0.0.1/call/web', '/x%zz', '*'];

describe('the mock provider, hardened', () => {
  it.each(malformedTargets)('answers 400 to GET %s, and logs no stack', async (target) => {
    const { lines, logger } = capturingLogger();
    const provider = await start({ logger });
    const reply = await idleConnection(
      provider.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${provider.port}\r\nConnection: close\r\n\r\n`,
      3000,
    );
    expect(reply.received).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(reply.received.slice(reply.received.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^The request target /),
    });
    expect(lines).toEqual([{ level: 'info', message: `GET ${target} -> 400` }]);
  });

  it.each([
    [
      'bytes that are not UTF-8',
      Buffer.from([...Buffer.from('{"assistantId":"'), 0xff, 0x22, 0x7d]),
      'The body is not valid UTF-8.',
    ],
    [
      'a number JSON cannot hold',
      Buffer.from('{"assistantId":"a","assistantOverrides":{"maxDurationSeconds":1e309}}'),
      'The body has a number too large to represent (such as 1e309).',
    ],
  ])('answers 400 to %s in a JSON body', async (_label, body, message) => {
    const provider = await start();
    const reply = await send(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      chunks: [body],
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 400 with a JSON error to a deeply nested assistant', async () => {
    const provider = await start();
    const depth = 100_000;
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: `{"assistant":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      message: 'The body nests deeper than 64 levels.',
    });
  });

  it('answers 413 before the end of an upload that never ends', async () => {
    const provider = await start({ maxBodyBytes: 1024 });
    const reply = await send(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      chunks: [Buffer.alloc(64 * 1024, 0x20)],
      end: false,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 413 });
  });

  it('lets a real client read the 413 for a body far over the limit', async () => {
    const provider = await start({ maxBodyBytes: 1024 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const declared = await fetch(`${provider.url}/call/web`, {
        method: 'POST',
        headers: json,
        body: 'x'.repeat(8 * 1024 * 1024),
      });
      expect(declared.status).toBe(413);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const streamed = await send(`${provider.url}/call/web`, {
        method: 'POST',
        headers: json,
        chunks: Array.from({ length: 64 }, () => chunk),
      });
      expect(streamed.status).toBe(413);
    }
    const next = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: '{"assistantId":"a"}',
    });
    expect(next.status).toBe(201);
  });

  it('closes a connection that never sends a byte, and an idle keep-alive one', async () => {
    const provider = await start({ requestTimeoutMs: 300 });
    expect((await idleConnection(provider.port, '', 3000)).ending).toBe('closed');
    // Closed by the mock (its keep-alive timeout is the request timeout here, 300 ms) within ten
    // times that; Node's default of 5 s would end the wait as 'timeout' instead.
    const kept = await idleConnection(
      provider.port,
      `GET /nope HTTP/1.1\r\nHost: 127.0.0.1:${provider.port}\r\n\r\n`,
      3000,
    );
    expect(kept.received).toMatch(/^HTTP\/1\.1 404/);
    expect(kept.ending).toBe('closed');
  });

  it('answers 408 to a client too slow to send its body', async () => {
    const provider = await start({ requestTimeoutMs: 300 });
    const slow = await idleConnection(
      provider.port,
      `POST /call/web HTTP/1.1\r\nHost: 127.0.0.1:${provider.port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      3000,
    );
    expect(slow.received).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.ending).toBe('closed');
  });

  it('answers only to its own loopback host and port (DNS rebinding)', async () => {
    const provider = await start();
    const { port } = provider;
    for (const host of ['attacker.example', `attacker.example:${port}`, '127.0.0.1:1']) {
      const refused = await send(`${provider.url}/nope`, { headers: { host } });
      expect(refused.status, host).toBe(421);
      expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 421 });
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await send(`${provider.url}/nope`, { headers: { host } })).status, host).toBe(404);
    }
  });

  it('refuses limits that are not positive integers', async () => {
    await expect(startMockProvider({ token, requestTimeoutMs: Number.NaN })).rejects.toMatchObject({
      code: 'invalid-options',
    });
    await expect(startMockProvider({ token, maxBodyBytes: 0 })).rejects.toMatchObject({
      code: 'invalid-options',
    });
  });
});
