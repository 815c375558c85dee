import { buildCalculatorShareLink } from './share-link';
import type { CalculatorInput, CalculatorResult } from './types';

/**
 * The hidden form fields that carry a calculation's outcome. Values are
 * strings, as hidden inputs hold them.
 */
export interface CalculatorOutcomeFields {
  /** A share link that reproduces the calculation (see `buildCalculatorShareLink`). */
  calculator_url: string;
  /** Annual revenue loss, whole dollars, no formatting ('291600'). */
  revenue_loss: string;
  /** Annual profit loss, whole dollars, no formatting ('102060'). */
  profit_loss: string;
  /** Jobs lost a year ('32'). */
  jobs_lost: string;
}

/**
 * Builds the hidden outcome fields from the input and its result. All three figures are the
 * annual ones, matching `profit_loss` and `jobs_lost`, which exist only per year.
 *
 * @param calculatorUrl - The calculator page's absolute URL (e.g.
 *   `new URL('/calculator/', location.origin).href`); the fields leave the site, so a relative
 *   path would be useless to whoever reads them.
 * @example
 * ```ts
 * const fields = buildCalculatorOutcomeFields(input, result, 'https://example.com/calculator/');
 * fields.revenue_loss; // '291600' for the default numbers
 * ```
 */
export function buildCalculatorOutcomeFields(
  input: CalculatorInput,
  result: CalculatorResult,
  calculatorUrl: string,
): CalculatorOutcomeFields {
  return {
    calculator_url: buildCalculatorShareLink(input, calculatorUrl),
    revenue_loss: String(result.lostRevenueAnnual),
    profit_loss: String(result.lostProfitAnnual),
    jobs_lost: String(result.jobsLostAnnual),
  };
}
