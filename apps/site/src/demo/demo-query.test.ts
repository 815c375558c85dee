import { MAX_QUERY_VALUE_LENGTH } from '@org/calculator-core';
import { describe, expect, it } from 'vitest';
import { parseDemoQuery } from './demo-query';

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
    // As the calculator's fields read theirs: an escape that is no escape stays as written,
    // bytes that are no UTF-8 become U+FFFD.
    expect(parseDemoQuery('?agent=a%ZZ1&company=%E0%A4%A&%=%')).toEqual({
      agent: 'a%ZZ1',
      company: '\uFFFD%A',
    });
    const hostile = '%'.repeat(50_000) + '%E0%A4'.repeat(50_000);
    expect(() => parseDemoQuery(`?agent=a&company=${hostile}`)).not.toThrow();
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
