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
 * The /calculator document title: the heading plus the product name, joined by ' | '.
 *
 * @example
 * ```ts
 * calculatorPageTitle('Acme Roofing', 'Receptionist'); // 'Missed Call Calculator for Acme Roofing | Receptionist'
 * ```
 */
export function calculatorPageTitle(
  company: string | null | undefined,
  productName: string,
): string {
  return `${calculatorHeading(company)} | ${productName}`;
}
