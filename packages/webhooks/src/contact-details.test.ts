import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBasicEmailAddress,
  isCompletePhoneNumber,
  PHONE_DIGITS,
  phoneDigits,
} from './contact-details';

describe('phoneDigits and isCompletePhoneNumber', () => {
  it('strips everything but digits', () => {
    expect(phoneDigits('+1 (555) 010-2030 ext. 4')).toBe('155501020304');
    expect(phoneDigits('no digits')).toBe('');
  });

  it.each([
    ['5550102030', true],
    ['(555) 010-2030', true],
    ['555.010.2030', true],
    ['555010203', false],
    ['+1 555 010 2030', false],
    ['', false],
  ])('%j complete: %s', (input, complete) => {
    expect(isCompletePhoneNumber(input)).toBe(complete);
  });

  it('is complete exactly when ten digits remain, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isCompletePhoneNumber(text)).toBe(phoneDigits(text).length === PHONE_DIGITS);
        expect(phoneDigits(text)).toMatch(/^\d*$/);
      }),
    );
  });
});

describe('isBasicEmailAddress', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.co.uk ', true],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['@example.com', false],
    ['ada@@example.com', false],
    // A valid address followed by junk: only the pattern's `$` anchor refuses these.
    ['a@b.c@d', false],
    ['ada@example.com junk', false],
    ['ada@example.com\tjunk', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%j: %s', (input, valid) => {
    expect(isBasicEmailAddress(input)).toBe(valid);
  });
});
