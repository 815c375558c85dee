import { fieldLimits, fieldTooLongMessage } from '@org/webhooks/rules';
import * as v from 'valibot';
import { EMAIL_INVALID, FIELD_REQUIRED, NAME_REQUIRED } from './copy';
import { CALCULATOR_EMAIL_PATTERN } from './email-pattern';
import { parseFormNumber } from './parse-form-number';

// Every top-level valibot call below is marked pure: the package is bundled into one module,
// and without the marks a site that imports only the formulas would still ship the schema.

// The length limits are the webhook body's (`fieldLimits`): a longer entry is a field error
// here, before anything is computed or sent, instead of a body the client refuses.
const limited = (limit: number) =>
  /* @__PURE__ */ v.maxLength<string, number, string>(limit, fieldTooLongMessage(limit));

// Every entry defaults a missing key to '': valibot reports a missing key with the object's
// one generic message, while '' reaches the field's own checks and its own message (copy.ts).

const name = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(NAME_REQUIRED), ''),
  /* @__PURE__ */ v.trim(),
  /* @__PURE__ */ v.nonEmpty(NAME_REQUIRED),
  limited(fieldLimits.shortText),
);

// An empty email and a malformed one get the same message (EMAIL_INVALID), so there is no
// separate required check: the pattern alone already refuses ''.
const email = /* @__PURE__ */ v.pipe(
  // Stryker disable next-line StringLiteral: any default fails the pattern below with the same message as ''
  /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(EMAIL_INVALID), ''),
  /* @__PURE__ */ v.trim(),
  limited(fieldLimits.email),
  /* @__PURE__ */ v.regex(CALCULATOR_EMAIL_PATTERN, EMAIL_INVALID),
);

const optionalText = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(), ''),
  /* @__PURE__ */ v.trim(),
  limited(fieldLimits.shortText),
);

// The numeric fields have no bounds on purpose: negatives and huge values pass here and are
// made safe by calculateMissedCallCost.
const numeric = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.optional(
    /* @__PURE__ */ v.union(
      [/* @__PURE__ */ v.string(), /* @__PURE__ */ v.number()],
      FIELD_REQUIRED,
    ),
    // Stryker disable next-line StringLiteral: any non-numeric default gives the same 'This field is required'
    '',
  ),
  /* @__PURE__ */ v.transform(parseFormNumber),
  /* @__PURE__ */ v.check((value: number) => !Number.isNaN(value), FIELD_REQUIRED),
);

/**
 * The calculator form's valibot schema. Input: the form's values, with the
 * numbers as the strings inputs hold (numbers are accepted too). Output: a
 * {@link CalculatorInput} with trimmed text and parsed numbers. Entries are in the form's
 * order (`CALCULATOR_FIELDS` in `fields.ts`), and so are the issues. valibot implements Standard Schema, so form libraries take
 * this schema directly; without one, use {@link validateCalculatorForm}.
 *
 * Messages: a missing or blank name gives 'Name is required'; a missing, empty or malformed
 * email gives 'Please enter a valid email'; a numeric field that is missing, blank, not a
 * decimal number or not finite gives 'This field is required' (a browser's number input
 * reports such text as '' too). Company and phone are optional. Name, company and phone longer
 * than 200 characters, or an email longer than 254, give 'Please keep this to 200 characters or
 * fewer' (or 254): the webhook body's limits, `fieldLimits` of `@org/webhooks`.
 *
 * @example
 * ```ts
 * import { basicEmailPattern, fieldLimits, fieldTooLongMessage } from '@org/webhooks/rules';
import * as v from 'valibot';
 *
 * const parsed = v.safeParse(calculatorFormSchema, formValues);
 * if (parsed.success) calculateMissedCallCost(parsed.output);
 * ```
 */
export const calculatorFormSchema = /* @__PURE__ */ v.object({
  name,
  company: optionalText,
  email,
  phone: optionalText,
  callsPerMonth: numeric,
  missedCallPercentage: numeric,
  bookingRate: numeric,
  closeRate: numeric,
  averageJobValue: numeric,
  grossMargin: numeric,
});

/**
 * The values {@link calculatorFormSchema} takes: what the form's inputs hold. Every key is
 * optional so a form library can start from partial values; a missing required field gets
 * the same message as an empty one.
 */
export type CalculatorFormValues = v.InferInput<typeof calculatorFormSchema>;
