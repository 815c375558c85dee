import type { CalculatorWebhookBody } from '@org/webhooks';
import type { CalculatorInput, CalculatorResult } from './types';

// The body's type is inferred from `@org/webhooks`' schema, the contract's one owner.
export type { CalculatorWebhookBody };

/**
 * Builds the calculator webhook's body from the validated input and its result: the inputs
 * as the visitor entered them (after validation) and the rounded figures.
 *
 * @example
 * ```ts
 * const body = buildCalculatorWebhookBody(input, calculateMissedCallCost(input));
 * body.monthly_revenue_loss; // 24300 for the default numbers
 * ```
 */
export function buildCalculatorWebhookBody(
  input: CalculatorInput,
  result: CalculatorResult,
): CalculatorWebhookBody {
  return {
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    inbound_calls_per_month: input.callsPerMonth,
    missed_call_percentage: input.missedCallPercentage,
    booking_rate_percent: input.bookingRate,
    close_rate_percent: input.closeRate,
    average_job_value: input.averageJobValue,
    gross_margin_percent: input.grossMargin,
    monthly_revenue_loss: result.lostRevenueMonthly,
    annual_revenue_loss: result.lostRevenueAnnual,
    annual_profit_loss: result.lostProfitAnnual,
    jobs_lost_per_year: result.jobsLostAnnual,
  };
}
