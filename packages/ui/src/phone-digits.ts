import { isCompletePhoneNumber, PHONE_DIGITS, phoneDigits } from '@org/webhooks/rules';

/** How many digits the call-summary phone number must have: `@org/webhooks`' `PHONE_DIGITS`. */
export const PHONE_DIGIT_COUNT: number = PHONE_DIGITS;

/**
 * True when the value has exactly {@link PHONE_DIGIT_COUNT} digits once non-digits are dropped:
 * the only sendable number. The one rule, `@org/webhooks`' own, re-exported.
 */
export { isCompletePhoneNumber };

/**
 * Keeps only the digits of what the visitor typed or pasted, cut to {@link PHONE_DIGIT_COUNT}.
 *
 * @example
 * ```ts
 * sanitizePhoneDigits('(555) 123-4567 ext 9'); // '5551234567'
 * ```
 */
export function sanitizePhoneDigits(input: string): string {
  return phoneDigits(input).slice(0, PHONE_DIGIT_COUNT);
}
