import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonReply } from '../test/fake-fetch.ts';
import { createProviderClient } from './create-provider-client.ts';
import { ProviderApiError } from './provider-api-error.ts';

const baseUrl = 'https://provider.test';

describe('createProviderClient', () => {
  it('sends the bearer token on secured operations, to the right URL', async () => {
    const fake = fakeFetch(() => jsonReply(200, { id: 'a1' }));
    const client = createProviderClient({ baseUrl, token: 'key-1', fetch: fake.fetch });

    const { data } = await client.GET('/assistant/{id}', { params: { path: { id: 'a 1' } } });

    expect(data).toEqual({ id: 'a1' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.method).toBe('GET');
    expect(fake.requests[0]?.url).toBe('https://provider.test/assistant/a%201');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer key-1');
  });

  it('sends no token to the one unsecured operation', async () => {
    const fake = fakeFetch(() => jsonReply(200, {}));
    const client = createProviderClient({ baseUrl, token: 'key-1', fetch: fake.fetch });

    await client.POST('/credential/webhook', {
      body: { event: 'x' },
      headers: { Authorization: 'Bearer leak' },
    });

    expect(fake.requests[0]?.url).toBe('https://provider.test/credential/webhook');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.requests[0]?.body).toBe('{"event":"x"}');
  });

  it('keeps each client to its own token and base URL (no shared state)', async () => {
    const fake = fakeFetch(() => jsonReply(200, []));
    const first = createProviderClient({ baseUrl, token: 'first', fetch: fake.fetch });
    const second = createProviderClient({
      baseUrl: 'http://127.0.0.1:8788/',
      token: 'second',
      fetch: fake.fetch,
    });

    await first.GET('/call');
    await second.GET('/call');
    await first.GET('/call');

    expect(fake.requests.map((r) => [r.url, r.headers.get('Authorization')])).toEqual([
      ['https://provider.test/call', 'Bearer first'],
      ['http://127.0.0.1:8788/call', 'Bearer second'],
      ['https://provider.test/call', 'Bearer first'],
    ]);
  });

  it('returns HTTP failures as values, not exceptions', async () => {
    const fake = fakeFetch(() => jsonReply(401, { message: 'A valid bearer token is required.' }));
    const client = createProviderClient({ baseUrl, token: 'wrong', fetch: fake.fetch });

    const { data, error, response } = await client.DELETE('/call/{id}', {
      params: { path: { id: 'c1' } },
      body: {},
    });

    expect(data).toBeUndefined();
    expect(error).toEqual({ message: 'A valid bearer token is required.' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['an empty base URL', { baseUrl: '', token: 'k' }],
    ['a relative base URL', { baseUrl: '/api', token: 'k' }],
    ['a non-HTTP base URL', { baseUrl: 'ftp://provider.test', token: 'k' }],
    ['an empty token', { baseUrl, token: '' }],
    ['a blank token', { baseUrl, token: '  ' }],
  ])('refuses %s with an invalid-options error', (_label, options) => {
    const attempt = () => createProviderClient(options);
    expect(attempt).toThrow(ProviderApiError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'invalid-options' }));
  });
});
