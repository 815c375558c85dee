import { describe, expect, it } from 'vitest';
import { ProviderApiError } from './provider-api-error';

describe('ProviderApiError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new TypeError('boom');
    const error = new ProviderApiError('network', 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderApiError');
    expect(error.code).toBe('network');
    expect(error.cause).toBe(cause);
  });
});
