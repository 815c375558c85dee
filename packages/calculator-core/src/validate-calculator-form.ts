import * as v from 'valibot';
import { type CalculatorFormValues, calculatorFormSchema } from './calculator-form-schema';
import { CALCULATOR_FIELDS } from './fields';
import type { CalculatorField, CalculatorInput } from './types';

/** The first message of each invalid field; fields appear in {@link CALCULATOR_FIELDS} order. */
export type CalculatorFormErrors = Partial<Record<CalculatorField, string>>;

/** What {@link validateCalculatorForm} returns: the parsed input, or the errors by field. */
export type CalculatorValidationResult =
  | { success: true; value: CalculatorInput }
  | { success: false; errors: CalculatorFormErrors };

function isCalculatorField(key: unknown): key is CalculatorField {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: valibot's object schema only reports its own keys, and only CALCULATOR_FIELDS are read back
  return typeof key === 'string' && (CALCULATOR_FIELDS as readonly string[]).includes(key);
}

/**
 * Validates the calculator form's values with {@link calculatorFormSchema}. Invalid data is a
 * value, never an exception: the result says `success: false` and gives the first message of
 * each invalid field, in the order of {@link CALCULATOR_FIELDS}.
 *
 * @param values - The form's values; numbers may be the strings the inputs hold.
 * @example
 * ```ts
 * const checked = validateCalculatorForm({ ...DEFAULT_CALCULATOR_FORM_VALUES, name: 'Ann' });
 * if (!checked.success) checked.errors.email; // 'Please enter a valid email'
 * ```
 */
export function validateCalculatorForm(values: CalculatorFormValues): CalculatorValidationResult {
  // A caller outside TypeScript may pass null or a string: read it as an empty form, so the
  // answer still names every required field instead of one nameless issue.
  const source: unknown = typeof values === 'object' && values !== null ? values : {};
  const parsed = v.safeParse(calculatorFormSchema, source);
  if (parsed.success) return { success: true, value: parsed.output };

  const firstMessages = new Map<CalculatorField, string>();
  for (const issue of parsed.issues) {
    // Stryker disable next-line OptionalChaining: the source is always an object, so every issue has a path
    const key = issue.path?.[0]?.key;
    if (isCalculatorField(key) && !firstMessages.has(key)) firstMessages.set(key, issue.message);
  }
  const errors: CalculatorFormErrors = {};
  for (const field of CALCULATOR_FIELDS) {
    const message = firstMessages.get(field);
    if (message !== undefined) errors[field] = message;
  }
  return { success: false, errors };
}
