import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { decideCors, preflightHeaders } from './cors';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('decideCors', () => {
  const allowed = ['http://127.0.0.1:5173'];

  it('lets requests without an Origin through untouched', () => {
    expect(decideCors(request({}), allowed)).toEqual({ kind: 'no-origin' });
  });

  it('echoes an allowed origin and varies on it', () => {
    expect(decideCors(request({ origin: 'http://127.0.0.1:5173' }), allowed)).toEqual({
      kind: 'allowed',
      headers: { 'access-control-allow-origin': 'http://127.0.0.1:5173', vary: 'Origin' },
    });
  });

  it('refuses any other origin, unless "*" is allowed', () => {
    expect(decideCors(request({ origin: 'https://evil.example' }), allowed)).toEqual({
      kind: 'refused',
      origin: 'https://evil.example',
    });
    expect(decideCors(request({ origin: 'https://any.example' }), ['*']).kind).toBe('allowed');
  });
});

describe('preflightHeaders', () => {
  it('allows the methods and headers the clients use, and private network access when asked', () => {
    expect(preflightHeaders(request({}))).toEqual({
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'content-type, accept',
      'access-control-max-age': '600',
    });
    expect(
      preflightHeaders(request({ 'access-control-request-private-network': 'true' })),
    ).toMatchObject({
      'access-control-allow-private-network': 'true',
    });
  });
});
