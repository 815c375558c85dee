import { describe, expect, it } from 'vitest';
import { VoiceClientError } from './voice-client-error';

describe('VoiceClientError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new TypeError('boom');
    const error = new VoiceClientError('validation-error', 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('VoiceClientError');
    expect(error.code).toBe('validation-error');
    expect(error.cause).toBe(cause);
  });
});
