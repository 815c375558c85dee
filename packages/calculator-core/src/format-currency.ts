import { CalculatorCoreError } from './calculator-core-error';

// Built on first use rather than at import, so importing the package runs no code.
let usdFormatter: Intl.NumberFormat | undefined;

/**
 * Formats dollars the way every money figure on the site is shown: en-US, USD, no cents
 * ('$24,300'). Fractions round half away from zero (Intl's rule: 0.5 → '$1', -0.5 → '-$1');
 * a value that rounds to zero shows as '$0', never '-$0'.
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
  usdFormatter ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  });
  return usdFormatter.format(amount);
}
