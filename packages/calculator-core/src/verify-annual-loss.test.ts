import { describe, expect, it } from 'vitest';
import {
  isVerifyAnnualLoss,
  MAX_VERIFY_ANNUAL_LOSS,
  parseVerifyAnnualLoss,
  verifyAnnualLossLine,
} from './verify-annual-loss';
import { parseVerifyPrefill } from './verify-form';
import { buildVerifyLink } from './verify-link';
import { validateVerifyForm } from './verify-validation';

describe('parseVerifyAnnualLoss', () => {
  it('reads the figure the verify link carries', () => {
    const link = buildVerifyLink({ name: 'Ann', company: 'Acme', lostRevenueAnnual: 291_600 });
    expect(parseVerifyAnnualLoss(new URL(link, 'https://x.test').search)).toBe(291_600);
    expect(parseVerifyAnnualLoss('lostRevenueAnnual=0')).toBe(0);
    expect(parseVerifyAnnualLoss(`?lostRevenueAnnual=${MAX_VERIFY_ANNUAL_LOSS}`)).toBe(
      MAX_VERIFY_ANNUAL_LOSS,
    );
  });

  it.each([
    ['absent', '?name=Ann'],
    ['blank', '?lostRevenueAnnual=%20'],
    ['negative', '?lostRevenueAnnual=-5'],
    ['fractional', '?lostRevenueAnnual=12.5'],
    ['an exponent', '?lostRevenueAnnual=1e6'],
    ['Infinity', '?lostRevenueAnnual=Infinity'],
    ['NaN', '?lostRevenueAnnual=NaN'],
    ['hex', '?lostRevenueAnnual=0x10'],
    ['not a number', '?lostRevenueAnnual=%3Cscript%3E'],
    ['above the bound', `?lostRevenueAnnual=${MAX_VERIFY_ANNUAL_LOSS + 1}`],
    ['seventeen digits', '?lostRevenueAnnual=12345678901234567'],
  ])('gives nothing when the figure is %s', (_case, query) => {
    expect(parseVerifyAnnualLoss(query)).toBeUndefined();
  });

  it('never throws on malformed input', () => {
    expect(parseVerifyAnnualLoss('%E0%A4%A')).toBeUndefined();
    expect(parseVerifyAnnualLoss(undefined as unknown as string)).toBeUndefined();
  });
});

describe('isVerifyAnnualLoss', () => {
  it('accepts whole amounts from 0 to the bound only', () => {
    expect(isVerifyAnnualLoss(0)).toBe(true);
    expect(isVerifyAnnualLoss(291_600)).toBe(true);
    expect(isVerifyAnnualLoss(-1)).toBe(false);
    expect(isVerifyAnnualLoss(0.5)).toBe(false);
    expect(isVerifyAnnualLoss(Number.NaN)).toBe(false);
    expect(isVerifyAnnualLoss(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isVerifyAnnualLoss(1e20)).toBe(false);
  });
});

describe('verifyAnnualLossLine', () => {
  it('formats the amount like the results', () => {
    expect(verifyAnnualLossLine('Acme Roofing', 291_600)).toBe(
      'Missed calls may be costing Acme Roofing $291,600 a year.',
    );
  });

  it('trims the company name', () => {
    expect(verifyAnnualLossLine('  Acme Roofing ', 1)).toBe(
      'Missed calls may be costing Acme Roofing $1 a year.',
    );
  });

  it('names the business generically without a company', () => {
    expect(verifyAnnualLossLine('  ', 0)).toBe(
      'Missed calls may be costing your business $0 a year.',
    );
  });
});

describe('the verify webhook body', () => {
  it('never carries the annual figure: only the four fields of the verify form', () => {
    const link = buildVerifyLink({
      name: 'Ann',
      email: 'ann@acme.test',
      company: 'Acme',
      lostRevenueAnnual: 291_600,
    });
    const values = parseVerifyPrefill(new URL(link, 'https://x.test').search);
    const checked = validateVerifyForm(values);
    expect(checked.success).toBe(true);
    if (!checked.success) return;
    expect(Object.keys(checked.value).sort()).toEqual(['address', 'company', 'email', 'name']);
    expect(JSON.stringify(checked.value)).not.toContain('291600');
  });
});
