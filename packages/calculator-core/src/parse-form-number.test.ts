import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS } from '../test/arbitraries';
import { parseFormNumber } from './parse-form-number';

describe('parseFormNumber', () => {
  it.each([
    ['60', 60],
    [' 60 ', 60],
    ['9000.50', 9000.5],
    ['.5', 0.5],
    ['.25', 0.25],
    ['5.', 5],
    ['-12', -12],
    ['+12', 12],
    ['1e3', 1000],
    ['1e+21', 1e21],
    ['2.5E-7', 2.5e-7],
    ['-0', 0],
    [42, 42],
    [-0, 0],
  ])('reads %j as %s', (value, expected) => {
    expect(Object.is(parseFormNumber(value), expected)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '0x10',
    '0b1',
    '1,000',
    '$9000',
    'Infinity',
    '1e999',
    '.',
    '-',
    Number.NaN,
    Infinity,
  ])('refuses %j', (value) => {
    expect(parseFormNumber(value)).toBeNaN();
  });

  it('reads back every finite double written by String()', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseFormNumber(String(value))).toBe(value + 0);
      }),
      PROPERTY_RUNS,
    );
  });
});
