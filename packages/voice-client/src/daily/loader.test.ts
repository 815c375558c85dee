import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../test/harness';
import { LATENCY, LatencyModel } from '../../test/latency-model';
import type { ProgressEvent } from '../events';

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

// Each test on a fresh module graph, and leaving one: the files beside it share theirs.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.resetModules();
});

describe('daily-js loading', () => {
  it('is not loaded by importing the package, only by loadDaily() or preload()', async () => {
    const entry = await import('../index');
    expect(loads).toBe(0);
    await entry.preload();
    expect(loads).toBe(1);
    // The loader itself is internal: reached through its module, the one the entry loaded.
    const { loadDaily } = await import('./loader');
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
      const { callSupport } = await import('../call-support');
      expect(callSupport()).toEqual({ supported: true });
      const { loadDaily } = await import('./loader');
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
    const { loadDaily, preload } = await import('./loader');
    await expect(preload()).resolves.toBeUndefined();
    await expect(loadDaily()).rejects.toThrow();
    vi.doUnmock('@daily-co/daily-js');
    vi.resetModules();
  });
});

/**
 * A start whose daily-js cannot load, on a fresh module graph (no load of an earlier test is
 * cached) with the call engine loaded, as a page has it by the click. The failed import settles
 * in real time, outside the fake clock: the test waits for the stage's failure, with fake time
 * standing where the web call answered, so that no deadline can run out first.
 */
describe('a start whose daily-js cannot load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.doUnmock('@daily-co/daily-js');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function unloadableDaily() {
    vi.doMock('@daily-co/daily-js', () => {
      throw new Error('chunk load failed');
    });
    await (await import('../engine-chunk')).engineChunk.load();
    return (await import('../voice-client')).VoiceClient;
  }

  /** Resolves once `stage` fails: the failure comes after a real import, not a timer. */
  function failureOf(
    client: { on(name: 'progress', listener: (event: ProgressEvent) => void): unknown },
    stage: string,
  ) {
    return new Promise<void>((resolve) => {
      client.on('progress', (event) => {
        if (event.stage === stage && event.status === 'failed') resolve();
      });
    });
  }

  it('without the warm-up, fails in daily-call-object-creation, after the web call', async () => {
    const VoiceClient = await unloadableDaily();
    const h = createHarness({ createCallObject: undefined, warmUp: false }, {}, VoiceClient);
    const failed = failureOf(h.client, 'daily-call-object-creation');
    const begin = Date.now();
    const starting = Promise.allSettled([h.client.start({ assistant: 'assistant-1' })]);
    await vi.advanceTimersByTimeAsync(h.webCallScript.delayMs);
    await failed;
    const [result] = await starting;
    expect((result as PromiseRejectedResult).reason).toMatchObject({
      code: 'daily-call-object-creation-error',
      stage: 'daily-call-object-creation',
    });
    expect(h.progress()).toEqual([
      'validation:started',
      'validation:completed',
      'initialization:started',
      'initialization:completed',
      'web-call-creation:started',
      'web-call-creation:completed',
      'daily-call-object-creation:started',
      'daily-call-object-creation:failed',
    ]);
    // No deadline ran out: the clock stands where the web call answered.
    expect(Date.now() - begin).toBe(h.webCallScript.delayMs);
  });

  it('with the warm-up, fails the call object stage after the web call, and lets the microphone go', async () => {
    const VoiceClient = await unloadableDaily();
    const model = new LatencyModel();
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      mediaDevices: { getUserMedia: model.getUserMedia },
    });
    const client = new VoiceClient({
      createWebCall: async () => {
        await new Promise((resolve) => setTimeout(resolve, LATENCY.webCall));
        return { data: { id: 'call-1', webCallUrl: 'https://example.daily.co/room' } };
      },
    });
    const progress: string[] = [];
    client.on('progress', (event) => progress.push(`${event.stage}:${event.status}`));
    const failed = failureOf(client, 'daily-call-object-creation');
    model.click();
    const starting = Promise.allSettled([client.start({ assistant: 'a' })]);
    await vi.advanceTimersByTimeAsync(LATENCY.webCall);
    await failed;
    const [result] = await starting;
    expect((result as PromiseRejectedResult).reason).toMatchObject({
      code: 'daily-call-object-creation-error',
      stage: 'daily-call-object-creation',
    });
    expect(progress.at(-1)).toBe('daily-call-object-creation:failed');
    expect(model.now()).toBe(LATENCY.webCall);
    // The warm-up had asked for the microphone at the click; its capture goes with the start.
    expect(model.promptAt).toBe(0);
    // The page's capture of the microphone is released with the failed start.
    expect(model.captures).toBe(0);
  });
});
