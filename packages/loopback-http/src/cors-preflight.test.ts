import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { preflightHeaders } from './cors-preflight.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('preflightHeaders', () => {
  const grant = { methods: ['GET', 'POST'], headers: ['content-type', 'accept'] };

  it('states the granted methods and headers, and how long the answer may be reused', () => {
    expect(preflightHeaders(request({}), grant)).toEqual({
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type, accept',
      'access-control-max-age': '600',
    });
  });

  it('allows private network access only when Chrome asks for it', () => {
    expect(
      preflightHeaders(request({ 'access-control-request-private-network': 'true' }), grant),
    ).toMatchObject({ 'access-control-allow-private-network': 'true' });
    expect(
      preflightHeaders(request({ 'access-control-request-private-network': 'false' }), grant),
    ).not.toHaveProperty('access-control-allow-private-network');
  });
});
