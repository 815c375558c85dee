import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';
import { formatCurrency } from './format-currency';
import { CALCULATOR_FUNNEL_LABELS, calculatorFunnelSteps } from './funnel-steps';
import type { CalculatorNumbers } from './types';

const numbers = (overrides: Partial<CalculatorNumbers> = {}): CalculatorNumbers => ({
  callsPerMonth: DEFAULT_CALCULATOR_INPUT.callsPerMonth,
  missedCallPercentage: DEFAULT_CALCULATOR_INPUT.missedCallPercentage,
  bookingRate: DEFAULT_CALCULATOR_INPUT.bookingRate,
  closeRate: DEFAULT_CALCULATOR_INPUT.closeRate,
  averageJobValue: DEFAULT_CALCULATOR_INPUT.averageJobValue,
  grossMargin: DEFAULT_CALCULATOR_INPUT.grossMargin,
  ...overrides,
});

describe('calculatorFunnelSteps', () => {
  it('walks the defaults through the formula', () => {
    const steps = calculatorFunnelSteps(numbers());
    expect(steps.map((step) => [step.kind, step.display])).toEqual([
      ['calls', '60'],
      ['missed', '18'],
      ['booked', '9'],
      ['hired', '2.7'],
      ['lost-monthly', '$24,300'],
      ['lost-annual', '$291,600'],
    ]);
    const shares = [1, 0.3, 0.15, 0.045, 0.045, 0.045];
    for (const [index, step] of steps.entries()) {
      expect(step.share).toBeCloseTo(shares[index] ?? Number.NaN, 12);
    }
    expect(steps.map((step) => step.label)).toEqual([
      'Calls a month',
      'Missed calls a month',
      'Would have booked a visit',
      'Would have hired you',
      'Revenue lost a month',
      'Revenue lost a year',
    ]);
    expect(Object.isFrozen(CALCULATOR_FUNNEL_LABELS)).toBe(true);
  });

  it('shows the counts to one decimal', () => {
    // 61 calls: 18.3 missed, 9.15 booked, 2.745 hired.
    const steps = calculatorFunnelSteps(numbers({ callsPerMonth: 61 }));
    expect(steps.slice(0, 4).map((step) => step.display)).toEqual(['61', '18.3', '9.2', '2.7']);
  });

  it('gives all zeros and zero widths for zero calls', () => {
    const steps = calculatorFunnelSteps(numbers({ callsPerMonth: 0 }));
    expect(steps.map((step) => step.display)).toEqual(['0', '0', '0', '0', '$0', '$0']);
    expect(steps.every((step) => step.share === 0)).toBe(true);
  });

  it('caps a step that outgrows the calls at full width', () => {
    const steps = calculatorFunnelSteps(numbers({ missedCallPercentage: 150 }));
    expect(steps[1]?.value).toBe(90);
    expect(steps[1]?.share).toBe(1);
  });

  it('ends in the same money figures as the calculation, for any inputs', () => {
    const input = fc.record({
      callsPerMonth: fc.double({ min: -10, max: 1e9, noNaN: true }),
      missedCallPercentage: fc.double({ min: 0, max: 200, noNaN: true }),
      bookingRate: fc.double({ min: 0, max: 200, noNaN: true }),
      closeRate: fc.double({ min: 0, max: 200, noNaN: true }),
      averageJobValue: fc.double({ min: 0, max: 1e7, noNaN: true }),
      grossMargin: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(input, (values) => {
        const steps = calculatorFunnelSteps(values);
        const result = calculateMissedCallCost(values);
        expect(steps[4]?.display).toBe(formatCurrency(result.lostRevenueMonthly));
        expect(steps[5]?.display).toBe(formatCurrency(result.lostRevenueAnnual));
        for (const step of steps) {
          expect(step.share).toBeGreaterThanOrEqual(0);
          expect(step.share).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('formats huge and hostile inputs without NaN or Infinity', () => {
    const steps = calculatorFunnelSteps(
      numbers({ callsPerMonth: Number.POSITIVE_INFINITY, averageJobValue: Number.NaN }),
    );
    for (const step of steps) {
      expect(Number.isFinite(step.value)).toBe(true);
      expect(step.display).not.toMatch(/NaN|∞/);
    }
    expect(steps[5]?.display).toBe('$0');
  });
});
