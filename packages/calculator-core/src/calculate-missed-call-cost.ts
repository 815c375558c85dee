import type { CalculatorNumbers, CalculatorResult } from './types';

/**
 * The largest value any input is taken at. Six inputs at this size multiply to about 1e96,
 * far below `Number.MAX_VALUE`, so no figure can overflow to `Infinity`.
 */
export const MAX_CALCULATOR_INPUT = Number.MAX_SAFE_INTEGER;

/**
 * Makes one input safe to multiply: `NaN` and anything that is not a number count as 0,
 * negatives count as 0 (there is no such thing as a negative call or job), and everything is
 * capped at {@link MAX_CALCULATOR_INPUT} (so `Infinity` counts as that cap).
 */
export function sanitizeCalculatorNumber(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  // Math.max(0, -0) is +0, so no figure can come out as -0.
  return Math.min(Math.max(value, 0), MAX_CALCULATOR_INPUT);
}

/**
 * The formula's steps on sanitized inputs, before any rounding (internal): the counts a month
 * that calls × missed % × booking % × close % multiplies through, ending in the four figures.
 * The funnel and the figures both come from here, so they cannot disagree.
 */
export interface CalculationStages extends CalculatorResult {
  /** Inbound calls a month (the sanitized input). */
  callsPerMonth: number;
  /** Calls missed a month: calls × missed %. */
  missedCallsPerMonth: number;
  /** Missed callers a month who would have booked: missed × booking %. */
  bookingsLostPerMonth: number;
  /** Bookings a month that would have become paid jobs: booked × close %. */
  jobsLostPerMonth: number;
}

/**
 * The formula of {@link calculateMissedCallCost} step by step on sanitized inputs, before any
 * rounding (internal).
 */
export function calculateStages(input: CalculatorNumbers): CalculationStages {
  const calls = sanitizeCalculatorNumber(input.callsPerMonth);
  const missed = sanitizeCalculatorNumber(input.missedCallPercentage);
  const booking = sanitizeCalculatorNumber(input.bookingRate);
  const close = sanitizeCalculatorNumber(input.closeRate);
  const jobValue = sanitizeCalculatorNumber(input.averageJobValue);
  const margin = sanitizeCalculatorNumber(input.grossMargin);

  // Multiplying the whole-number percentages first and dividing once keeps integer inputs
  // exact: 60 × 0.3 × 0.5 × 0.3 × 9000 is 24299.999999999996 in floating point.
  const weightedCalls = calls * missed * booking * close;
  const lostRevenueMonthly = (weightedCalls * jobValue) / 1_000_000;
  const lostRevenueAnnual = lostRevenueMonthly * 12;
  return {
    callsPerMonth: calls,
    missedCallsPerMonth: (calls * missed) / 100,
    bookingsLostPerMonth: (calls * missed * booking) / 10_000,
    jobsLostPerMonth: weightedCalls / 1_000_000,
    lostRevenueMonthly,
    lostRevenueAnnual,
    lostProfitAnnual: (lostRevenueAnnual * margin) / 100,
    // Annual loss ÷ job value with the job value cancelled out: the same number for any
    // positive job value, and still a count of jobs (not 0 ÷ 0) when a job is worth $0.
    jobsLostAnnual: (weightedCalls * 12) / 1_000_000,
  };
}

/**
 * The formulas of {@link calculateMissedCallCost} on sanitized inputs, before any rounding
 * (internal; tests use it).
 */
export function calculateUnrounded(input: CalculatorNumbers): CalculatorResult {
  const { lostRevenueMonthly, lostRevenueAnnual, lostProfitAnnual, jobsLostAnnual } =
    calculateStages(input);
  return { lostRevenueMonthly, lostRevenueAnnual, lostProfitAnnual, jobsLostAnnual };
}

/**
 * Estimates what missed calls cost a business:
 *
 * - monthly loss = calls × missed % × booking % × close % × average job value
 * - annual loss = monthly loss × 12
 * - annual profit loss = annual loss × margin %
 * - jobs lost a year = annual loss ÷ job value
 *
 * Every figure is computed from unrounded values and then rounded to the nearest whole number
 * (halves round up). Hostile inputs never give `NaN` or `Infinity`: `NaN`, non-numbers and
 * negatives count as 0, and values above `Number.MAX_SAFE_INTEGER` (including `Infinity`)
 * count as that maximum. A job value of 0 gives $0 figures but still reports the jobs lost.
 * Percentages are not bounded: 150 means 150 %.
 *
 * @param input - The six numbers; percentages are whole numbers (30 means 30 %).
 * @returns The four rounded figures, each a finite, non-negative whole number.
 * @example
 * ```ts
 * import { calculateMissedCallCost, DEFAULT_CALCULATOR_INPUT } from '@org/calculator-core';
 *
 * const result = calculateMissedCallCost(DEFAULT_CALCULATOR_INPUT);
 * // { lostRevenueMonthly: 24300, lostRevenueAnnual: 291600, lostProfitAnnual: 102060, jobsLostAnnual: 32 }
 * ```
 */
export function calculateMissedCallCost(input: CalculatorNumbers): CalculatorResult {
  const exact = calculateUnrounded(input);
  return {
    lostRevenueMonthly: Math.round(exact.lostRevenueMonthly),
    lostRevenueAnnual: Math.round(exact.lostRevenueAnnual),
    lostProfitAnnual: Math.round(exact.lostProfitAnnual),
    jobsLostAnnual: Math.round(exact.jobsLostAnnual),
  };
}
