import { describe, expect, it } from 'vitest';
import { serializeError } from './serialize-error';

describe('serializeError, as Vapi 2.7.1', () => {
  it('copies an Error and the extra fields Vapi keeps', () => {
    const error = Object.assign(new Error('join failed', { cause: new Error('socket') }), {
      code: 4001,
      reason: 'ejected',
      details: { on: 'join' },
      errorMsg: 'Meeting has ended',
      error: 'exp-room',
    });
    expect(serializeError(error)).toEqual({
      message: 'join failed',
      name: 'Error',
      stack: error.stack,
      code: 4001,
      cause: 'Error: socket',
      reason: 'ejected',
      details: { on: 'join' },
      errorMsg: 'Meeting has ended',
      errorDetail: 'exp-room',
    });
  });

  it('wraps strings, nullish and other values', () => {
    expect(serializeError('plain')).toEqual({ message: 'plain' });
    expect(serializeError(null)).toEqual({ message: 'Unknown error (null or undefined)' });
    expect(serializeError(42)).toEqual({ message: '42' });
  });

  it('takes a plain object’s message, else its error, else its JSON, and keeps its fields', () => {
    expect(serializeError({ error: 'worklet failed' })).toEqual({
      message: 'worklet failed',
      error: 'worklet failed',
    });
    expect(serializeError({ type: 'x' })).toEqual({ message: '{"type":"x"}', type: 'x' });
  });

  it('gives a Daily error event its msg as a string message (Vapi: the error object)', () => {
    const event = {
      errorMsg: 'Connection lost',
      error: { type: 'connection-error', msg: 'Connection lost' },
    };
    expect(serializeError(event)).toEqual({ message: 'Connection lost', ...event });
  });
});
