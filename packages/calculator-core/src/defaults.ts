import type { CalculatorNumbers } from './types';

/** The form's starting values (spec section 9): 60 calls, 30 % missed, 50 % booked, 30 % closed, $9,000 jobs, 35 % margin. */
export const DEFAULT_CALCULATOR_NUMBERS: CalculatorNumbers = Object.freeze({
  callsPerMonth: 60,
  missedCallPercentage: 30,
  bookingRate: 50,
  closeRate: 30,
  averageJobValue: 9000,
  grossMargin: 35,
});
