import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { decideCors, receiverPreflight } from './cors';

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

describe('receiverPreflight', () => {
  it('grants the methods and headers the webhook clients and the test controls use', () => {
    expect(receiverPreflight).toEqual({
      methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      headers: ['content-type', 'accept'],
    });
  });
});
