import { describe, expect, it } from 'vitest';
import { median } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([90, 100, 95, 70, 99])).toBe(95);
    expect(median([3])).toBe(3);
  });

  it('averages the middle two of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});
