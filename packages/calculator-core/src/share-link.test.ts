import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyUtf16String, PROPERTY_RUNS, validFormValues, validInput } from '../test/arbitraries';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { parseCalculatorShareLink } from './parse-share-link';
import { buildCalculatorShareLink } from './share-link';
import { validateCalculatorForm } from './validate-calculator-form';

function validated() {
  const checked = validateCalculatorForm(validFormValues({ company: '', phone: '' }));
  if (!checked.success) throw new Error('the test form must be valid');
  return checked.value;
}

describe('buildCalculatorShareLink', () => {
  it('puts every input in the query, leaving out empty company and phone', () => {
    expect(buildCalculatorShareLink(validated())).toBe(
      '/calculator/?name=Ann+Smith&email=ann%40acme.test&callsPerMonth=60&missedCallPercentage=30' +
        '&bookingRate=50&closeRate=30&averageJobValue=9000&grossMargin=35',
    );
  });

  it('takes an absolute base', () => {
    const link = buildCalculatorShareLink(validated(), 'https://x.test/calculator/');
    expect(link.startsWith('https://x.test/calculator/?name=Ann+Smith&')).toBe(true);
  });

  it('uses the pre-fill parameter names, so the page pre-fills from it too', () => {
    const link = buildCalculatorShareLink({ ...validated(), company: 'Acme', phone: '555' });
    const params = new URL(link, 'https://x.test').searchParams;
    expect(params.get('company')).toBe('Acme');
    expect(params.get('phone')).toBe('555');
  });
});

describe('parseCalculatorShareLink', () => {
  it('reads a link back to the same input and the same figures', () => {
    const input = validated();
    const link = buildCalculatorShareLink(input, 'https://x.test/calculator/');
    const parsed = parseCalculatorShareLink(new URL(link).search);
    expect(parsed).toEqual({ success: true, value: input });
  });

  it('round-trips any valid input, so a link reproduces the same figures', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const link = buildCalculatorShareLink(input, 'https://x.test/calculator/');
        const parsed = parseCalculatorShareLink(new URL(link).searchParams);
        expect(parsed).toEqual({ success: true, value: input });
        if (parsed.success) {
          expect(calculateMissedCallCost(parsed.value)).toEqual(calculateMissedCallCost(input));
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('reports a missing number instead of guessing a default', () => {
    expect(parseCalculatorShareLink('?name=Ann&email=ann%40acme.test&callsPerMonth=60')).toEqual({
      success: false,
      errors: {
        missedCallPercentage: 'This field is required',
        bookingRate: 'This field is required',
        closeRate: 'This field is required',
        averageJobValue: 'This field is required',
        grossMargin: 'This field is required',
      },
    });
  });

  it('gives the name and email messages of copy.ts for an empty query', () => {
    const parsed = parseCalculatorShareLink('');
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.errors.name).toBe('Name is required');
    expect(!parsed.success && parsed.errors.email).toBe('Please enter a valid email');
  });

  it('never throws on hostile links', () => {
    const part = fc.oneof(
      fc.constantFrom(
        'callsPerMonth=',
        'name=',
        'email=a%40b.c',
        '%',
        '%E0%A4',
        '&',
        '1e999',
        'NaN',
      ),
      anyUtf16String(300),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (parts) => {
        expect(() => parseCalculatorShareLink(parts.join(''))).not.toThrow();
      }),
      PROPERTY_RUNS,
    );
  });
});
