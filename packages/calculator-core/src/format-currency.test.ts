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

  it('writes what Intl’s en-US dollar format writes, for every kind of amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    });
    // A fixed pseudo-random walk (a linear congruential generator): the same amounts each run.
    let seed = 20_261_207;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const amounts = [0.5, 1.5, 2.5, -2.5, 999.5, 999_999.5, 0.49999999999999994, 2 ** 53, 1e22];
    for (let index = 0; index < 2_000; index += 1) {
      const magnitude = 10 ** Math.floor(next() * 16);
      amounts.push((next() - 0.3) * magnitude, Math.round(next() * magnitude) + 0.5);
    }
    for (const amount of amounts)
      expect(formatCurrency(amount), String(amount)).toBe(intl.format(amount));
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %s with non-finite-amount', (amount) => {
    expect(() => formatCurrency(amount)).toThrowError(
      expect.objectContaining({ name: 'CalculatorCoreError', code: 'non-finite-amount' }),
    );
    expect(() => formatCurrency(amount)).toThrow(CalculatorCoreError);
    expect(() => formatCurrency(amount)).toThrow(`Cannot format ${amount} as dollars.`);
  });
});
