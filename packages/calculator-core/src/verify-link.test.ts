import { describe, expect, it } from 'vitest';
import { buildVerifyLink } from './verify-link';

describe('buildVerifyLink', () => {
  it('passes name, email and company to /verify', () => {
    const link = buildVerifyLink({ name: 'Ann Smith', email: 'ann@acme.test', company: 'A&B' });
    expect(link).toBe('/verify?name=Ann+Smith&email=ann%40acme.test&company=A%26B');
    const params = new URL(link, 'https://x.test').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      name: 'Ann Smith',
      email: 'ann@acme.test',
      company: 'A&B',
    });
  });

  it('leaves out what is not set or blank', () => {
    expect(buildVerifyLink({ name: 'Ann', company: '  ' })).toBe('/verify?name=Ann');
    expect(buildVerifyLink({})).toBe('/verify');
  });

  it('ignores the other calculator fields when given a whole input', () => {
    const input = {
      name: 'Ann',
      email: 'ann@acme.test',
      company: '',
      phone: '555',
      callsPerMonth: 60,
    };
    expect(buildVerifyLink(input)).toBe('/verify?name=Ann&email=ann%40acme.test');
  });

  it('takes another base', () => {
    expect(buildVerifyLink({ name: 'Ann' }, 'https://x.test/verify')).toBe(
      'https://x.test/verify?name=Ann',
    );
  });
});
