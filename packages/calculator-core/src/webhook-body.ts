import type { CalculatorInput, CalculatorResult } from './types';

/**
 * The calculator webhook's JSON body (spec section 7), field for field. `@org/webhooks` sends
 * it; the names are the contract, so they must not change.
 */
export interface CalculatorWebhookBody {
  name: string;
  /** `''` when not given. */
  company: string;
  email: string;
  /** `''` when not given. */
  phone: string;
  inbound_calls_per_month: number;
  /** Whole-number percent (30 means 30 %), as are the other `_percent`/`_percentage` fields. */
  missed_call_percentage: number;
  booking_rate_percent: number;
  close_rate_percent: number;
  /** US dollars. */
  average_job_value: number;
  gross_margin_percent: number;
  /** Rounded US dollars. */
  monthly_revenue_loss: number;
  /** Rounded US dollars. */
  annual_revenue_loss: number;
  /** Rounded US dollars. */
  annual_profit_loss: number;
  /** Rounded count of jobs. */
  jobs_lost_per_year: number;
}

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
