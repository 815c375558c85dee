import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../test/fixtures';
import { rawExchange, rawPost } from '../../test/raw-http';
import { startTestReceiver } from '../../test/test-receiver';
import { sendContactMessage } from '../send-contact-message';
import { readDeliveryLog } from './delivery-log';
import { startWebhookReceiver } from './start-webhook-receiver';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('startWebhookReceiver', () => {
  it('listens on 127.0.0.1 on an ephemeral port and says so', async () => {
    const { receiver } = await startTestReceiver();
    expect(receiver.url).toBe(`http://127.0.0.1:${receiver.port}`);
    expect(receiver.port).toBeGreaterThan(0);
    const response = await fetch(`${receiver.url}/__health`);
    expect(await response.json()).toMatchObject({ ok: true, webhooks: { verify: '/verify' } });
  });

  it('records an accepted delivery in memory, in the file, and on the terminal', async () => {
    const { receiver, at, logFile, lines } = await startTestReceiver();
    const response = await fetch(
      at('/contact'),
      json({ ...contactMessage(), timestamp: new Date().toISOString() }),
    );
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(response.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(receiver.deliveries().map((d) => d.id)).toEqual([answer.id]);
    expect((await readDeliveryLog(logFile)).deliveries.map((d) => d.id)).toEqual([answer.id]);
    expect(lines).toEqual([
      {
        level: 'info',
        message: expect.stringContaining(
          'contact      Ada Byron <ada@example.com> "Quote request"',
        ),
      },
    ]);
  });

  it.each([
    ['text/plain', '{}', 415, 'unsupported-media-type'],
    ['application/json', '{"firstName":', 400, 'invalid-json'],
    ['application/json', '[1,2]', 422, 'invalid-body'],
    ['application/json', '{"__proto__":{"polluted":true}}', 422, 'invalid-body'],
  ])('refuses %s %j with %i', async (contentType, body, status, code) => {
    const { receiver, at } = await startTestReceiver();
    const response = await fetch(at('/contact'), {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: code, message: expect.any(String) });
    expect(receiver.deliveries()).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { receiver } = await startTestReceiver();
    const exchange = await rawExchange(receiver.port, [
      rawPost(receiver.port, '/contact', new Uint8Array([0x7b, 0xff, 0x7d])),
    ]);
    expect(exchange.status).toBe(400);
    expect(exchange.text).toContain('not valid UTF-8');
  });

  it('refuses a body over the limit, declared or streamed, with 413', async () => {
    const { receiver, at } = await startTestReceiver({ maxBodyBytes: 1024 });
    const declared = await fetch(at('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(5000),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: 'body-too-large',
      message: 'The body is larger than 1024 bytes',
    });

    const streamed = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(at('/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      for (let i = 0; i < 8; i += 1) req.write('y'.repeat(512));
      req.end();
    });
    expect(streamed).toBe(413);
    expect((await fetch(`${receiver.url}/__health`)).status).toBe(200);
  });

  it('answers 404 for unknown paths and 405 with Allow for wrong methods', async () => {
    const { at } = await startTestReceiver();
    const missing = await fetch(at('/nope'));
    expect(missing.status).toBe(404);
    const wrong = await fetch(at('/verify'));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    const control = await fetch(at('/__deliveries'), { method: 'PUT' });
    expect(control.status).toBe(405);
  });

  it('answers CORS for the site origin, and refuses other origins', async () => {
    const { receiver, at } = await startTestReceiver({ allowedOrigins: ['http://127.0.0.1:5173'] });
    const preflight = await fetch(at('/verify'), {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    const allowed = await fetch(at('/verify'), {
      ...json({ name: 'Ada', email: 'ada@example.com', company: 'Acme', address: '' }),
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(await allowed.text()).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/demo\/\?agent=demo-agent&company=Acme$/,
    );

    const refused = await fetch(at('/verify'), {
      ...json({ name: 'Ada', email: 'ada@example.com', company: 'Acme', address: '' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(receiver.deliveries()).toHaveLength(1);
  });

  it('serves the test endpoints: deliveries, clearing and scripted failures', async () => {
    const { at } = await startTestReceiver();
    const scheduled = await fetch(
      at('/__control/failures'),
      json({
        webhook: 'contact',
        failure: { kind: 'status', status: 503, message: 'Nope' },
        times: 2,
      }),
    );
    expect(scheduled.status).toBe(201);
    expect(await scheduled.json()).toEqual({
      scheduled: {
        webhook: 'contact',
        failure: { kind: 'status', status: 503, message: 'Nope' },
        times: 2,
      },
    });
    expect(await (await fetch(at('/__control/failures'))).json()).toEqual({
      failures: [
        {
          webhook: 'contact',
          failure: { kind: 'status', status: 503, message: 'Nope' },
          remaining: 2,
        },
      ],
    });

    for (const expected of [503, 503]) {
      await expect(
        sendContactMessage(contactMessage(), { url: at('/contact') }),
      ).rejects.toMatchObject({ status: expected });
    }
    await sendContactMessage(contactMessage(), { url: at('/contact') });

    const listed = (await (await fetch(at('/__deliveries?webhook=contact'))).json()) as {
      deliveries: unknown[];
    };
    expect(listed.deliveries).toHaveLength(1);
    expect(await (await fetch(at('/__deliveries?webhook=verify'))).json()).toEqual({
      deliveries: [],
    });
    expect((await fetch(at('/__deliveries?webhook=sms'))).status).toBe(400);
    expect(await (await fetch(at('/__deliveries'), { method: 'DELETE' })).json()).toEqual({
      cleared: 1,
    });
    expect(await (await fetch(at('/__deliveries'))).json()).toEqual({ deliveries: [] });

    await fetch(at('/__control/failures'), json({ webhook: 'verify', failure: { kind: 'drop' } }));
    expect(await (await fetch(at('/__control/failures'), { method: 'DELETE' })).json()).toEqual({
      cleared: 1,
    });

    const invalid = await fetch(
      at('/__control/failures'),
      json({ webhook: 'contact', failure: { kind: 'status', status: 200 } }),
    );
    expect(invalid.status).toBe(422);
  });

  it('scopes a plan to the requests that fit its match: three clients side by side take only their own', async () => {
    const { receiver, at } = await startTestReceiver();
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'] as const;
    for (const [email, status] of [
      [emails[0], 503],
      [emails[1], 502],
    ] as const) {
      const scheduled = await fetch(
        at('/__control/failures'),
        json({
          webhook: 'contact',
          failure: { kind: 'status', status },
          times: 2,
          match: { email },
        }),
      );
      expect(scheduled.status).toBe(201);
      expect(await scheduled.json()).toEqual({
        scheduled: {
          webhook: 'contact',
          failure: { kind: 'status', status },
          times: 2,
          match: { email },
        },
      });
    }
    // Interleaved, as tests running at once send them: each gets its own plan's answer, twice,
    // and the third client, with no plan, is delivered every time.
    const outcomes = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) =>
        sendContactMessage(contactMessage({ email: emails[i] }), { url: at('/contact') }).then(
          () => ({ email: emails[i], outcome: 'sent' }),
          (error: { status?: number }) => ({ email: emails[i], outcome: error.status }),
        ),
      ),
    );
    expect(outcomes).toEqual([
      { email: emails[0], outcome: 503 },
      { email: emails[1], outcome: 502 },
      { email: emails[2], outcome: 'sent' },
      { email: emails[0], outcome: 503 },
      { email: emails[1], outcome: 502 },
      { email: emails[2], outcome: 'sent' },
    ]);
    const delivered = receiver.deliveries('contact');
    expect(delivered.map((d) => (d.webhook === 'contact' ? d.body.email : d.webhook))).toEqual([
      emails[2],
      emails[2],
    ]);
    expect(receiver.pendingFailures()).toEqual([]);
  });

  it("clears only the plans a DELETE's webhook and match.<field> filters select", async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({
      webhook: 'verify',
      failure: { kind: 'drop' },
      match: { email: 'a@example.com' },
    });
    receiver.failNext({
      webhook: 'verify',
      failure: { kind: 'drop' },
      match: { email: 'b@example.com' },
    });
    receiver.failNext({
      webhook: 'contact',
      failure: { kind: 'drop' },
      match: { email: 'a@example.com' },
    });
    const clear = async (query: string) => {
      const response = await fetch(at(`/__control/failures${query}`), { method: 'DELETE' });
      return { status: response.status, body: await response.json() };
    };
    expect(await clear('?webhook=sms&match.email=a%40example.com')).toMatchObject({ status: 400 });
    expect(await clear('?webhook=verify&match.email=a%40example.com')).toEqual({
      status: 200,
      body: { cleared: 1 },
    });
    expect(receiver.pendingFailures().map((plan) => [plan.webhook, plan.match?.email])).toEqual([
      ['verify', 'b@example.com'],
      ['contact', 'a@example.com'],
    ]);
    expect(receiver.clearFailures({ match: { email: 'a@example.com' } })).toBe(1);
    expect(await clear('')).toEqual({ status: 200, body: { cleared: 1 } });
    expect(receiver.pendingFailures()).toEqual([]);
  });

  it('refuses a malformed plan given through failNext', async () => {
    const { receiver } = await startTestReceiver();
    expect(() =>
      receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: -1 } }),
    ).toThrow(TypeError);
    expect(receiver.pendingFailures()).toEqual([]);
  });

  it('answers 408 to a client too slow to send its request, and keeps serving', async () => {
    const { receiver } = await startTestReceiver({ requestTimeoutMs: 300 });
    const slow = await rawExchange(
      receiver.port,
      ['POST /contact HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'],
      {
        gapMs: 100,
        waitMs: 3000,
      },
    );
    expect(slow.status).toBe(408);
    expect((await fetch(`${receiver.url}/__health`)).status).toBe(200);
  });

  it('ends pending scripted delays on close, and closes twice safely', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: 60_000 } });
    const pending = sendContactMessage(contactMessage(), { url: at('/contact') }).catch(
      (e: unknown) => e,
    );
    await expect.poll(() => receiver.pendingFailures().length).toBe(0);
    await Promise.all([receiver.close(), receiver.close()]);
    expect(await pending).toMatchObject({ code: 'network' });
    expect(receiver.deliveries()).toEqual([]);
  });

  it('fails to start on a port that is taken', async () => {
    const { receiver } = await startTestReceiver();
    await expect(startWebhookReceiver({ port: receiver.port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
