import { describe, expect, it } from 'vitest';
import { isVoiceClientError, messageOf, VoiceClientError } from './voice-client-error';

describe('VoiceClientError', () => {
  it('keeps its code, stage, name and cause', () => {
    const cause = new TypeError('boom');
    const error = new VoiceClientError('daily-call-join-error', 'failed', {
      cause,
      stage: 'daily-call-join',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('VoiceClientError');
    expect(error.code).toBe('daily-call-join-error');
    expect(error.stage).toBe('daily-call-join');
    expect(error.cause).toBe(cause);
    expect('cause' in new VoiceClientError('cancelled', 'x')).toBe(false);
  });

  it('is recognised by isVoiceClientError, optionally by code', () => {
    const error = new VoiceClientError('cancelled', 'x');
    expect(isVoiceClientError(error)).toBe(true);
    expect(isVoiceClientError(error, 'cancelled')).toBe(true);
    expect(isVoiceClientError(error, 'ejected')).toBe(false);
    expect(isVoiceClientError(new Error('x'))).toBe(false);
  });

  it('messageOf describes any thrown value', () => {
    expect(messageOf(new Error('a'))).toBe('a');
    expect(messageOf('b')).toBe('b');
    expect(messageOf({ c: 1 })).toBe('{"c":1}');
    expect(messageOf(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(messageOf(cyclic)).toBe('[object Object]');
  });
});
