import { describe, expect, it } from 'vitest';
import { fatalErrorFromDaily } from './fatal-error';

describe('fatalErrorFromDaily', () => {
  it.each([
    'connection-error',
    'ejected',
    'exp-room',
    'exp-token',
    'nbf-room',
    'nbf-token',
    'meeting-full',
    'not-allowed',
    'no-room',
    'end-of-life',
  ])('maps %s to a typed error keeping the event', (type) => {
    const event = { errorMsg: 'raw', error: { type } };
    const error = fatalErrorFromDaily(event);
    expect(error.code).toBe(type);
    expect(error.message).toBe('raw');
    expect(error.cause).toBe(event);
  });

  it('uses the error message first, then a default, and daily-error for unknown types', () => {
    expect(fatalErrorFromDaily({ error: { type: 'ejected', msg: 'Bye' } }).message).toBe('Bye');
    expect(fatalErrorFromDaily({ error: { type: 'meeting-full' } }).message).toBe(
      'The call is full.',
    );
    expect(fatalErrorFromDaily({ errorMsg: 'odd', error: { type: 'new-kind' } }).code).toBe(
      'daily-error',
    );
    expect(fatalErrorFromDaily({}).code).toBe('daily-error');
  });
});
