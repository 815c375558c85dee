import { MAX_QUERY_VALUE_LENGTH } from '@org/calculator-core';
import { describe, expect, it } from 'vitest';
import { decodeQueryValue, parseDemoQuery } from './demo-query';

describe('decodeQueryValue', () => {
  it('decodes escapes and plus signs like a form', () => {
    expect(decodeQueryValue('Acme+Roofing%20%26%20Sons')).toBe('Acme Roofing & Sons');
    expect(decodeQueryValue('Caf%C3%A9%20du%20Toit')).toBe('Café du Toit');
    expect(decodeQueryValue('%2B1')).toBe('+1');
  });

  it('keeps malformed escapes as written and decodes the valid ones around them', () => {
    expect(decodeQueryValue('100%')).toBe('100%');
    expect(decodeQueryValue('100%+Roofing')).toBe('100% Roofing');
    expect(decodeQueryValue('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeQueryValue('Acme%20%ZZ%20Co')).toBe('Acme %ZZ Co');
    expect(decodeQueryValue('%C3%A9%FF%20x')).toBe('é%FF x');
    expect(decodeQueryValue('%E2%82%AC%E2%82')).toBe('€%E2%82');
  });

  it('never throws on any mix of percent signs and hex digits', () => {
    const pieces = ['%', 'E0', 'A4', 'C3', 'A9', 'FF', '%2', 'x', '+', '%20'];
    // Every sequence of up to four pieces: a bounded, exhaustive sweep of awkward inputs.
    const inputs = [''];
    for (let length = 0; length < 4; length += 1) {
      for (const input of inputs.splice(0)) {
        for (const piece of pieces) inputs.push(input + piece);
      }
    }
    expect(inputs).toHaveLength(pieces.length ** 4);
    const throwing = inputs.filter((input) => {
      try {
        decodeQueryValue(input);
        return false;
      } catch {
        return true;
      }
    });
    expect(throwing).toEqual([]);
  });

  it('keeps what decodeURIComponent refuses (overlong, surrogate, past U+10FFFF) as written', () => {
    expect(decodeQueryValue('%C0%AF%ED%A0%80%F4%90%80%80')).toBe('%C0%AF%ED%A0%80%F4%90%80%80');
    expect(decodeQueryValue('%F0%9F%98%80%E2%82%AC%C3%A9a')).toBe('\u{1F600}€éa');
    expect(decodeQueryValue('%E2%82%E2%82%AC')).toBe('%E2%82€');
  });

  // The old decoder retried decodeURIComponent on slices and caught each URIError: 10–15 s per
  // megabyte, so this test passes its 8 s bound only if decoding stays linear. The linear one
  // takes 0.3 s here and took 3 s beside the CI's end-to-end suites (vitest's default 5 s bound
  // left too little room for that).
  it.each([
    ['%FF', 'invalid bytes'],
    ['%E0%A4', 'truncated three-byte characters'],
    ['%C3', 'lone lead bytes'],
  ])(
    'decodes a 1 MB company made of %s (%s) quickly',
    (unit, _kind) => {
      const hostile = unit.repeat(Math.ceil(1_000_000 / unit.length));
      expect(decodeQueryValue(hostile)).toBe(hostile);
      const { company } = parseDemoQuery(`?agent=a&company=${hostile}`);
      expect(company).toBe(hostile.slice(0, MAX_QUERY_VALUE_LENGTH));
    },
    8_000,
  );
});

describe('parseDemoQuery', () => {
  it('reads the agent and the decoded company', () => {
    expect(parseDemoQuery('?agent=demo-agent&company=Acme%20Roofing')).toEqual({
      agent: 'demo-agent',
      company: 'Acme Roofing',
    });
  });

  it('treats a missing or blank agent as absent', () => {
    expect(parseDemoQuery('')).toEqual({ agent: null, company: null });
    expect(parseDemoQuery('?company=Acme')).toEqual({ agent: null, company: 'Acme' });
    expect(parseDemoQuery('?agent=&company=')).toEqual({ agent: null, company: null });
    expect(parseDemoQuery('?agent=%20+')).toEqual({ agent: null, company: null });
    expect(parseDemoQuery('?agent')).toEqual({ agent: null, company: null });
  });

  it('takes the first of repeated parameters and ignores others', () => {
    expect(parseDemoQuery('?utm=x&agent=a1&agent=a2&company=One&company=Two')).toEqual({
      agent: 'a1',
      company: 'One',
    });
  });

  it('survives malformed percent-encoding anywhere in the query', () => {
    expect(parseDemoQuery('?agent=a%ZZ1&company=%E0%A4%A&%=%')).toEqual({
      agent: 'a%ZZ1',
      company: '%E0%A4%A',
    });
  });

  it('cuts each value to the query cap the calculator keeps', () => {
    const long = 'Dachdeckermeisterbetriebsgesellschaft'.repeat(300);
    const { agent, company } = parseDemoQuery(`?agent=${long}&company=${long}`);
    expect(company).toBe(long.slice(0, MAX_QUERY_VALUE_LENGTH));
    expect(agent).toBe(long.slice(0, MAX_QUERY_VALUE_LENGTH));
    expect(parseDemoQuery(`?company=${'A'.repeat(MAX_QUERY_VALUE_LENGTH)}`).company).toHaveLength(
      MAX_QUERY_VALUE_LENGTH,
    );
  });

  it('counts the cap in characters, never halving one, and trims what the cut leaves', () => {
    // Each emoji is two UTF-16 units: a cut by units would keep half of the last one kept.
    const emoji = '%F0%9F%98%80'.repeat(MAX_QUERY_VALUE_LENGTH + 10);
    expect(parseDemoQuery(`?company=${emoji}`).company).toBe(
      '\u{1F600}'.repeat(MAX_QUERY_VALUE_LENGTH),
    );
    const endsOnSpace = `${'a'.repeat(MAX_QUERY_VALUE_LENGTH - 1)}+b`;
    expect(parseDemoQuery(`?company=${endsOnSpace}`).company).toBe(
      'a'.repeat(MAX_QUERY_VALUE_LENGTH - 1),
    );
  });

  it('decodes encoded parameter names and trims values', () => {
    expect(parseDemoQuery('?%61gent=+abc+&company=%20Acme%20')).toEqual({
      agent: 'abc',
      company: 'Acme',
    });
  });
});
