/** How many digits the call-summary phone number must have (spec section 9). */
export const PHONE_DIGIT_COUNT = 10;

/**
 * Keeps only the digits of what the visitor typed or pasted, cut to {@link PHONE_DIGIT_COUNT}.
 *
 * @example
 * ```ts
 * sanitizePhoneDigits('(555) 123-4567 ext 9'); // '5551234567'
 * ```
 */
export function sanitizePhoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGIT_COUNT);
}

/** True when the value is exactly {@link PHONE_DIGIT_COUNT} digits: the only sendable shape. */
export function isCompletePhoneNumber(value: string): boolean {
  return value.length === PHONE_DIGIT_COUNT && /^\d+$/.test(value);
}
