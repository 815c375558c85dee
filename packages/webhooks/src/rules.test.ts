import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calculatorWebhookBodySchema } from './calculator-schema';
import { contactWebhookBodySchema } from './contact-schema';
import {
  contactFieldLimits,
  fieldLimits,
  fieldTooLongMessage,
  isCompletePhoneNumber,
  overLimitErrors,
} from './rules';

const body = {
  name: 'Ann',
  company: '',
  email: 'ann@acme.com',
  phone: '',
  inbound_calls_per_month: 100,
  missed_call_percentage: 30,
  booking_rate_percent: 50,
  close_rate_percent: 40,
  average_job_value: 1000,
  gross_margin_percent: 40,
  monthly_revenue_loss: 6000,
  annual_revenue_loss: 72000,
  annual_profit_loss: 28800,
  jobs_lost_per_year: 72,
};

describe('fieldLimits', () => {
  it('is the limit the calculator body enforces, no more and no less', () => {
    const at = 'n'.repeat(fieldLimits.shortText);
    expect(
      v.safeParse(calculatorWebhookBodySchema, { ...body, name: at, company: at }).success,
    ).toBe(true);
    expect(v.safeParse(calculatorWebhookBodySchema, { ...body, company: `${at}n` }).success).toBe(
      false,
    );
  });

  it('names the limit in the visitor message', () => {
    expect(fieldTooLongMessage(200)).toBe('Please keep this to 200 characters or fewer');
  });
});

describe('isCompletePhoneNumber (the one rule: exactly 10 digits once non-digits go)', () => {
  it.each([
    ['5551234567', true],
    ['(555) 123-4567', true],
    ['555123456', false],
    ['55512345678', false],
    ['+1 555 123 4567', false],
    ['', false],
  ])('%j → %s', (input, complete) => {
    expect(isCompletePhoneNumber(input)).toBe(complete);
  });
});

describe('contactFieldLimits and overLimitErrors', () => {
  const message = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@acme.com',
    phone: '',
    subject: 'Hello',
    message: 'Hi',
    timestamp: '2026-01-01T00:00:00.000Z',
  };

  it.each(Object.keys(contactFieldLimits) as (keyof typeof contactFieldLimits)[])(
    'agrees with the contact body schema on %s',
    (field) => {
      const limit = contactFieldLimits[field];
      const fill = (length: number) =>
        field === 'email' ? `${'a'.repeat(length - 9)}@acme.com` : 'a'.repeat(length);
      const at = { ...message, [field]: fill(limit) };
      const over = { ...message, [field]: fill(limit + 1) };
      expect(v.safeParse(contactWebhookBodySchema, at).success).toBe(true);
      expect(v.safeParse(contactWebhookBodySchema, over).success).toBe(false);
      expect(overLimitErrors(at, contactFieldLimits)).toEqual({});
      expect(overLimitErrors(over, contactFieldLimits)).toEqual({
        [field]: fieldTooLongMessage(limit),
      });
    },
  );
});
