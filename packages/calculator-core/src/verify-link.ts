import { isVerifyAnnualLoss, VERIFY_ANNUAL_LOSS_PARAM } from './verify-annual-loss';
import { withQuery } from './with-query';

/**
 * The path of the personalised-demo verification page, in the site's URL form: its folder with
 * the trailing slash (the page is `verify/index.html`, served at `/verify/` without a redirect).
 */
export const VERIFY_PATH = '/verify/';

/** The details the /verify page pre-fills from its query. */
export interface VerifyLinkDetails {
  name?: string | undefined;
  email?: string | undefined;
  company?: string | undefined;
  /**
   * The calculator's annual lost revenue, in dollars, for the line /verify shows above its
   * form. Left out unless it is a whole, finite, non-negative number within the bound of
   * `parseVerifyAnnualLoss` (the calculator's rounded figures always are, short of absurd inputs).
   */
  lostRevenueAnnual?: number | undefined;
}

/**
 * Builds the target of 'Hear Your AI Receptionist': /verify with `name`, `email` and
 * `company` as query parameters, each only when it is set (not blank after trimming), and the
 * annual figure as `lostRevenueAnnual` when it is a valid amount (see
 * {@link VerifyLinkDetails.lostRevenueAnnual}). It is for display only: the verify webhook's
 * body never carries it.
 *
 * @param details - Usually the validated calculator input.
 * @param base - The verify page's path or absolute URL; defaults to '/verify/'.
 * @example
 * ```ts
 * buildVerifyLink({ name: 'Ann', email: 'ann@acme.test', company: '' });
 * // '/verify/?name=Ann&email=ann%40acme.test'
 * buildVerifyLink({ name: 'Ann', lostRevenueAnnual: 291600 });
 * // '/verify/?name=Ann&lostRevenueAnnual=291600'
 * ```
 */
export function buildVerifyLink(details: VerifyLinkDetails, base: string = VERIFY_PATH): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'email', 'company'] as const) {
    const value = details[key]?.trim() ?? '';
    if (value !== '') params.set(key, value);
  }
  const annual = details.lostRevenueAnnual;
  // Stryker disable next-line ConditionalExpression: isVerifyAnnualLoss(undefined) is false too; the check is for the types
  if (annual !== undefined && isVerifyAnnualLoss(annual)) {
    // A whole number below 2^53 prints as plain digits, which is what the parser accepts.
    params.set(VERIFY_ANNUAL_LOSS_PARAM, String(annual));
  }
  return withQuery(base, params);
}
