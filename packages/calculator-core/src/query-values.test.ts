import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyUtf16String, PROPERTY_RUNS } from '../test/arbitraries';
import {
  cleanQueryValue,
  MAX_QUERY_VALUE_LENGTH,
  readQueryValue,
  toSearchParams,
} from './query-values';

describe('toSearchParams', () => {
  it('reads a query with or without its ?, and passes URLSearchParams through', () => {
    expect(toSearchParams('?name=Ann').get('name')).toBe('Ann');
    expect(toSearchParams('name=Ann').get('name')).toBe('Ann');
    // Both the ? of location.search and one more (a '?…' appended to a search string) go.
    expect([...toSearchParams('??name=Ann')]).toEqual([['name', 'Ann']]);
    const params = new URLSearchParams('name=Ann');
    expect(toSearchParams(params)).toBe(params);
  });

  it('reads undefined or null from untyped callers as an empty query', () => {
    expect([...toSearchParams(undefined as unknown as string)]).toEqual([]);
    expect([...toSearchParams(null as unknown as string)]).toEqual([]);
  });

  it.each([
    ['name=%', '%'],
    ['name=%ZZ', '%ZZ'],
    ['name=Ann%E0%A4%A', 'Ann\uFFFD%A'],
    ['name=%ED%A0%80', '\uFFFD\uFFFD\uFFFD'],
    ['name=Ann+Smith', 'Ann Smith'],
    ['name=a%2Bb', 'a+b'],
  ])('decodes malformed or special encoding %j without throwing', (query, expected) => {
    expect(toSearchParams(query).get('name')).toBe(expected);
  });

  it('never throws, whatever the string', () => {
    const queryChar = fc.constantFrom('%', '&', '=', '+', '?', '#', 'a', 'É', '\uD800', 'E0', 'F');
    fc.assert(
      fc.property(fc.oneof(anyUtf16String(200), fc.string({ unit: queryChar })), (query) => {
        expect(() => toSearchParams(query)).not.toThrow();
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('cleanQueryValue', () => {
  it('trims', () => {
    expect(cleanQueryValue('  Ann \n')).toBe('Ann');
  });

  it(`cuts a long value to ${MAX_QUERY_VALUE_LENGTH} code points`, () => {
    expect(cleanQueryValue('a'.repeat(10_000))).toBe('a'.repeat(MAX_QUERY_VALUE_LENGTH));
  });

  it('counts code points, so an emoji is never cut in half', () => {
    const cleaned = cleanQueryValue('😀'.repeat(MAX_QUERY_VALUE_LENGTH + 5));
    expect(Array.from(cleaned)).toHaveLength(MAX_QUERY_VALUE_LENGTH);
    // In u-mode a regex sees a whole pair as one code point, so this finds only a lone half.
    expect(cleaned).not.toMatch(/\p{Cs}/u);
  });

  it('keeps a short value behind a long run of leading spaces', () => {
    expect(cleanQueryValue(`${' '.repeat(5_000)}Ann`)).toBe('Ann');
  });

  it('trims again after the cut', () => {
    const value = `${'a'.repeat(MAX_QUERY_VALUE_LENGTH - 1)} b`;
    expect(cleanQueryValue(value)).toBe('a'.repeat(MAX_QUERY_VALUE_LENGTH - 1));
  });

  it('always returns trimmed text within the cap', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 600 }), (raw) => {
        const cleaned = cleanQueryValue(raw);
        expect(cleaned).toBe(cleaned.trim());
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(MAX_QUERY_VALUE_LENGTH);
        expect(raw.trim().startsWith(cleaned)).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('readQueryValue', () => {
  it.each([
    ['name=Ann&name=Bob', 'Ann'],
    ['name=&name=%20&name=Bob', 'Bob'],
    ['name=', ''],
    ['other=1', ''],
  ])('reads %j as %j (first non-blank occurrence wins)', (query, expected) => {
    expect(readQueryValue(new URLSearchParams(query), 'name')).toBe(expected);
  });
});
