import { describe, expect, it } from 'vitest';
import { ProviderApiError } from './provider-api-error.ts';

describe('ProviderApiError', () => {
  it('keeps its code, name, message and cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new ProviderApiError('network', 'The voice provider could not be reached.', {
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderApiError');
    expect(error.code).toBe('network');
    expect(error.message).toBe('The voice provider could not be reached.');
    expect(error.cause).toBe(cause);
  });

  it('has no cause when none is given', () => {
    const error = new ProviderApiError('invalid-options', 'token must not be empty.');
    expect(error.cause).toBeUndefined();
    expect(String(error)).toBe('ProviderApiError: token must not be empty.');
  });
});
