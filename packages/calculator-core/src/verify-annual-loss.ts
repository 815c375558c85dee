import { formatCurrency } from './format-currency';
import { type QueryInput, readQueryValue, toSearchParams } from './query-values';

/** The /verify query parameter that carries the calculator's annual lost revenue. */
export const VERIFY_ANNUAL_LOSS_PARAM = 'lostRevenueAnnual';

/**
 * The largest annual figure /verify shows, in dollars: the largest whole number a double holds
 * exactly. A larger (or fractional, negative or non-finite) amount is not shown at all.
 */
export const MAX_VERIFY_ANNUAL_LOSS = Number.MAX_SAFE_INTEGER;

/** Whether `amount` is an annual figure /verify may show: whole, finite, 0 to the maximum. */
export function isVerifyAnnualLoss(amount: number): boolean {
  // Stryker disable next-line ConditionalExpression: a safe integer is never above MAX_SAFE_INTEGER; the bound names the limit
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_VERIFY_ANNUAL_LOSS;
}

/**
 * Reads the annual figure the calculator put on the /verify link. Only plain digits are read
 * (no sign, exponent, decimals or spaces inside), and only an amount that passes
 * {@link isVerifyAnnualLoss}; anything else, or no parameter, gives `undefined`. Never throws.
 *
 * @param query - `location.search` (with or without `?`) or a `URLSearchParams`.
 * @example
 * ```ts
 * parseVerifyAnnualLoss('?name=Ann&lostRevenueAnnual=291600'); // 291600
 * parseVerifyAnnualLoss('?lostRevenueAnnual=-5'); // undefined
 * ```
 */
export function parseVerifyAnnualLoss(query: QueryInput): number | undefined {
  const raw = readQueryValue(toSearchParams(query), VERIFY_ANNUAL_LOSS_PARAM);
  // Sixteen digits hold every safe integer; the bound check below catches the rest.
  if (!/^\d{1,16}$/.test(raw)) return undefined;
  const amount = Number(raw);
  return isVerifyAnnualLoss(amount) ? amount : undefined;
}

/**
 * The line /verify shows above its form when the visitor came from the calculator:
 * 'Missed calls may be costing {company} {annual} a year.', the amount formatted like the
 * results ({@link formatCurrency}). Without a company it names 'your business'.
 *
 * @example
 * ```ts
 * verifyAnnualLossLine('Acme Roofing', 291600);
 * // 'Missed calls may be costing Acme Roofing $291,600 a year.'
 * ```
 */
export function verifyAnnualLossLine(company: string, annual: number): string {
  const who = company.trim() === '' ? 'your business' : company.trim();
  return `Missed calls may be costing ${who} ${formatCurrency(annual)} a year.`;
}
