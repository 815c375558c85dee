import { describe, expect, it } from 'vitest';
import { failureMessage, httpFailure, parseBody } from './http-failure.ts';

describe('parseBody', () => {
  it('parses JSON and keeps other text as it is', () => {
    expect(parseBody('{"message":"no"}')).toEqual({ message: 'no' });
    expect(parseBody('[1,2]')).toEqual([1, 2]);
    expect(parseBody('Bad Gateway')).toBe('Bad Gateway');
    expect(parseBody('')).toBe('');
  });
});

describe('failureMessage', () => {
  it('prefers the body message', () => {
    expect(failureMessage(400, 'Bad Request', { message: 'assistantId is empty' })).toBe(
      'assistantId is empty',
    );
  });

  it('joins a list of messages', () => {
    expect(failureMessage(400, 'Bad Request', { message: ['a is wrong', 'b is wrong'] })).toBe(
      'a is wrong; b is wrong',
    );
  });

  it('falls back to the error field, then short text, then the status', () => {
    expect(failureMessage(403, 'Forbidden', { error: 'Forbidden' })).toBe('Forbidden');
    expect(failureMessage(502, '', '  Bad Gateway\n')).toBe('Bad Gateway');
    expect(failureMessage(500, 'Internal Server Error', 'x'.repeat(201))).toBe(
      'HTTP 500 Internal Server Error',
    );
    expect(failureMessage(500, '', { message: 42 })).toBe('HTTP 500');
    expect(failureMessage(503, '', { message: [] })).toBe('HTTP 503');
  });
});

describe('httpFailure', () => {
  it('keeps the status and the body beside the message', () => {
    const body = { message: 'A valid bearer token is required.' };
    expect(httpFailure(401, 'Unauthorized', body)).toEqual({
      status: 401,
      message: 'A valid bearer token is required.',
      body,
    });
  });
});
