import { CALCULATOR_CONTACT_FIELDS, CALCULATOR_NUMERIC_FIELDS } from './fields';
import type { CalculatorInput } from './types';
import { withQuery } from './with-query';

/**
 * Where share links point unless told otherwise: the calculator page on the same site, in the
 * site's URL form, its folder with the trailing slash (the page is `calculator/index.html`, which
 * a static host serves at `/calculator/` without a redirect).
 */
export const DEFAULT_CALCULATOR_PATH = '/calculator/';

/**
 * Builds a link that reproduces a calculation: every input becomes a query parameter named
 * after its field (`name`, `company`, `email`, `phone`, `callsPerMonth`, …); empty company and
 * phone are left out. The contact parameters are the ones /calculator pre-fills from, so the
 * link also opens a filled form. It carries the visitor's email and phone: share it with them,
 * not publicly.
 *
 * @param input - A validated input (see `validateCalculatorForm` in `@org/calculator-core/form`).
 * @param base - The calculator's path or absolute URL; defaults to '/calculator/'.
 * @example
 * ```ts
 * buildCalculatorShareLink(input, 'https://example.com/calculator/');
 * // 'https://example.com/calculator/?name=Ann&email=ann%40acme.test&callsPerMonth=60&…'
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
