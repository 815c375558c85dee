import { fieldLimits, fieldTooLongMessage } from '@org/webhooks/rules';
import * as v from 'valibot';
import { CALCULATOR_EMAIL_PATTERN } from './email-pattern';
import {
  VERIFY_COPY,
  VERIFY_FIELDS,
  type VerifyField,
  type VerifyFormErrors,
  type VerifyFormValues,
  type VerifyValidationResult,
} from './verify-form';

// The /verify form's validation, with valibot: part of the `./form` entry, apart from the copy
// and pre-fill of ./verify-form.ts that pages need up front.

// The verify body's limits (`fieldLimits`), shown as field errors before the request is sent.
const within = (limit: number) =>
  /* @__PURE__ */ v.maxLength<string, number, string>(limit, fieldTooLongMessage(limit));

const trimmed = (message: string, limit: number = fieldLimits.shortText) =>
  /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(message), ''),
    /* @__PURE__ */ v.trim(),
    /* @__PURE__ */ v.nonEmpty(message),
    /* @__PURE__ */ within(limit),
  );

/** The /verify form's rules: name, email (x@y.z, no spaces) and company required; address optional. */
// Every call is marked pure, so that a page importing only the copy or the pre-fill of this
// package does not ship valibot with it.
export const verifyFormSchema = /* @__PURE__ */ v.object({
  name: /* @__PURE__ */ trimmed(VERIFY_COPY.nameRequired),
  email: /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ trimmed(VERIFY_COPY.emailRequired, fieldLimits.email),
    /* @__PURE__ */ v.regex(CALCULATOR_EMAIL_PATTERN, VERIFY_COPY.emailInvalid),
  ),
  company: /* @__PURE__ */ trimmed(VERIFY_COPY.companyRequired),
  address: /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(), ''),
    /* @__PURE__ */ v.trim(),
    /* @__PURE__ */ within(fieldLimits.shortText),
  ),
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
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: abortPipeEarly only saves work; the loop keeps each field's first message
  const parsed = v.safeParse(verifyFormSchema, source, { abortPipeEarly: true });
  if (parsed.success) return { success: true, value: parsed.output };
  const errors: VerifyFormErrors = {};
  for (const issue of parsed.issues) {
    // Stryker disable next-line OptionalChaining: the source is always an object, so every issue has a path
    const key = issue.path?.[0]?.key;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: valibot's object schema only reports its own keys, all in VERIFY_FIELDS
    if (typeof key === 'string' && (VERIFY_FIELDS as readonly string[]).includes(key)) {
      errors[key as VerifyField] ??= issue.message;
    }
  }
  return { success: false, errors };
}
