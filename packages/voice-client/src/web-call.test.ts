import { describe, expect, it, vi } from 'vitest';
import { createWebCallFunction } from './web-call';

const signal = new AbortController().signal;

describe('createWebCallFunction', () => {
  it('posts the body with the bearer token and returns the call', async () => {
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ id: 'c1', webCallUrl: 'https://x.daily.co/r' }), {
          status: 201,
        }),
    );
    const create = createWebCallFunction({
      baseUrl: 'https://api.example.test',
      token: 'pk',
      fetch,
    });
    await expect(create({ assistantId: 'a' }, { signal })).resolves.toEqual({
      data: { id: 'c1', webCallUrl: 'https://x.daily.co/r' },
    });
    await create({ assistantId: 'a' }, { signal });
    const request = fetch.mock.calls[0]?.[0];
    expect(request?.headers.get('authorization')).toBe('Bearer pk');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('returns an HTTP failure as a value', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ message: 'Invalid key' }), { status: 401 });
    const create = createWebCallFunction({
      baseUrl: 'https://api.example.test',
      token: 'pk',
      fetch,
    });
    await expect(create({ assistantId: 'a' }, { signal })).resolves.toMatchObject({
      error: { status: 401, message: 'Invalid key' },
    });
  });

  it('rejects on a network failure or a bad base URL', async () => {
    const fetch = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const create = createWebCallFunction({
      baseUrl: 'https://api.example.test',
      token: 'pk',
      fetch,
    });
    await expect(create({ assistantId: 'a' }, { signal })).rejects.toMatchObject({
      code: 'network',
    });
    const bad = createWebCallFunction({ baseUrl: 'not a url', token: 'pk' });
    await expect(bad({ assistantId: 'a' }, { signal })).rejects.toMatchObject({
      code: 'invalid-options',
    });
  });
});
