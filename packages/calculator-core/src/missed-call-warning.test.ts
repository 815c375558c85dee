import { describe, expect, it } from 'vitest';
import { getMissedCallWarning } from './missed-call-warning';

const LOW = 'Your missed call rate seems unusually low. Are you sure about this number?';
const HIGH = 'Your missed call rate is very high. Our service can help dramatically reduce this!';

describe('getMissedCallWarning', () => {
  it.each([
    [-5, LOW],
    [0, LOW],
    [9, LOW],
    [9.99, LOW],
    [60.01, HIGH],
    [61, HIGH],
    [Infinity, HIGH],
  ])('warns for %s %%', (percentage, message) => {
    const warning = getMissedCallWarning(percentage);
    expect(warning?.message).toBe(message);
    expect(warning?.kind).toBe(message === LOW ? 'low' : 'high');
  });

  it.each([10, 30, 60, Number.NaN])('stays quiet for %s %% (the thresholds are strict)', (p) => {
    expect(getMissedCallWarning(p)).toBeNull();
  });
});
