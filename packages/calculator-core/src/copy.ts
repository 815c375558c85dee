import type { CalculatorNumericField } from './types';

// The messages are also plain constants because the schema reads them at import time, and a
// bundler must assume a property read (CALCULATOR_MESSAGES.x) may run a getter, which would
// keep the whole schema in bundles that never validate.
/** 'Name is required' (internal; read it from {@link CALCULATOR_MESSAGES}). */
export const NAME_REQUIRED = 'Name is required';
/** 'Please enter a valid email' (internal; read it from {@link CALCULATOR_MESSAGES}). */
export const EMAIL_INVALID = 'Please enter a valid email';
/** 'This field is required' (internal; read it from {@link CALCULATOR_MESSAGES}). */
export const FIELD_REQUIRED = 'This field is required';

/** The validation messages of the calculator form, word for word. */
export const CALCULATOR_MESSAGES = /* @__PURE__ */ Object.freeze({
  nameRequired: NAME_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  fieldRequired: FIELD_REQUIRED,
} as const);

/** The hint shown under each numeric field. */
export const CALCULATOR_HINTS: Readonly<Record<CalculatorNumericField, string>> =
  /* @__PURE__ */ Object.freeze({
    callsPerMonth: '40–120 typical',
    missedCallPercentage: '25–35% industry average',
    bookingRate: '45–55%',
    closeRate: '25–35%',
    averageJobValue: '$7k–$12k',
    grossMargin: '35–40%',
  });

/**
 * The two missed-call warnings shown after a calculation, word for word; when each shows is
 * `MISSED_CALL_WARNING_THRESHOLDS` in `constants.ts`.
 */
export const MISSED_CALL_WARNING_MESSAGES = /* @__PURE__ */ Object.freeze({
  low: 'Your missed call rate seems unusually low. Are you sure about this number?',
  high: 'Your missed call rate is very high. Our service can help dramatically reduce this!',
} as const);

/** The rest of the /calculator page's fixed copy, word for word. */
export const CALCULATOR_COPY = /* @__PURE__ */ Object.freeze({
  /** The heading when no company is known. */
  heading: 'See What Missed Calls Are Costing You',
  /** The heading for a company; `{company}` is replaced by {@link calculatorHeading}. */
  companyHeading: 'Missed Call Calculator for {company}',
  /** Appended to the label of a field filled from the URL. */
  prefilledLabelSuffix: ' prefilled',
  /** Shown when any field was filled from the URL. */
  prefillNote: 'We pre-filled this using public info. Feel free to update anything.',
  /** The submit button's label while calculating. */
  calculatingLabel: 'Calculating...',
  /** The button shown after a calculation; it links to /verify. */
  verifyButtonLabel: 'Hear Your AI Receptionist',
} as const);
