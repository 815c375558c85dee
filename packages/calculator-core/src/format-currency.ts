import { CalculatorCoreError } from './calculator-core-error';

/**
 * Formats dollars the way every money figure on the site is shown: en-US, USD, no cents
 * ('$24,300'). Fractions round half away from zero (Intl's rule: 0.5 → '$1', -0.5 → '-$1');
 * a value that rounds to zero shows as '$0', never '-$0'. The same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` without cents, written out
 * rather than through `Intl`: a page's first `Intl.NumberFormat` loads the locale's data, which
 * cost a phone 125-340 ms of main thread (4x CPU slowdown, Chromium), and /verify shows this
 * figure before its first paint.
 *
 * @param amount - Dollars; any finite number.
 * @throws {CalculatorCoreError} `non-finite-amount` when `amount` is `NaN` or an infinity
 *   (a bug: the calculator's figures are always finite).
 * @example
 * ```ts
 * formatCurrency(291600); // '$291,600'
 * ```
 */
export function formatCurrency(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new CalculatorCoreError('non-finite-amount', `Cannot format ${amount} as dollars.`);
  }
  // Math.round of the magnitude rounds half away from zero; BigInt writes every digit of a
  // whole double, however large (String would switch to exponent form from 1e21).
  const dollars = BigInt(Math.round(Math.abs(amount)));
  const grouped = dollars.toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 && dollars !== 0n ? '-' : ''}$${grouped}`;
}
