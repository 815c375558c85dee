export {
  calculateMissedCallCost,
  MAX_CALCULATOR_INPUT,
} from './calculate-missed-call-cost';
export { CalculatorCoreError, type CalculatorCoreErrorCode } from './calculator-core-error';
export type { CalculatorFormValues } from './calculator-form-schema';
export {
  CALCULATION_DELAY_MS,
  MISSED_CALL_WARNING_THRESHOLDS,
  RESULTS_SCROLL_OFFSET_PX,
} from './constants';
export {
  CALCULATOR_COPY,
  CALCULATOR_HINTS,
  CALCULATOR_MESSAGES,
  MISSED_CALL_WARNING_MESSAGES,
} from './copy';
export { DEFAULT_CALCULATOR_FORM_VALUES, DEFAULT_CALCULATOR_INPUT } from './defaults';
export { CALCULATOR_EMAIL_PATTERN } from './email-pattern';
export { CALCULATOR_CONTACT_FIELDS, CALCULATOR_FIELDS, CALCULATOR_NUMERIC_FIELDS } from './fields';
export { formatCurrency } from './format-currency';
export { calculatorHeading, calculatorPageTitle } from './heading';
export { getMissedCallWarning, type MissedCallWarning } from './missed-call-warning';
export {
  buildCalculatorOutcomeFields,
  type CalculatorOutcomeFields,
} from './outcome-fields';
export { type CalculatorPrefill, parseCalculatorPrefill } from './prefill';
export {
  cleanQueryValue,
  MAX_QUERY_VALUE_LENGTH,
  type QueryInput,
  readQueryValue,
  toSearchParams,
} from './query-values';
export {
  buildCalculatorShareLink,
  DEFAULT_CALCULATOR_PATH,
} from './share-link';
export type {
  CalculatorContact,
  CalculatorContactField,
  CalculatorField,
  CalculatorInput,
  CalculatorNumbers,
  CalculatorNumericField,
  CalculatorResult,
} from './types';
// The validation itself is the `./form` entry (see form.ts); its types are shared here.
export type {
  CalculatorFormErrors,
  CalculatorValidationResult,
} from './validate-calculator-form';
export {
  isVerifyAnnualLoss,
  MAX_VERIFY_ANNUAL_LOSS,
  parseVerifyAnnualLoss,
  VERIFY_ANNUAL_LOSS_PARAM,
  verifyAnnualLossLine,
} from './verify-annual-loss';
export {
  parseVerifyPrefill,
  VERIFY_COPY,
  VERIFY_FIELDS,
  type VerifyField,
  type VerifyFormErrors,
  type VerifyFormValues,
  type VerifyValidationResult,
} from './verify-form';
export { buildVerifyLink, VERIFY_PATH, type VerifyLinkDetails } from './verify-link';
export { buildCalculatorWebhookBody, type CalculatorWebhookBody } from './webhook-body';
