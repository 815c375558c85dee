import { type QueryInput, readQueryValue, toSearchParams } from './query-values';
import type { CalculatorField } from './types';
import {
  type CalculatorValidationResult,
  validateCalculatorForm,
} from './validate-calculator-form';

/**
 * Reads a link made by `buildCalculatorShareLink` back through the same validation as
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
