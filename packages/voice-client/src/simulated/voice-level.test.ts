import { describe, expect, it } from 'vitest';
import { SPEAKING_THRESHOLD, VOLUME_SCALE } from '../constants';
import { voiceLevel } from './voice-level';

const samples = (durationMs: number, everyMs: number) =>
  Array.from({ length: Math.floor(durationMs / everyMs) }, (_, index) =>
    voiceLevel(index * everyMs, durationMs),
  );

describe('voiceLevel', () => {
  it('is silent outside the turn', () => {
    for (const elapsed of [-1, 3_000, 3_001, Number.NaN])
      expect(voiceLevel(elapsed, 3_000)).toBe(0);
  });

  it('stays within what the client maps to a volume of 0 to 1', () => {
    const levels = samples(5_000, 7);
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...levels)).toBeLessThanOrEqual(VOLUME_SCALE);
  });

  it('counts as speech throughout the turn, apart from its fade in and out', () => {
    const inner = samples(5_000, 10).slice(10, -13);
    expect(inner.every((level) => level > SPEAKING_THRESHOLD)).toBe(true);
  });

  it('moves: syllables rise and fall, each of its own strength', () => {
    const levels = samples(5_000, 100);
    expect(new Set(levels.map((level) => level.toFixed(3))).size).toBeGreaterThan(20);
    const peaks = Array.from({ length: 10 }, (_, index) => voiceLevel(index * 240 + 120, 5_000));
    expect(Math.max(...peaks) - Math.min(...peaks)).toBeGreaterThan(0.01);
    // The same turn draws the same voice every time.
    expect(samples(5_000, 100)).toEqual(levels);
  });
});
