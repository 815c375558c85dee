import { describe, expect, it } from 'vitest';
import { WebhookError } from './webhook-error';

describe('WebhookError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new TypeError('boom');
    const error = new WebhookError('timeout', 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WebhookError');
    expect(error.code).toBe('timeout');
    expect(error.cause).toBe(cause);
  });
});
