import { describe, expect, it } from 'vitest';
import { CalculatorCoreError } from './calculator-core-error';

describe('CalculatorCoreError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new RangeError('bad');
    const error = new CalculatorCoreError('non-finite-amount', 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CalculatorCoreError');
    expect(error.code).toBe('non-finite-amount');
    expect(error.message).toBe('failed');
    expect(error.cause).toBe(cause);
  });
});
