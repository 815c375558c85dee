import { calculateMissedCallCost, calculateStages } from './calculate-missed-call-cost';
import { formatCurrency } from './format-currency';
import type { CalculatorNumbers } from './types';

/** Which step of the formula a {@link CalculatorFunnelStep} is, in the formula's order. */
export type CalculatorFunnelStepKind =
  | 'calls'
  | 'missed'
  | 'booked'
  | 'hired'
  | 'lost-monthly'
  | 'lost-annual';

/** One step of the missed-call formula with the visitor's numbers. */
export interface CalculatorFunnelStep {
  kind: CalculatorFunnelStepKind;
  /** What the step counts, e.g. 'Missed calls a month'. */
  label: string;
  /** The step's number: a count a month (unrounded) or dollars (the rounded figure). */
  value: number;
  /** `value` as the page shows it: '18', '2.7' or '$24,300'. */
  display: string;
  /**
   * The step's share of the month's calls, from 0 to 1 (0 when there are no calls): how wide
   * a funnel draws it. The money steps carry the share of the jobs they come from.
   */
  share: number;
}

/** The labels of the funnel's steps, in the formula's order. */
export const CALCULATOR_FUNNEL_LABELS: Readonly<Record<CalculatorFunnelStepKind, string>> =
  /* @__PURE__ */ Object.freeze({
    calls: 'Calls a month',
    missed: 'Missed calls a month',
    booked: 'Would have booked a visit',
    hired: 'Would have hired you',
    'lost-monthly': 'Revenue lost a month',
    'lost-annual': 'Revenue lost a year',
  });

// Built on first use rather than at import, so importing the package runs no code.
let countFormatter: Intl.NumberFormat | undefined;

function formatCount(count: number): string {
  // One decimal, so 2.7 jobs a month reads as 2.7 (rounding it to 3 would not multiply out).
  countFormatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return countFormatter.format(count);
}

/**
 * The formula of {@link calculateMissedCallCost} as steps with the visitor's numbers: calls a month → missed →
 * would have booked → would have hired you → revenue lost a month → and a year. The counts are
 * the formula's own intermediate products (shown to one decimal); the two money steps are the
 * very figures {@link calculateMissedCallCost} reports, so the funnel and the results agree.
 *
 * @param input - The six numbers, sanitized as for the calculation.
 * @returns Six steps, always in the order of {@link CalculatorFunnelStepKind}.
 * @example
 * ```ts
 * calculatorFunnelSteps(DEFAULT_CALCULATOR_INPUT).map((step) => step.display);
 * // ['60', '18', '9', '2.7', '$24,300', '$291,600']
 * ```
 */
export function calculatorFunnelSteps(input: CalculatorNumbers): readonly CalculatorFunnelStep[] {
  const stages = calculateStages(input);
  const result = calculateMissedCallCost(input);
  const calls = stages.callsPerMonth;
  // Percentages above 100 are allowed (the form sets no bounds), so a step can outgrow the calls.
  const shareOf = (count: number) => (calls === 0 ? 0 : Math.min(count / calls, 1));
  const count = (kind: CalculatorFunnelStepKind, value: number): CalculatorFunnelStep => ({
    kind,
    label: CALCULATOR_FUNNEL_LABELS[kind],
    value,
    display: formatCount(value),
    share: shareOf(value),
  });
  const money = (kind: CalculatorFunnelStepKind, value: number): CalculatorFunnelStep => ({
    kind,
    label: CALCULATOR_FUNNEL_LABELS[kind],
    value,
    display: formatCurrency(value),
    share: shareOf(stages.jobsLostPerMonth),
  });
  return [
    count('calls', calls),
    count('missed', stages.missedCallsPerMonth),
    count('booked', stages.bookingsLostPerMonth),
    count('hired', stages.jobsLostPerMonth),
    money('lost-monthly', result.lostRevenueMonthly),
    money('lost-annual', result.lostRevenueAnnual),
  ];
}
