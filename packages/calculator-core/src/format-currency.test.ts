import { describe, expect, it } from 'vitest';
import { CalculatorCoreError } from './calculator-core-error';
import { formatCurrency } from './format-currency';

describe('formatCurrency', () => {
  it.each([
    [24_300, '$24,300'],
    [291_600, '$291,600'],
    [102_060, '$102,060'],
    [0, '$0'],
    [-0, '$0'],
    [-0.4, '$0'],
    [0.5, '$1'],
    [1_234.49, '$1,234'],
    [-1_234.5, '-$1,235'],
    [1e21, '$1,000,000,000,000,000,000,000'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %s with non-finite-amount', (amount) => {
    expect(() => formatCurrency(amount)).toThrowError(
      expect.objectContaining({ name: 'CalculatorCoreError', code: 'non-finite-amount' }),
    );
    expect(() => formatCurrency(amount)).toThrow(CalculatorCoreError);
    expect(() => formatCurrency(amount)).toThrow(`Cannot format ${amount} as dollars.`);
  });
});
