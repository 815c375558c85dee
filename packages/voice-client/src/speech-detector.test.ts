import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechDetector, summedLevel, volumeFromLevel } from './speech-detector';
import { globalTimers, TimerScope } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const events: string[] = [];
  const timers = new TimerScope(globalTimers);
  const detector = new SpeechDetector(timers, {
    onVolume: (v) => events.push(`volume:${v.toFixed(2)}`),
    onSpeechStart: () => events.push('start'),
    onSpeechEnd: () => events.push('end'),
  });
  return { events, timers, detector };
}

describe('summedLevel and volumeFromLevel', () => {
  it('sums finite positive levels and scales by 0.15, capped at 1', () => {
    expect(summedLevel({ a: 0.05, b: 0.1, c: Number.NaN, d: -1 })).toBeCloseTo(0.15);
    expect(volumeFromLevel(0.075)).toBe(0.5);
    expect(volumeFromLevel(3)).toBe(1);
  });

  it('always gives a volume in [0, 1]', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.double()), (levels) => {
        const volume = volumeFromLevel(summedLevel(levels));
        return volume >= 0 && volume <= 1;
      }),
      { numRuns: 300 },
    );
  });
});

describe('SpeechDetector', () => {
  it('starts above 0.01 and ends after 1 s without speech', () => {
    const { events, detector } = setup();
    detector.update({ bot: 0.005 });
    detector.update({ bot: 0.02 });
    vi.advanceTimersByTime(900);
    detector.update({ bot: 0.03 });
    vi.advanceTimersByTime(999);
    expect(detector.speaking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['volume:0.03', 'volume:0.13', 'start', 'volume:0.20', 'end']);
    expect(detector.speaking).toBe(false);
  });

  it('takes a level of exactly 0.01 as silence: speech must exceed it', () => {
    const { events, detector } = setup();
    detector.update({ bot: 0.004, user: 0.006 });
    detector.update({ bot: 0.01 });
    expect(detector.speaking).toBe(false);
    expect(events).not.toContain('start');
  });

  it('reset() forgets the speech without an end, and leaves no timer', () => {
    const { events, detector } = setup();
    detector.update({ bot: 0.5 });
    detector.reset();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['volume:1.00', 'start']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pairs every start with an end for any sequence of levels', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 0.1, noNaN: true }), fc.integer({ min: 0, max: 1500 })),
          { maxLength: 40 },
        ),
        (steps) => {
          const { events, detector, timers } = setup();
          for (const [level, wait] of steps) {
            detector.update({ bot: level });
            vi.advanceTimersByTime(wait);
          }
          vi.advanceTimersByTime(1000);
          const starts = events.filter((e) => e === 'start').length;
          const ends = events.filter((e) => e === 'end').length;
          timers.clearAll();
          return starts === ends;
        },
      ),
      { numRuns: 100 },
    );
  });
});
