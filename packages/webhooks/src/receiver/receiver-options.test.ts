import { describe, expect, it } from 'vitest';
import { receiverDefaults, resolveReceiverOptions } from './receiver-options';

describe('resolveReceiverOptions', () => {
  it('applies the defaults, allowing the origin of the demo page', () => {
    const resolved = resolveReceiverOptions({});
    expect(resolved).toMatchObject({
      ...receiverDefaults,
      logFile: undefined,
      allowedOrigins: ['http://127.0.0.1:5173'],
    });
  });

  it('falls back to info for a logger without warn and error', () => {
    const lines: string[] = [];
    const { logger } = resolveReceiverOptions({
      logger: { info: (message) => lines.push(message) },
    });
    logger.warn('refused');
    logger.error('failed');
    expect(lines).toEqual(['refused', 'failed']);
  });

  it.each([
    [{ port: 70_000 }, 'port must be an integer from 0 to 65535, got 70000'],
    [{ port: 1.5 }, 'port must be an integer from 0 to 65535, got 1.5'],
    [{ demoUrl: '/demo' }, 'demoUrl must be an absolute http(s) URL, got "/demo"'],
    [
      { demoUrl: 'javascript:alert(1)' },
      'demoUrl must be an absolute http(s) URL, got "javascript:alert(1)"',
    ],
    [{ maxBodyBytes: 0 }, 'maxBodyBytes must be a positive integer, got 0'],
    [{ requestTimeoutMs: -1 }, 'requestTimeoutMs must be a positive integer, got -1'],
  ])('refuses %j', (options, message) => {
    expect(() => resolveReceiverOptions(options)).toThrow(new TypeError(message));
  });
});
