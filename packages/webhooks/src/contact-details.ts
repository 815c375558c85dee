import { basicEmailPattern, fieldLimits } from './field-limits';

/** How many digits a call-summary phone number has. */
export const PHONE_DIGITS = 10;

/**
 * The digits of a phone number as typed, everything else dropped. The SMS modal shows this
 * (cut to {@link PHONE_DIGITS}); the client sends it.
 *
 * @example
 * ```ts
 * phoneDigits('(555) 010-2030'); // '5550102030'
 * ```
 */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/** Whether `input` holds exactly {@link PHONE_DIGITS} digits once non-digits are stripped. */
export function isCompletePhoneNumber(input: string): boolean {
  return phoneDigits(input).length === PHONE_DIGITS;
}

/** Whether `input` (trimmed) has the basic `x@y.z` shape, with no spaces, of a bounded length. */
export function isBasicEmailAddress(input: string): boolean {
  const trimmed = input.trim();
  return trimmed.length <= fieldLimits.email && basicEmailPattern.test(trimmed);
}
