import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneSilence, SILENT_MICROPHONE_MS } from './microphone-silence';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch(afterMs?: number) {
  const reports: boolean[] = [];
  const silence = new MicrophoneSilence((silent) => reports.push(silent), afterMs);
  /** Feeds `level` every 100 ms for `ms`, as Daily's observer reports it. */
  const feed = (level: number, ms: number, expected = true) => {
    for (let t = 0; t < ms; t += 100) {
      silence.update(level, expected);
      vi.advanceTimersByTime(100);
    }
  };
  return { reports, silence, feed };
}

describe('MicrophoneSilence', () => {
  it('reports a microphone at zero for 4 s once, and clears it when a level rises', () => {
    const { reports, feed } = watch();
    feed(0, SILENT_MICROPHONE_MS - 100);
    expect(reports).toEqual([]);
    feed(0, 200);
    expect(reports).toEqual([true]);
    feed(0.00005, 5000);
    expect(reports).toEqual([true]);
    feed(0.02, 100);
    expect(reports).toEqual([true, false]);
  });

  it('takes the floor itself as nothing, and anything above it as sound', () => {
    const { reports, feed } = watch();
    feed(0.0001, SILENT_MICROPHONE_MS + 100);
    expect(reports).toEqual([true]);
    feed(0.00011, 100);
    expect(reports).toEqual([true, false]);
  });

  it('starts counting again after any level above the floor', () => {
    const { reports, feed } = watch();
    feed(0, 3000);
    feed(0.05, 100);
    feed(0, 3000);
    expect(reports).toEqual([]);
    feed(0, 1100);
    expect(reports).toEqual([true]);
  });

  it('counts nothing while the visitor is not expected to be heard, and clears a report then', () => {
    const { reports, feed, silence } = watch();
    feed(0, 8000, false);
    expect(reports).toEqual([]);
    feed(0, 4100);
    expect(reports).toEqual([true]);
    feed(0, 100, false);
    expect(reports).toEqual([true, false]);
    silence.reset();
    expect(reports).toEqual([true, false]);
  });

  it('fires nothing once reset (the call ended), and takes its own delay', () => {
    const { reports, feed, silence } = watch(1000);
    feed(0, 900);
    silence.reset();
    vi.advanceTimersByTime(10_000);
    expect(reports).toEqual([]);
    feed(0, 1100);
    expect(reports).toEqual([true]);
  });
});
