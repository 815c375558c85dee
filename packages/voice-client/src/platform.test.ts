import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileBrowser } from './platform';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isMobileBrowser', () => {
  it('reads the user agent', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' });
    expect(isMobileBrowser()).toBe(true);
    // KaiOS names no device, only `Mobile`.
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
    });
    expect(isMobileBrowser()).toBe(true);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' });
    expect(isMobileBrowser()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    expect(isMobileBrowser()).toBe(false);
  });
});
