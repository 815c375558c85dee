import { describe, expect, it } from 'vitest';
import { formatLongDate, localDateKey } from './today';

describe('formatLongDate', () => {
  it('writes a day as en-US long dates read, for every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-07`;
      const expected = new Date(2026, month - 1, 7).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      expect(formatLongDate(day)).toBe(expected);
    }
    expect(formatLongDate('2030-03-04')).toBe('March 4, 2030');
  });
});

describe('localDateKey', () => {
  it('keys a day in the visitor’s own time zone', () => {
    expect(localDateKey(new Date(2031, 1, 3, 23, 59))).toBe('2031-02-03');
  });
});
