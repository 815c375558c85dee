import { describe, expect, it } from 'vitest';
import { isWebhookError, WebhookError } from './webhook-error';

describe('WebhookError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new TypeError('boom');
    const error = new WebhookError('timeout', 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WebhookError');
    expect(error.code).toBe('timeout');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('failed');
  });

  it('carries the status, server message and webhook of an http-status failure', () => {
    const error = new WebhookError('http-status', 'failed', {
      webhook: 'verify',
      status: 502,
      serverMessage: 'Bad gateway',
    });
    expect(error).toMatchObject({ webhook: 'verify', status: 502, serverMessage: 'Bad gateway' });
    expect(error.issues).toBeUndefined();
    expect('cause' in error).toBe(false);
  });
});

describe('isWebhookError', () => {
  it('recognises any WebhookError without codes, and only the listed codes with them', () => {
    const error = new WebhookError('network', 'offline');
    expect(isWebhookError(error)).toBe(true);
    expect(isWebhookError(error, 'network', 'timeout')).toBe(true);
    expect(isWebhookError(error, 'http-status')).toBe(false);
    expect(isWebhookError(new Error('network'))).toBe(false);
    expect(isWebhookError({ code: 'network' })).toBe(false);
  });
});
