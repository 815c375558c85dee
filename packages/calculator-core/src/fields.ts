import type { CalculatorContactField, CalculatorField, CalculatorNumericField } from './types';

/** The contact fields in the form's order. */
export const CALCULATOR_CONTACT_FIELDS: readonly CalculatorContactField[] =
  /* @__PURE__ */ Object.freeze(['name', 'company', 'email', 'phone']);

/** The numeric fields in the form's order. */
export const CALCULATOR_NUMERIC_FIELDS: readonly CalculatorNumericField[] =
  /* @__PURE__ */ Object.freeze([
    'callsPerMonth',
    'missedCallPercentage',
    'bookingRate',
    'closeRate',
    'averageJobValue',
    'grossMargin',
  ]);

// Written out rather than spread from the two lists above: a bundler must assume a spread may
// run a custom iterator, and would then keep all three lists in every bundle.
/** Every form field in the form's order; validation errors are reported in this order. */
export const CALCULATOR_FIELDS: readonly CalculatorField[] = /* @__PURE__ */ Object.freeze([
  'name',
  'company',
  'email',
  'phone',
  'callsPerMonth',
  'missedCallPercentage',
  'bookingRate',
  'closeRate',
  'averageJobValue',
  'grossMargin',
]);
