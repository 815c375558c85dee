// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCompletePhoneNumber, PHONE_DIGIT_COUNT, sanitizePhoneDigits } from './phone-digits';

describe('sanitizePhoneDigits', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['+1 555 123 4567', '1555123456'],
    ['555.123', '555123'],
    ['abc', ''],
    ['', ''],
    ['٣٤٥', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(sanitizePhoneDigits(input)).toBe(expected);
  });

  it(`never returns more than ${PHONE_DIGIT_COUNT} digits`, () => {
    expect(sanitizePhoneDigits('1'.repeat(25))).toHaveLength(PHONE_DIGIT_COUNT);
  });
});

describe('isCompletePhoneNumber (exactly 10 digits for the SMS call summary)', () => {
  it('accepts exactly ten digits only', () => {
    expect(isCompletePhoneNumber('5551234567')).toBe(true);
    expect(isCompletePhoneNumber('555123456')).toBe(false);
    expect(isCompletePhoneNumber('55512345678')).toBe(false);
    expect(isCompletePhoneNumber('555123456a')).toBe(false);
    expect(isCompletePhoneNumber('')).toBe(false);
  });

  it('counts the digits of a formatted number, as the modal sanitises before it asks', () => {
    expect(isCompletePhoneNumber('(555) 123-4567')).toBe(true);
    expect(isCompletePhoneNumber(sanitizePhoneDigits('+1 555 123 4567'))).toBe(true);
    expect(isCompletePhoneNumber('+1 555 123 4567')).toBe(false);
  });
});
