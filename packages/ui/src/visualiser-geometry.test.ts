// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UiError } from './ui-error';
import { clampVolume, computeVisualiserBars } from './visualiser-geometry';

const length = (bar: { x1: number; y1: number; x2: number; y2: number }) =>
  Math.hypot(bar.x2 - bar.x1, bar.y2 - bar.y1);

describe('computeVisualiserBars', () => {
  it('draws 30 bars inside the 200x200 square by default, the first at 12 o clock', () => {
    const bars = computeVisualiserBars({ volume: 1, phase: 0 });
    expect(bars).toHaveLength(30);
    for (const bar of bars) {
      for (const coordinate of [bar.x1, bar.y1, bar.x2, bar.y2]) {
        expect(coordinate).toBeGreaterThanOrEqual(0);
        expect(coordinate).toBeLessThanOrEqual(200);
      }
    }
    const first = bars[0];
    expect(first?.x1).toBeCloseTo(100);
    expect(first?.y2).toBeLessThan(first?.y1 ?? 0);
  });

  it('lengthens the bars as the volume rises', () => {
    const quiet = computeVisualiserBars({ volume: 0.1, phase: 0 });
    const loud = computeVisualiserBars({ volume: 0.9, phase: 0 });
    quiet.forEach((bar, index) => {
      const louder = loud[index];
      expect(louder && length(louder)).toBeGreaterThan(length(bar));
    });
  });

  it('draws identical bars for phase 0 (the still ring) and varied bars otherwise', () => {
    const still = computeVisualiserBars({ volume: 0.5, phase: 0 }).map(length);
    expect(new Set(still.map((value) => value.toFixed(6))).size).toBe(1);
    const moving = computeVisualiserBars({ volume: 0.5, phase: 2 }).map(length);
    expect(new Set(moving.map((value) => value.toFixed(6))).size).toBeGreaterThan(1);
  });

  it('clamps volumes outside 0..1', () => {
    expect(computeVisualiserBars({ volume: 5, phase: 0 })).toEqual(
      computeVisualiserBars({ volume: 1, phase: 0 }),
    );
    expect(computeVisualiserBars({ volume: -1, phase: 0 })).toEqual(
      computeVisualiserBars({ volume: 0, phase: 0 }),
    );
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('scales with size and bar count', () => {
    const bars = computeVisualiserBars({ volume: 0, phase: 0, size: 100, barCount: 12 });
    expect(bars).toHaveLength(12);
    expect(bars[0]?.x1).toBeCloseTo(50);
  });

  it.each([{ barCount: 0 }, { barCount: 2.5 }, { size: 0 }, { size: Number.POSITIVE_INFINITY }])(
    'throws invalid-option for %j',
    (options) => {
      expect(() => computeVisualiserBars({ volume: 0, phase: 0, ...options })).toThrow(
        expect.objectContaining({ name: 'UiError', code: 'invalid-option' }),
      );
    },
  );

  it('throws a UiError instance', () => {
    expect(() => computeVisualiserBars({ volume: 0, phase: 0, barCount: -1 })).toThrow(UiError);
  });
});
