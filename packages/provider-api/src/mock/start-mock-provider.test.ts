import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderApiError } from '../provider-api-error.ts';
import { type MockProvider, startMockProvider } from './start-mock-provider.ts';

const token = 'pk_test';
const siteOrigin = 'http://127.0.0.1:5173';
const started: MockProvider[] = [];
// Most tests share one provider: each start compiles the document's schemas again.
let shared: MockProvider;

/** Starts a provider of its own, for a test that needs other options or closes it. */
async function startOwn(options: Partial<Parameters<typeof startMockProvider>[0]> = {}) {
  const provider = await startMockProvider({ token, allowedOrigins: [siteOrigin], ...options });
  started.push(provider);
  return provider;
}

beforeAll(async () => {
  shared = await startMockProvider({ token, allowedOrigins: [siteOrigin] });
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((provider) => provider.close()));
});

afterAll(async () => {
  await shared.close();
});

const auth = { Authorization: `Bearer ${token}` };
const json = { ...auth, 'Content-Type': 'application/json' };

describe('startMockProvider', () => {
  it('listens on 127.0.0.1 on a free port by default', async () => {
    const provider = await startOwn();
    expect(provider.port).toBeGreaterThan(0);
    expect(provider.url).toBe(`http://127.0.0.1:${provider.port}`);
  });

  it('creates a web call with a Daily-style room URL', async () => {
    const provider = shared;
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ assistantId: 'asst-1' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const call = (await response.json()) as { id: string; webCallUrl: string };
    expect(call.webCallUrl).toBe(`https://mock-provider.daily.co/${call.id}`);
  });

  it('gives every call its own id', async () => {
    const provider = shared;
    const post = () =>
      fetch(`${provider.url}/call/web`, { method: 'POST', headers: json, body: '{"squadId":"s"}' })
        .then((r) => r.json())
        .then((call: { id: string }) => call.id);
    const ids = await Promise.all([post(), post(), post()]);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['no Authorization header', {}],
    ['another token', { Authorization: 'Bearer pk_other' }],
    ['another scheme', { Authorization: `Basic ${token}` }],
  ])('answers 401 to %s', async (_label, headers) => {
    const provider = shared;
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"assistantId":"a"}',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'A valid bearer token is required.',
    });
  });

  it.each([
    ['a missing body', undefined, 'application/json', 'A application/json body is required.'],
    ['broken JSON', '{"assistantId":', 'application/json', 'The body is not valid JSON.'],
    ['another media type', 'assistantId=a', 'text/plain', 'The body must be application/json.'],
  ])('answers 400 to %s', async (_label, body, contentType, message) => {
    const provider = shared;
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message });
  });

  it('answers 400 with every problem to a body that breaks the schema', async () => {
    const provider = shared;
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ assistantId: 7, callerId: 'x' }),
    });
    expect(response.status).toBe(400);
    // The provider's shape: one text per problem in `message`.
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['property callerId should not exist', 'assistantId must be string'],
    });
  });

  it('answers 413 to a body over 1 MiB, and stays up', async () => {
    const provider = shared;
    const big = JSON.stringify({ assistantId: 'a'.repeat(1024 * 1024) });
    const response = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: big,
    });
    expect(response.status).toBe(413);
    const next = await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: '{"assistantId":"a"}',
    });
    expect(next.status).toBe(201);
  });

  it('answers 404 to unknown paths and 405 with Allow to unknown methods', async () => {
    const provider = shared;
    const missing = await fetch(`${provider.url}/calls`, { headers: auth });
    expect(missing.status).toBe(404);
    const wrongMethod = await fetch(`${provider.url}/call`, { method: 'PUT', headers: auth });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
  });

  it('answers the smallest reply the document allows, with the id of the path', async () => {
    const provider = shared;
    // GET /assistant/{id} takes no query, so its query string is ignored, as there.
    const response = await fetch(`${provider.url}/assistant/a%201?limit=5`, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 'a 1',
      orgId: 'x',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('refuses a query that breaks the parameters, before reading the body', async () => {
    const provider = shared;
    const response = await fetch(`${provider.url}/v2/call?limit=many&sortOrder=DESC`, {
      headers: auth,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: ['query.limit must be number'] });
  });

  it('takes form data on POST /file and refuses JSON there', async () => {
    const provider = shared;
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const upload = await fetch(`${provider.url}/file`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(upload.status).toBe(201);
    const asJson = await fetch(`${provider.url}/file`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(asJson.status).toBe(400);
    const broken = await fetch(`${provider.url}/file`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(broken.status).toBe(400);
  });

  it('answers a dropped operation 404 in the words of the provider, token or not', async () => {
    const provider = shared;
    // POST /credential/webhook was the one unsecured operation; the provider has dropped it.
    const response = await fetch(`${provider.url}/credential/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot POST /credential/webhook',
    });
  });

  describe('CORS', () => {
    const preflight = (url: string, origin: string, extra: Record<string, string> = {}) =>
      fetch(`${url}/call/web`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
          ...extra,
        },
      });

    it('answers preflights from allowed origins for Authorization and Content-Type', async () => {
      const provider = shared;
      const response = await preflight(provider.url, siteOrigin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(response.headers.get('access-control-allow-methods')).toBe('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type',
      );
      expect(response.headers.get('vary')).toBe('Origin');
      expect(response.headers.has('access-control-allow-private-network')).toBe(false);
    });

    it('allows private-network access when Chrome asks for it', async () => {
      const provider = shared;
      const response = await preflight(provider.url, siteOrigin, {
        'Access-Control-Request-Private-Network': 'true',
      });
      expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    });

    it('refuses preflights from other origins', async () => {
      const provider = shared;
      const response = await preflight(provider.url, 'http://evil.test');
      expect(response.status).toBe(403);
      expect(response.headers.has('access-control-allow-origin')).toBe(false);
    });

    it('marks replies to allowed origins readable, errors included', async () => {
      const provider = shared;
      const created = await fetch(`${provider.url}/call/web`, {
        method: 'POST',
        headers: { ...json, Origin: siteOrigin },
        body: '{"assistantId":"a"}',
      });
      expect(created.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      const refused = await fetch(`${provider.url}/call/web`, {
        method: 'POST',
        headers: { Origin: siteOrigin },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      const other = await fetch(`${provider.url}/call/web`, {
        method: 'POST',
        headers: { ...json, Origin: 'http://evil.test' },
        body: '{"assistantId":"a"}',
      });
      expect(other.headers.has('access-control-allow-origin')).toBe(false);
    });

    it('normalises allowed origins given with a trailing slash', async () => {
      const provider = await startOwn({ allowedOrigins: [`${siteOrigin}/`] });
      const response = await preflight(provider.url, siteOrigin);
      expect(response.status).toBe(204);
    });
  });

  it('reports each request to the logger', async () => {
    const logger = { info: vi.fn(), error: vi.fn() };
    const provider = await startOwn({ logger });
    await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: '{"assistantId":"a"}',
    });
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalledWith('POST /call/web -> 201'));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('closes with keep-alive connections open, and a second close does nothing', async () => {
    const provider = await startOwn();
    await fetch(`${provider.url}/call/web`, {
      method: 'POST',
      headers: json,
      body: '{"assistantId":"a"}',
    });
    await provider.close();
    await provider.close();
    await expect(fetch(`${provider.url}/call/web`, { method: 'POST' })).rejects.toThrow();
  });

  it('fails with listen-failed, keeping the cause, when the port is taken', async () => {
    const first = shared;
    const failure = await startMockProvider({ token, port: first.port }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderApiError);
    expect(failure).toMatchObject({ code: 'listen-failed', cause: { code: 'EADDRINUSE' } });
  });

  it.each([
    ['an empty token', { token: '' }],
    ['a negative port', { token, port: -1 }],
    ['a fractional port', { token, port: 80.5 }],
    ['an origin that is not one', { token, allowedOrigins: ['localhost:5173'] }],
    ['an opaque origin', { token, allowedOrigins: ['data:text/plain,x'] }],
  ])('refuses %s with invalid-options', async (_label, options) => {
    await expect(startMockProvider(options)).rejects.toMatchObject({
      name: 'ProviderApiError',
      code: 'invalid-options',
    });
  });
});
