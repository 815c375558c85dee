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

  it.each([
    ['connection-error', 'The connection to the call failed.'],
    ['ejected', 'You were removed from the call.'],
    ['exp-room', 'The call room has expired.'],
    ['exp-token', 'The call token has expired.'],
    ['nbf-room', 'The call room is not available yet.'],
    ['nbf-token', 'The call token is not valid yet.'],
    ['meeting-full', 'The call is full.'],
    ['not-allowed', 'You are not allowed to join this call.'],
    ['no-room', 'The call room does not exist.'],
    ['end-of-life', 'This version of the call library is no longer supported.'],
    ['new-kind', 'The call library reported a fatal error.'],
  ])('says what happened when Daily sends %s without a message of its own', (type, message) => {
    expect(fatalErrorFromDaily({ error: { type } }).message).toBe(message);
  });

  it('takes only its own codes from a type: not a name on the Object prototype, nor a non-string', () => {
    for (const type of ['constructor', 'toString', ['ejected'] as unknown as string]) {
      const error = fatalErrorFromDaily({ error: { type } });
      expect(error.code).toBe('daily-error');
      expect(error.message).toBe('The call library reported a fatal error.');
    }
  });
});
