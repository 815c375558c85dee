import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATOR_NUMBERS } from './defaults';

describe('DEFAULT_CALCULATOR_NUMBERS', () => {
  it('holds the spec defaults', () => {
    expect(DEFAULT_CALCULATOR_NUMBERS).toEqual({
      callsPerMonth: 60,
      missedCallPercentage: 30,
      bookingRate: 50,
      closeRate: 30,
      averageJobValue: 9000,
      grossMargin: 35,
    });
    expect(Object.isFrozen(DEFAULT_CALCULATOR_NUMBERS)).toBe(true);
  });
});
