import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyNumber,
  hostileNumbers,
  orderedNumber,
  PROPERTY_RUNS,
  realisticNumbers,
} from '../test/arbitraries';
import {
  calculateMissedCallCost,
  calculateUnrounded,
  MAX_CALCULATOR_INPUT,
  sanitizeCalculatorNumber,
} from './calculate-missed-call-cost';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';
import type { CalculatorNumbers, CalculatorNumericField, CalculatorResult } from './types';

const FIGURES: readonly (keyof CalculatorResult)[] = [
  'lostRevenueMonthly',
  'lostRevenueAnnual',
  'lostProfitAnnual',
  'jobsLostAnnual',
];
const RATES: readonly CalculatorNumericField[] = [
  'missedCallPercentage',
  'bookingRate',
  'closeRate',
  'grossMargin',
];

function withDefaults(overrides: Partial<Record<CalculatorNumericField, unknown>>) {
  return { ...DEFAULT_CALCULATOR_INPUT, ...overrides } as CalculatorNumbers;
}

describe('calculateMissedCallCost: worked examples', () => {
  it.each([
    {
      label: 'the defaults ($24,300, $291,600, $102,060, 32 jobs)',
      input: DEFAULT_CALCULATOR_INPUT,
      expected: {
        lostRevenueMonthly: 24_300,
        lostRevenueAnnual: 291_600,
        lostProfitAnnual: 102_060,
        jobsLostAnnual: 32,
      },
    },
    {
      // 100 × .25 × .45 × .25 = 2.8125 jobs a month; × $7,000 = $19,687.50.
      label: 'a half-dollar month rounds up, and the year is 12 unrounded months',
      input: {
        callsPerMonth: 100,
        missedCallPercentage: 25,
        bookingRate: 45,
        closeRate: 25,
        averageJobValue: 7_000,
        grossMargin: 40,
      },
      expected: {
        lostRevenueMonthly: 19_688,
        lostRevenueAnnual: 236_250,
        lostProfitAnnual: 94_500,
        jobsLostAnnual: 34,
      },
    },
    {
      label: 'no calls',
      input: withDefaults({ callsPerMonth: 0 }),
      expected: {
        lostRevenueMonthly: 0,
        lostRevenueAnnual: 0,
        lostProfitAnnual: 0,
        jobsLostAnnual: 0,
      },
    },
    {
      label: 'a $0 job still loses the jobs',
      input: withDefaults({ averageJobValue: 0 }),
      expected: {
        lostRevenueMonthly: 0,
        lostRevenueAnnual: 0,
        lostProfitAnnual: 0,
        jobsLostAnnual: 32,
      },
    },
    {
      label: 'percentages above 100 are not capped',
      input: withDefaults({ missedCallPercentage: 150 }),
      expected: {
        lostRevenueMonthly: 121_500,
        lostRevenueAnnual: 1_458_000,
        lostProfitAnnual: 510_300,
        jobsLostAnnual: 162,
      },
    },
  ])('$label', ({ input, expected }) => {
    expect(calculateMissedCallCost(input)).toEqual(expected);
  });

  it('rounds the year from the unrounded month, not from the rounded one', () => {
    const input = {
      callsPerMonth: 100,
      missedCallPercentage: 25,
      bookingRate: 45,
      closeRate: 25,
      averageJobValue: 7_000,
      grossMargin: 40,
    };
    const result = calculateMissedCallCost(input);
    expect(result.lostRevenueAnnual).not.toBe(result.lostRevenueMonthly * 12);
    expect(calculateUnrounded(input).lostRevenueMonthly).toBe(19_687.5);
  });
});

describe('calculateMissedCallCost: hostile inputs (documented behaviour)', () => {
  const zero: CalculatorResult = {
    lostRevenueMonthly: 0,
    lostRevenueAnnual: 0,
    lostProfitAnnual: 0,
    jobsLostAnnual: 0,
  };

  it.each([
    { label: 'NaN calls count as 0', overrides: { callsPerMonth: Number.NaN } },
    { label: 'negative calls count as 0', overrides: { callsPerMonth: -60 } },
    { label: '-Infinity calls count as 0', overrides: { callsPerMonth: -Infinity } },
    { label: 'a string counts as 0', overrides: { callsPerMonth: '60' } },
    { label: 'undefined counts as 0', overrides: { bookingRate: undefined } },
    { label: 'a negative rate counts as 0', overrides: { closeRate: -30 } },
  ])('$label', ({ overrides }) => {
    expect(calculateMissedCallCost(withDefaults(overrides))).toEqual(zero);
  });

  it('treats a negative or NaN job value as $0 and still counts the jobs', () => {
    for (const averageJobValue of [-9000, Number.NaN]) {
      expect(calculateMissedCallCost(withDefaults({ averageJobValue }))).toEqual({
        ...zero,
        jobsLostAnnual: 32,
      });
    }
  });

  it('takes Infinity and 1e308 at MAX_CALCULATOR_INPUT', () => {
    const capped = calculateMissedCallCost(withDefaults({ callsPerMonth: MAX_CALCULATOR_INPUT }));
    expect(calculateMissedCallCost(withDefaults({ callsPerMonth: Infinity }))).toEqual(capped);
    expect(calculateMissedCallCost(withDefaults({ callsPerMonth: 1e308 }))).toEqual(capped);
  });

  it('stays finite when every input is Infinity', () => {
    const all = calculateMissedCallCost({
      callsPerMonth: Infinity,
      missedCallPercentage: Infinity,
      bookingRate: Infinity,
      closeRate: Infinity,
      averageJobValue: Infinity,
      grossMargin: Infinity,
    });
    for (const figure of FIGURES) expect(Number.isFinite(all[figure])).toBe(true);
  });

  it('never reports -0', () => {
    const result = calculateMissedCallCost(withDefaults({ callsPerMonth: -0 }));
    for (const figure of FIGURES) expect(Object.is(result[figure], 0)).toBe(true);
  });
});

describe('sanitizeCalculatorNumber', () => {
  it.each([
    [Number.NaN, 0],
    [-1, 0],
    [-0, 0],
    [-Infinity, 0],
    [Infinity, MAX_CALCULATOR_INPUT],
    [1e308, MAX_CALCULATOR_INPUT],
    [42.5, 42.5],
    ['7', 0],
    [null, 0],
  ])('reads %s as %s', (value, expected) => {
    expect(Object.is(sanitizeCalculatorNumber(value), expected)).toBe(true);
  });
});

describe('calculateMissedCallCost: properties', () => {
  it('never gives NaN, an infinity, a negative or a fraction, whatever the input', () => {
    fc.assert(
      fc.property(hostileNumbers, (input) => {
        const result = calculateMissedCallCost(input);
        for (const figure of FIGURES) {
          expect(Number.isFinite(result[figure])).toBe(true);
          expect(Number.isInteger(result[figure])).toBe(true);
          expect(result[figure]).toBeGreaterThanOrEqual(0);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  // Rounding each side costs at most half a unit: |round(k·x) - k·round(x)| <= (k + 1) / 2,
  // plus floating-point noise relative to the size of the figure.
  function closeToScaled(scaled: number, base: number, k: number): boolean {
    const noise = 1e-9 * Math.max(1, Math.abs(scaled));
    return Math.abs(scaled - k * base) <= (k + 1) / 2 + noise;
  }

  it.each(['callsPerMonth', 'averageJobValue'] as const)(
    'every money figure is linear in %s',
    (field) => {
      fc.assert(
        fc.property(realisticNumbers, fc.integer({ min: 0, max: 1_000 }), (input, k) => {
          const base = calculateMissedCallCost(input);
          const scaled = calculateMissedCallCost({ ...input, [field]: input[field] * k });
          for (const figure of [
            'lostRevenueMonthly',
            'lostRevenueAnnual',
            'lostProfitAnnual',
          ] as const) {
            expect(closeToScaled(scaled[figure], base[figure], k)).toBe(true);
          }
        }),
        PROPERTY_RUNS,
      );
    },
  );

  it('jobs lost is linear in calls', () => {
    fc.assert(
      fc.property(realisticNumbers, fc.integer({ min: 0, max: 1_000 }), (input, k) => {
        const base = calculateMissedCallCost(input).jobsLostAnnual;
        const scaled = calculateMissedCallCost({
          ...input,
          callsPerMonth: input.callsPerMonth * k,
        }).jobsLostAnnual;
        expect(closeToScaled(scaled, base, k)).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });

  it('jobs lost does not depend on the job value (annual loss ÷ job value cancels it)', () => {
    fc.assert(
      fc.property(realisticNumbers, anyNumber, (input, averageJobValue) => {
        expect(calculateMissedCallCost({ ...input, averageJobValue }).jobsLostAnnual).toBe(
          calculateMissedCallCost(input).jobsLostAnnual,
        );
      }),
      PROPERTY_RUNS,
    );
  });

  it('unrounded figures are exactly proportional for fractional scale factors too', () => {
    fc.assert(
      fc.property(realisticNumbers, fc.double({ min: 0, max: 1_000, noNaN: true }), (input, k) => {
        const base = calculateUnrounded(input);
        const scaled = calculateUnrounded({ ...input, callsPerMonth: input.callsPerMonth * k });
        for (const figure of FIGURES) {
          const expected = base[figure] * k;
          const tolerance = 1e-12 * Math.max(1, scaled[figure], expected);
          expect(Math.abs(scaled[figure] - expected)).toBeLessThanOrEqual(tolerance);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it.each([...RATES, 'callsPerMonth', 'averageJobValue'] as const)(
    'every figure is monotonic (never decreasing) in %s',
    (field) => {
      fc.assert(
        fc.property(hostileNumbers, orderedNumber, orderedNumber, (input, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = calculateMissedCallCost({ ...input, [field]: low });
          const higher = calculateMissedCallCost({ ...input, [field]: high });
          for (const figure of FIGURES) expect(lower[figure]).toBeLessThanOrEqual(higher[figure]);
        }),
        PROPERTY_RUNS,
      );
    },
  );

  it('the margin moves only the profit figure', () => {
    fc.assert(
      fc.property(realisticNumbers, anyNumber, (input, grossMargin) => {
        const base = calculateMissedCallCost(input);
        const changed = calculateMissedCallCost({ ...input, grossMargin });
        expect({ ...changed, lostProfitAnnual: 0 }).toEqual({ ...base, lostProfitAnnual: 0 });
      }),
      PROPERTY_RUNS,
    );
  });
});
