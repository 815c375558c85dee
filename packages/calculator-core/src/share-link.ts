import { CALCULATOR_CONTACT_FIELDS, CALCULATOR_NUMERIC_FIELDS } from './fields';
import { type QueryInput, readQueryValue, toSearchParams } from './query-values';
import type { CalculatorField, CalculatorInput } from './types';
import {
  type CalculatorValidationResult,
  validateCalculatorForm,
} from './validate-calculator-form';
import { withQuery } from './with-query';

/** Where share links point unless told otherwise: the calculator page on the same site. */
export const DEFAULT_CALCULATOR_PATH = '/calculator';

/**
 * Builds a link that reproduces a calculation: every input becomes a query parameter named
 * after its field (`name`, `company`, `email`, `phone`, `callsPerMonth`, …); empty company and
 * phone are left out. The contact parameters are the ones /calculator pre-fills from, so the
 * link also opens a filled form. It carries the visitor's email and phone: share it with them,
 * not publicly.
 *
 * @param input - A validated input (see {@link validateCalculatorForm}).
 * @param base - The calculator's path or absolute URL; defaults to '/calculator'.
 * @example
 * ```ts
 * buildCalculatorShareLink(input, 'https://example.com/calculator');
 * // 'https://example.com/calculator?name=Ann&email=ann%40acme.test&callsPerMonth=60&…'
 * ```
 */
export function buildCalculatorShareLink(
  input: CalculatorInput,
  base: string = DEFAULT_CALCULATOR_PATH,
): string {
  const params = new URLSearchParams();
  for (const field of CALCULATOR_CONTACT_FIELDS) {
    if (input[field] !== '') params.set(field, input[field]);
  }
  for (const field of CALCULATOR_NUMERIC_FIELDS) {
    // String(n) round-trips every finite double exactly (1e+21 included).
    params.set(field, String(input[field]));
  }
  return withQuery(base, params);
}

/**
 * Reads a link made by {@link buildCalculatorShareLink} back through the same validation as
 * the form, so the figures it gives are the ones the link was made from. Parameters are read
 * as for pre-fill (first non-blank value, trimmed, capped at {@link MAX_QUERY_VALUE_LENGTH});
 * a missing number is an error ('This field is required'), not a default. Never throws.
 *
 * @param query - The link's query string (`location.search`) or its `URLSearchParams`.
 * @example
 * ```ts
 * const shared = parseCalculatorShareLink(location.search);
 * if (shared.success) calculateMissedCallCost(shared.value);
 * ```
 */
export function parseCalculatorShareLink(query: QueryInput): CalculatorValidationResult {
  const params = toSearchParams(query);
  const read = (field: CalculatorField): string => readQueryValue(params, field);
  return validateCalculatorForm({
    name: read('name'),
    company: read('company'),
    email: read('email'),
    phone: read('phone'),
    callsPerMonth: read('callsPerMonth'),
    missedCallPercentage: read('missedCallPercentage'),
    bookingRate: read('bookingRate'),
    closeRate: read('closeRate'),
    averageJobValue: read('averageJobValue'),
    grossMargin: read('grossMargin'),
  });
}
