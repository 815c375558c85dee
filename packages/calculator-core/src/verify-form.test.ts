import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVerifyPrefill, VERIFY_COPY, type VerifyFormValues } from './verify-form';
import { buildVerifyLink } from './verify-link';
import { validateVerifyForm } from './verify-validation';

const valid = { name: 'Ann', email: 'ann@acme.test', company: 'Acme Roofing', address: '' };

describe('validateVerifyForm', () => {
  it('accepts a complete form and trims it', () => {
    expect(
      validateVerifyForm({
        name: ' Ann ',
        email: ' ann@acme.test',
        company: 'Acme ',
        address: ' Austin, TX ',
      }),
    ).toEqual({
      success: true,
      value: { name: 'Ann', email: 'ann@acme.test', company: 'Acme', address: 'Austin, TX' },
    });
  });

  it('gives each empty required field its message from VERIFY_COPY', () => {
    expect(validateVerifyForm({ name: '', email: '', company: ' ', address: '' })).toEqual({
      success: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        company: 'Company name is required',
      },
    });
  });

  // The last two are valid addresses followed by junk: only the pattern's `$` anchor refuses them.
  it.each([
    'ann',
    'ann@acme',
    'ann @acme.test',
    '@acme.test',
    'ann@.test',
    'a@b.c@d',
    'ann@acme.com junk',
  ])('refuses the email %j with the pattern message', (email) => {
    expect(validateVerifyForm({ ...valid, email })).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email' },
    });
  });

  it.each([null, 'ann', 42, {}])('reads %j as an empty form', (input) => {
    expect(validateVerifyForm(input as unknown as Partial<VerifyFormValues>)).toEqual({
      success: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        company: 'Company name is required',
      },
    });
  });

  it('treats missing fields as empty and the address as optional', () => {
    expect(validateVerifyForm({ name: 'Ann', email: 'a@b.c', company: 'Acme' })).toEqual({
      success: true,
      value: { name: 'Ann', email: 'a@b.c', company: 'Acme', address: '' },
    });
  });

  it('holds VERIFY_COPY word for word', () => {
    expect(VERIFY_COPY).toEqual({
      title: 'Verify Your Information',
      subtitle: 'Please confirm your details to build your personalized demo',
      nameLabel: 'Your Name *',
      emailLabel: 'Email Address *',
      companyLabel: 'Company Name *',
      addressLabel: 'Business Address (Optional)',
      addressPlaceholder: 'City, State',
      submitLabel: 'Confirm & Build Demo',
      submittingLabel: 'Building Demo...',
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      companyRequired: 'Company name is required',
    });
    expect(Object.isFrozen(VERIFY_COPY)).toBe(true);
  });
});

describe('parseVerifyPrefill', () => {
  it('prefers address over city and state', () => {
    expect(parseVerifyPrefill('?address=1%20Main%20St&city=Austin&state=TX').address).toBe(
      '1 Main St',
    );
  });

  it.each([
    ['?city=Austin&state=TX', 'Austin, TX'],
    ['?city=Austin', 'Austin'],
    ['?state=TX', 'TX'],
    ['?city=%20&state=TX', 'TX'],
    ['', ''],
  ])('builds the address of %s as %j', (query, address) => {
    expect(parseVerifyPrefill(query).address).toBe(address);
  });

  it('reads back exactly what buildVerifyLink wrote', () => {
    // Values as the calculator leaves them: trimmed, non-blank, within the 256-character cap.
    const value = fc
      .string({ minLength: 1, maxLength: 100, unit: 'grapheme' })
      .filter((text) => text.trim() === text && text !== '');
    fc.assert(
      fc.property(value, value, value, (name, email, company) => {
        const link = buildVerifyLink({ name, email, company });
        expect(parseVerifyPrefill(link.slice(link.indexOf('?')))).toEqual({
          name,
          email,
          company,
          address: '',
        });
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on malformed or repeated parameters', () => {
    expect(parseVerifyPrefill('?name=%E0%A4%A&name=Bob&company=%')).toEqual({
      name: '\uFFFD%A',
      email: '',
      company: '%',
      address: '',
    });
  });
});

describe('validateVerifyForm field limits (the verify body’s)', () => {
  it('refuses a company over 200 characters with its own message', () => {
    const checked = validateVerifyForm({
      name: 'Ann',
      email: 'ann@acme.com',
      company: 'c'.repeat(201),
      address: '',
    });
    expect(checked).toEqual({
      success: false,
      errors: { company: 'Please keep this to 200 characters or fewer' },
    });
  });
});
