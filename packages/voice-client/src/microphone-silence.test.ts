import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SILENT_MICROPHONE_MS } from './constants';
import { MicrophoneSilence } from './microphone-silence';
import { globalTimers, TimerScope } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const reports: boolean[] = [];
  const timers = new TimerScope(globalTimers);
  const silence = new MicrophoneSilence(timers, (silent) => reports.push(silent));
  /** Feeds `level` every 100 ms for `ms`. */
  const feed = (level: number, ms: number, expected = true) => {
    for (let t = 0; t < ms; t += 100) {
      silence.update(level, expected);
      vi.advanceTimersByTime(100);
    }
  };
  return { reports, silence, feed, timers };
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

  it('fires nothing once its timers are cleared (the call ended)', () => {
    const { reports, feed, timers } = watch();
    feed(0, 3000);
    timers.clearAll();
    vi.advanceTimersByTime(10_000);
    expect(reports).toEqual([]);
  });
});
