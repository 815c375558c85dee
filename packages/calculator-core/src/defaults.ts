import type { CalculatorFormValues } from './calculator-form-schema';
import type { CalculatorNumbers } from './types';

/**
 * The calculator's starting numbers: 60 calls, 30 % missed, 50 % booked,
 * 30 % closed, $9,000 jobs, 35 % margin. They give $24,300 a month.
 */
export const DEFAULT_CALCULATOR_INPUT: Readonly<CalculatorNumbers> = /* @__PURE__ */ Object.freeze({
  callsPerMonth: 60,
  missedCallPercentage: 30,
  bookingRate: 50,
  closeRate: 30,
  averageJobValue: 9000,
  grossMargin: 35,
});

/**
 * The form's starting values as the inputs hold them (strings): empty contact fields and
 * {@link DEFAULT_CALCULATOR_INPUT}'s numbers.
 */
export const DEFAULT_CALCULATOR_FORM_VALUES: Readonly<Required<CalculatorFormValues>> =
  /* @__PURE__ */ Object.freeze({
    name: '',
    company: '',
    email: '',
    phone: '',
    callsPerMonth: '60',
    missedCallPercentage: '30',
    bookingRate: '50',
    closeRate: '30',
    averageJobValue: '9000',
    grossMargin: '35',
  });
