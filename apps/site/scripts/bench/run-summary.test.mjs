import { describe, expect, it } from 'vitest';
import { BEST_RUN, MEDIAN_OF_RUNS } from './run-summary.mjs';

describe('run summaries', () => {
  it('sums up runs for the table by their median, whichever way is better', () => {
    expect(MEDIAN_OF_RUNS.lower([383, 87, 262, 525, 154])).toBe(262);
    expect(MEDIAN_OF_RUNS.higher([86, 93, 90])).toBe(90);
  });

  it('judges a build in CI by its best run: the least time, the highest score', () => {
    expect(BEST_RUN.lower([383, 87, 262, 525, 154])).toBe(87);
    expect(BEST_RUN.higher([86, 93, 90])).toBe(93);
    expect(BEST_RUN.lower([5])).toBe(5);
  });

  it('refuses to sum up no runs', () => {
    expect(() => BEST_RUN.lower([])).toThrow(RangeError);
    expect(() => BEST_RUN.higher([])).toThrow(RangeError);
    expect(() => MEDIAN_OF_RUNS.lower([])).toThrow(RangeError);
  });
});
