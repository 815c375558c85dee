import { CALCULATOR_CONTACT_FIELDS } from './fields';
import { type QueryInput, readQueryValue, toSearchParams } from './query-values';
import type { CalculatorContact, CalculatorContactField } from './types';

/** What a /calculator query string pre-fills. */
export interface CalculatorPrefill {
  /** The contact fields the query gave, trimmed and capped; `''` for the others. */
  values: CalculatorContact;
  /** Per field: whether the query filled it (its label then gets ' prefilled'). */
  prefilled: Readonly<Record<CalculatorContactField, boolean>>;
  /** Whether any field was filled (the page then shows the pre-fill note). */
  anyPrefilled: boolean;
}

/**
 * Reads the name, company, email and phone query parameters of /calculator. It never throws:
 * malformed percent-encoding decodes to U+FFFD, a repeated parameter gives its first
 * non-blank value, and every value is trimmed and cut to {@link MAX_QUERY_VALUE_LENGTH}
 * characters. A blank value counts as absent. `+` reads as a space (form encoding), so
 * links must encode it as `%2B`, as `URLSearchParams` does.
 *
 * @param query - `location.search` (with or without `?`) or a `URLSearchParams`.
 * @example
 * ```ts
 * const prefill = parseCalculatorPrefill('?name=Ann&company=Acme%20Roofing');
 * prefill.values.company; // 'Acme Roofing'
 * prefill.prefilled.email; // false
 * ```
 */
export function parseCalculatorPrefill(query: QueryInput): CalculatorPrefill {
  const params = toSearchParams(query);
  // Stryker disable next-line ObjectLiteral,StringLiteral: the loop below overwrites every field
  const values: CalculatorContact = { name: '', company: '', email: '', phone: '' };
  // Stryker disable ObjectLiteral,BooleanLiteral: the loop below overwrites every field
  const prefilled: Record<CalculatorContactField, boolean> = {
    name: false,
    company: false,
    email: false,
    phone: false,
  };
  // Stryker restore ObjectLiteral,BooleanLiteral
  for (const field of CALCULATOR_CONTACT_FIELDS) {
    values[field] = readQueryValue(params, field);
    prefilled[field] = values[field] !== '';
  }
  return { values, prefilled, anyPrefilled: Object.values(prefilled).includes(true) };
}
