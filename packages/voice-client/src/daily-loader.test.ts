import { FakeDaily } from '@org/daily-fake';
import { afterEach, describe, expect, it, vi } from 'vitest';

const daily = new FakeDaily();
const createCallObject = vi.fn(daily.createCallObject);
/** daily-js's static `supportedBrowser()`, of which `callSupport()` reads `supported`. */
const supportedBrowser = vi.fn(() => ({ supported: false }));
let loads = 0;

// daily-js's ESM build: `export default DailyIframe`, whose statics `createCallObject` and
// `supportedBrowser` are.
vi.mock('@daily-co/daily-js', () => {
  loads += 1;
  return { default: { createCallObject, supportedBrowser } };
});

afterEach(() => {
  vi.resetModules();
});

describe('daily-js loading', () => {
  it('is not loaded by importing the package, only by loadDaily() or preload()', async () => {
    const entry = await import('./index');
    expect(loads).toBe(0);
    await entry.preload();
    expect(loads).toBe(1);
    // The loader itself is internal: reached through its module, the one the entry loaded.
    const { loadDaily } = await import('./daily-loader');
    const factory = await loadDaily();
    expect(factory({ audioSource: true })).toBe(daily.last);
    expect(createCallObject).toHaveBeenCalledWith({ audioSource: true });
    expect(loads).toBe(1);
  });

  it("records daily-js's verdict on the browser for callSupport() as it loads", async () => {
    vi.stubGlobal('RTCPeerConnection', class RTCPeerConnection {});
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => ({}) } });
    try {
      supportedBrowser.mockClear();
      const { callSupport } = await import('./call-support');
      expect(callSupport()).toEqual({ supported: true });
      const { loadDaily } = await import('./daily-loader');
      await loadDaily();
      expect(supportedBrowser).toHaveBeenCalledTimes(1);
      expect(callSupport()).toEqual({ supported: false, missing: ['browser'] });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries after a failed load, and preload() never rejects', async () => {
    vi.doMock('@daily-co/daily-js', () => {
      throw new Error('offline');
    });
    const { loadDaily, preload } = await import('./daily-loader');
    await expect(preload()).resolves.toBeUndefined();
    await expect(loadDaily()).rejects.toThrow();
    vi.doUnmock('@daily-co/daily-js');
    vi.resetModules();
  });
});
