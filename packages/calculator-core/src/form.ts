/**
 * `@org/calculator-core/form`: the validation of the calculator and /verify forms, with valibot
 * and the forms' schemas, apart from the main entry. A page imports the formulas, copy and
 * pre-fill up front and loads this entry when the visitor submits (the /calculator page does),
 * so valibot is not part of its first load.
 *
 * @packageDocumentation
 */
export { calculatorFormSchema } from './calculator-form-schema';
export { parseCalculatorShareLink } from './parse-share-link';
export {
  type CalculatorFormErrors,
  type CalculatorValidationResult,
  validateCalculatorForm,
} from './validate-calculator-form';
export { validateVerifyForm, verifyFormSchema } from './verify-validation';
