import { EMAIL_INVALID, NAME_REQUIRED } from './copy';
import { type QueryInput, readQueryValue, toSearchParams } from './query-values';

/** The fields of the /verify form, in the order it shows them. */
export const VERIFY_FIELDS = ['name', 'email', 'company', 'address'] as const;

/** A field of the /verify form. */
export type VerifyField = (typeof VERIFY_FIELDS)[number];

/** The /verify form's values, as its inputs hold them. */
export type VerifyFormValues = Record<VerifyField, string>;

/** The first message of each invalid /verify field. */
export type VerifyFormErrors = Partial<Record<VerifyField, string>>;

/** What `validateVerifyForm` (in `@org/calculator-core/form`) returns: the trimmed values, or the errors by field. */
export type VerifyValidationResult =
  | { success: true; value: VerifyFormValues }
  | { success: false; errors: VerifyFormErrors };

/** The /verify form's copy and messages, word for word. */
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

/**
 * Reads the /verify query string: name, email and company as given; the
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
