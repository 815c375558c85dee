import { CALCULATOR_COPY } from './copy';

/**
 * The /calculator heading: 'Missed Call Calculator for {company}' when a company is given
 * (not blank after trimming), otherwise 'See What Missed Calls Are Costing You'.
 *
 * @example
 * ```ts
 * calculatorHeading('Acme Roofing'); // 'Missed Call Calculator for Acme Roofing'
 * calculatorHeading(undefined); // 'See What Missed Calls Are Costing You'
 * ```
 */
export function calculatorHeading(company?: string | null): string {
  const trimmed = company?.trim() ?? '';
  if (trimmed === '') return CALCULATOR_COPY.heading;
  // A function replacement, so a company named '$&' is printed as written.
  return CALCULATOR_COPY.companyHeading.replace('{company}', () => trimmed);
}

/**
 * The /calculator document title: the heading plus the product name, joined by ' | '. The
 * company sits between U+2068 (first strong isolate) and U+2069 (pop directional isolate), the
 * plain-text form of `<bdi>`: a title has no markup, and a company holding U+202E (right-to-left
 * override) would otherwise turn the rest of the tab's title around.
 *
 * @example
 * ```ts
 * calculatorPageTitle('Acme Roofing', 'Receptionist'); // 'Missed Call Calculator for \u2068Acme Roofing\u2069 | Receptionist'
 * ```
 */
export function calculatorPageTitle(
  company: string | null | undefined,
  productName: string,
): string {
  const trimmed = company?.trim();
  return `${calculatorHeading(trimmed ? `\u2068${trimmed}\u2069` : null)} | ${productName}`;
}
