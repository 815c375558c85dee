/**
 * The one definition of every field's length limit, in UTF-16 code units (what `String.length`
 * and valibot's `maxLength` count). The limits are generous: they exist so that one field cannot
 * fill the receiver's 64 kB body limit on its own. The body schemas, the
 * `@org/calculator-core` form rules and prefill, and the site's forms all import these, so a
 * visitor sees a field error before anything is sent instead of a refused body and a lost lead.
 */
export const fieldLimits = {
  /** Names, companies, subjects, addresses, ids. */
  shortText: 200,
  /** RFC 5321 caps an address path at 254 characters. */
  email: 254,
  /** The contact message itself. */
  message: 20_000,
} as const;

/** `x@y` with no spaces: what a browser's `type="email"` check lets through (the contact form). */
export const browserEmailPattern = /^[^\s@]+@[^\s@]+$/;

/**
 * `x@y.z` with no spaces: the calculator and verify forms' rule and the summary modal's enable
 * rule. The one copy: `@org/calculator-core` and `@org/ui` import it.
 */
export const basicEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a visitor sees when a field is longer than its limit, e.g. 'Please keep this to 200
 * characters or fewer'. The forms show it as the field's own error, before anything is sent.
 */
export function fieldTooLongMessage(limit: number): string {
  return `Please keep this to ${limit} characters or fewer`;
}

/** The contact body's limit for each field the visitor types (the body schema uses the same). */
export const contactFieldLimits = {
  firstName: fieldLimits.shortText,
  lastName: fieldLimits.shortText,
  email: fieldLimits.email,
  phone: fieldLimits.shortText,
  subject: fieldLimits.shortText,
  message: fieldLimits.message,
} as const;

/**
 * The {@link fieldTooLongMessage} of each value longer than its limit: a form shows these as its
 * fields' own errors and sends nothing, instead of a body the client would refuse.
 *
 * @example
 * ```ts
 * overLimitErrors({ subject: 'x'.repeat(201) }, contactFieldLimits);
 * // { subject: 'Please keep this to 200 characters or fewer' }
 * ```
 */
export function overLimitErrors<K extends string>(
  values: Partial<Record<NoInfer<K>, string>>,
  limits: Readonly<Record<K, number>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(limits) as K[]) {
    const value = values[field];
    if (value !== undefined && value.length > limits[field]) {
      errors[field] = fieldTooLongMessage(limits[field]);
    }
  }
  return errors;
}
