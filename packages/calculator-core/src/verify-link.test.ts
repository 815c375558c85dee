import { describe, expect, it } from 'vitest';
import { buildVerifyLink } from './verify-link';

describe('buildVerifyLink', () => {
  it('passes name, email and company to /verify', () => {
    const link = buildVerifyLink({ name: 'Ann Smith', email: 'ann@acme.test', company: 'A&B' });
    expect(link).toBe('/verify/?name=Ann+Smith&email=ann%40acme.test&company=A%26B');
    const params = new URL(link, 'https://x.test').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      name: 'Ann Smith',
      email: 'ann@acme.test',
      company: 'A&B',
    });
  });

  it('leaves out what is not set or blank', () => {
    expect(buildVerifyLink({ name: 'Ann', company: '  ' })).toBe('/verify/?name=Ann');
    expect(buildVerifyLink({})).toBe('/verify/');
  });

  it('ignores the other calculator fields when given a whole input', () => {
    const input = {
      name: 'Ann',
      email: 'ann@acme.test',
      company: '',
      phone: '555',
      callsPerMonth: 60,
    };
    expect(buildVerifyLink(input)).toBe('/verify/?name=Ann&email=ann%40acme.test');
  });

  it('takes another base', () => {
    expect(buildVerifyLink({ name: 'Ann' }, 'https://x.test/verify/')).toBe(
      'https://x.test/verify/?name=Ann',
    );
  });
});

describe('buildVerifyLink with the annual figure', () => {
  it('adds the annual figure next to name, email and company', () => {
    const link = buildVerifyLink({
      name: 'Ann',
      email: 'ann@acme.test',
      company: 'Acme',
      lostRevenueAnnual: 291_600,
    });
    expect(link).toBe(
      '/verify/?name=Ann&email=ann%40acme.test&company=Acme&lostRevenueAnnual=291600',
    );
  });

  it('adds $0 too, which is a real result', () => {
    expect(buildVerifyLink({ lostRevenueAnnual: 0 })).toBe('/verify/?lostRevenueAnnual=0');
  });

  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e96])(
    'leaves out %s, which /verify would not show',
    (amount) => {
      expect(buildVerifyLink({ name: 'Ann', lostRevenueAnnual: amount })).toBe('/verify/?name=Ann');
    },
  );
});
