/**
 * Why a calculator-core call failed. Invalid form data is never an error (it is a value, see
 * `validateCalculatorForm`); only a caller's bug is:
 * - `non-finite-amount`: `formatCurrency` got `NaN` or an infinity.
 */
export type CalculatorCoreErrorCode = 'non-finite-amount';

/** The one error type of this package: `code` says what went wrong, `cause` keeps the original. */
export class CalculatorCoreError extends Error {
  override readonly name = 'CalculatorCoreError';
  readonly code: CalculatorCoreErrorCode;

  constructor(code: CalculatorCoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
