import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyUtf16String, PROPERTY_RUNS } from '../test/arbitraries';
import { parseCalculatorPrefill } from './prefill';
import { MAX_QUERY_VALUE_LENGTH } from './query-values';

describe('parseCalculatorPrefill', () => {
  it('reads name, company, email and phone and says which were filled', () => {
    expect(
      parseCalculatorPrefill('?name=Ann%20Smith&company=Acme+Roofing&email=ann%40acme.test'),
    ).toEqual({
      values: { name: 'Ann Smith', company: 'Acme Roofing', email: 'ann@acme.test', phone: '' },
      prefilled: { name: true, company: true, email: true, phone: false },
      anyPrefilled: true,
    });
  });

  it('reports nothing for an empty query, or one with only other parameters', () => {
    for (const query of ['', '?', '?agent=x&callsPerMonth=90', new URLSearchParams()]) {
      expect(parseCalculatorPrefill(query)).toEqual({
        values: { name: '', company: '', email: '', phone: '' },
        prefilled: { name: false, company: false, email: false, phone: false },
        anyPrefilled: false,
      });
    }
  });

  it('counts a blank parameter as absent', () => {
    const prefill = parseCalculatorPrefill('?company=%20%20&phone=');
    expect(prefill.prefilled).toEqual({ name: false, company: false, email: false, phone: false });
    expect(prefill.anyPrefilled).toBe(false);
  });

  it('takes the first non-blank value of a repeated parameter', () => {
    expect(parseCalculatorPrefill('?name=&name=Ann&name=Bob').values.name).toBe('Ann');
  });

  it('survives malformed percent-encoding', () => {
    const prefill = parseCalculatorPrefill('?name=%E0%A4%A&company=%&email=%ZZ');
    expect(prefill.values).toEqual({ name: '\uFFFD%A', company: '%', email: '%ZZ', phone: '' });
  });

  it('trims and caps a very long value', () => {
    const prefill = parseCalculatorPrefill(`?name=${'x'.repeat(100_000)}&phone=%20555%20`);
    expect(prefill.values.name).toHaveLength(MAX_QUERY_VALUE_LENGTH);
    expect(prefill.values.phone).toBe('555');
  });

  it('never throws and always reports consistently', () => {
    const part = fc.oneof(
      fc.constantFrom('name', 'company', 'email', 'phone', '%', '%E0%A4', '=', '&', '+'),
      anyUtf16String(300),
    );
    const query = fc.array(part, { maxLength: 20 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(query, (q) => {
        const prefill = parseCalculatorPrefill(q);
        for (const [field, value] of Object.entries(prefill.values)) {
          expect(prefill.prefilled[field as keyof typeof prefill.prefilled]).toBe(value !== '');
          expect(Array.from(value).length).toBeLessThanOrEqual(MAX_QUERY_VALUE_LENGTH);
        }
        expect(prefill.anyPrefilled).toBe(Object.values(prefill.prefilled).includes(true));
      }),
      PROPERTY_RUNS,
    );
  });
});
