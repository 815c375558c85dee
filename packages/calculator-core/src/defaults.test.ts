import { describe, expect, it } from 'vitest';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { DEFAULT_CALCULATOR_FORM_VALUES, DEFAULT_CALCULATOR_INPUT } from './defaults';
import { validateCalculatorForm } from './validate-calculator-form';

describe('DEFAULT_CALCULATOR_INPUT', () => {
  it('holds the defaults (60, 30, 50, 30, 9000, 35) and is frozen', () => {
    expect(DEFAULT_CALCULATOR_INPUT).toEqual({
      callsPerMonth: 60,
      missedCallPercentage: 30,
      bookingRate: 50,
      closeRate: 30,
      averageJobValue: 9000,
      grossMargin: 35,
    });
    expect(Object.isFrozen(DEFAULT_CALCULATOR_INPUT)).toBe(true);
  });
});

describe('DEFAULT_CALCULATOR_FORM_VALUES', () => {
  it('parses to the default numbers once name and email are filled in', () => {
    const checked = validateCalculatorForm({
      ...DEFAULT_CALCULATOR_FORM_VALUES,
      name: 'Ann',
      email: 'ann@acme.test',
    });
    expect(checked).toEqual({
      success: true,
      value: {
        name: 'Ann',
        company: '',
        email: 'ann@acme.test',
        phone: '',
        ...DEFAULT_CALCULATOR_INPUT,
      },
    });
    expect(Object.isFrozen(DEFAULT_CALCULATOR_FORM_VALUES)).toBe(true);
  });

  it('asks for name and email only, as they start empty', () => {
    expect(DEFAULT_CALCULATOR_FORM_VALUES).toMatchObject({ name: '', email: '' });
    expect(validateCalculatorForm(DEFAULT_CALCULATOR_FORM_VALUES)).toEqual({
      success: false,
      errors: { name: 'Name is required', email: 'Please enter a valid email' },
    });
  });

  it('gives $24,300, $291,600, $102,060 and 32 jobs for the defaults', () => {
    expect(calculateMissedCallCost(DEFAULT_CALCULATOR_INPUT)).toEqual({
      lostRevenueMonthly: 24_300,
      lostRevenueAnnual: 291_600,
      lostProfitAnnual: 102_060,
      jobsLostAnnual: 32,
    });
  });
});
