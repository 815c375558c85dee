import { describe, expect, it } from 'vitest';
import { isWebCall } from './web-call.ts';

describe('isWebCall', () => {
  it('accepts an object with a non-empty id and webCallUrl, whatever else it holds', () => {
    expect(isWebCall({ id: 'c1', webCallUrl: 'https://x.daily.co/r' })).toBe(true);
    expect(
      isWebCall({ id: 'c1', webCallUrl: 'https://x.daily.co/r', status: 'queued', cost: 0 }),
    ).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'call',
      [],
      {},
      { id: 'c1' },
      { webCallUrl: 'https://x.daily.co/r' },
      { id: '', webCallUrl: 'https://x.daily.co/r' },
      { id: 'c1', webCallUrl: '' },
      { id: 1, webCallUrl: 'https://x.daily.co/r' },
    ]) {
      expect(isWebCall(value), JSON.stringify(value)).toBe(false);
    }
  });
});
