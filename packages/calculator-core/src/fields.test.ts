import { describe, expect, it } from 'vitest';
import { calculatorFormSchema } from './calculator-form-schema';
import { CALCULATOR_CONTACT_FIELDS, CALCULATOR_FIELDS, CALCULATOR_NUMERIC_FIELDS } from './fields';

describe('field lists', () => {
  it('list the form fields in order', () => {
    expect(CALCULATOR_FIELDS).toEqual([
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
    expect(CALCULATOR_FIELDS).toEqual([...CALCULATOR_CONTACT_FIELDS, ...CALCULATOR_NUMERIC_FIELDS]);
  });

  it('match the schema entries, in the same order', () => {
    expect(Object.keys(calculatorFormSchema.entries)).toEqual(CALCULATOR_FIELDS);
  });
});
