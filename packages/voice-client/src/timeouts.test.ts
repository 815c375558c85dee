import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, resolveTimeouts } from './timeouts';

describe('resolveTimeouts', () => {
  it('gives the defaults, each replaced by a value given', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({
      webCall: 15_000,
      callMachine: 20_000,
      join: 20_000,
      destroy: 3_000,
    });
    expect(resolveTimeouts()).toEqual(DEFAULT_TIMEOUTS);
    expect(resolveTimeouts({ join: 45_000, destroy: 1 })).toEqual({
      ...DEFAULT_TIMEOUTS,
      join: 45_000,
      destroy: 1,
    });
    expect(resolveTimeouts({ webCall: 2 ** 31 - 1 }).webCall).toBe(2 ** 31 - 1);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])(
    'refuses %s, which no timer can wait',
    (value) => {
      expect(() => resolveTimeouts({ callMachine: value })).toThrow(
        expect.objectContaining({
          code: 'invalid-argument',
          message:
            'timeouts.callMachine must be a whole number of milliseconds from 1 to 2147483647.',
        }),
      );
    },
  );
});
