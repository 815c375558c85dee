import { fieldLimits, fieldTooLongMessage } from '@org/webhooks/rules';
import * as v from 'valibot';
import { CALCULATOR_EMAIL_PATTERN } from './calculator-form-schema';
import { EMAIL_INVALID, NAME_REQUIRED } from './copy';
import { type QueryInput, readQueryValue, toSearchParams } from './query-values';

/** The fields of the /verify form (spec section 3), in the order it shows them. */
export const VERIFY_FIELDS = ['name', 'email', 'company', 'address'] as const;

/** A field of the /verify form. */
export type VerifyField = (typeof VERIFY_FIELDS)[number];

/** The /verify form's values, as its inputs hold them. */
export type VerifyFormValues = Record<VerifyField, string>;

/** The first message of each invalid /verify field. */
export type VerifyFormErrors = Partial<Record<VerifyField, string>>;

/** What {@link validateVerifyForm} returns: the trimmed values, or the errors by field. */
export type VerifyValidationResult =
  | { success: true; value: VerifyFormValues }
  | { success: false; errors: VerifyFormErrors };

/** The /verify form's copy and messages (spec sections 2 and 5), word for word. */
export const VERIFY_COPY = /* @__PURE__ */ Object.freeze({
  title: 'Verify Your Information',
  subtitle: 'Please confirm your details to build your personalized demo',
  nameLabel: 'Your Name *',
  emailLabel: 'Email Address *',
  companyLabel: 'Company Name *',
  addressLabel: 'Business Address (Optional)',
  addressPlaceholder: 'City, State',
  submitLabel: 'Confirm & Build Demo',
  submittingLabel: 'Building Demo...',
  nameRequired: NAME_REQUIRED,
  emailRequired: 'Email is required',
  emailInvalid: EMAIL_INVALID,
  companyRequired: 'Company name is required',
} as const);

// The verify body's limits (`fieldLimits`), shown as field errors before the request is sent.
const within = (limit: number) =>
  v.maxLength<string, number, string>(limit, fieldTooLongMessage(limit));

const trimmed = (message: string, limit: number = fieldLimits.shortText) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), within(limit));

/** The /verify form's rules: name, email (x@y.z, no spaces) and company required; address optional. */
export const verifyFormSchema = /* @__PURE__ */ v.object({
  name: trimmed(VERIFY_COPY.nameRequired),
  email: v.pipe(
    trimmed(VERIFY_COPY.emailRequired, fieldLimits.email),
    v.regex(CALCULATOR_EMAIL_PATTERN, VERIFY_COPY.emailInvalid),
  ),
  company: trimmed(VERIFY_COPY.companyRequired),
  address: v.pipe(v.optional(v.string(), ''), v.trim(), within(fieldLimits.shortText)),
});

/**
 * Validates the /verify form. Invalid data is a value: the result gives the first message of
 * each invalid field ('Name is required', 'Email is required' or 'Please enter a valid email',
 * 'Company name is required'); a valid result carries the trimmed values.
 * @example
 * ```ts
 * validateVerifyForm({ name: 'Ann', email: 'ann@acme', company: '', address: '' });
 * // { success: false, errors: { email: 'Please enter a valid email', company: 'Company name is required' } }
 * ```
 */
export function validateVerifyForm(values: Partial<VerifyFormValues>): VerifyValidationResult {
  const source: unknown = typeof values === 'object' && values !== null ? values : {};
  const parsed = v.safeParse(verifyFormSchema, source, { abortPipeEarly: true });
  if (parsed.success) return { success: true, value: parsed.output };
  const errors: VerifyFormErrors = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && (VERIFY_FIELDS as readonly string[]).includes(key)) {
      errors[key as VerifyField] ??= issue.message;
    }
  }
  return { success: false, errors };
}

/**
 * Reads the /verify query string (spec section 2): name, email and company as given; the
 * address from `address` when present, otherwise `city` and `state` joined with ', ', or
 * whichever of the two exists. Never throws; values are trimmed and capped like the
 * calculator's prefill ({@link MAX_QUERY_VALUE_LENGTH}).
 * @example
 * ```ts
 * parseVerifyPrefill('?name=Ann&city=Austin&state=TX').address; // 'Austin, TX'
 * ```
 */
export function parseVerifyPrefill(query: QueryInput): VerifyFormValues {
  const params = toSearchParams(query);
  const read = (key: string) => readQueryValue(params, key);
  const address =
    read('address') || [read('city'), read('state')].filter((part) => part !== '').join(', ');
  return { name: read('name'), email: read('email'), company: read('company'), address };
}
