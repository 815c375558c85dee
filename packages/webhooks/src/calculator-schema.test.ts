import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { calculatorBody } from '../test/fixtures';
import { type CalculatorWebhookBody, calculatorWebhookBodySchema } from './calculator-schema';

/** The calculator webhook's field list, written out independently of the interface. */
const EXPECTED_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'inbound_calls_per_month',
  'missed_call_percentage',
  'booking_rate_percent',
  'close_rate_percent',
  'average_job_value',
  'gross_margin_percent',
  'monthly_revenue_loss',
  'annual_revenue_loss',
  'annual_profit_loss',
  'jobs_lost_per_year',
] as const;

describe('calculatorWebhookBodySchema', () => {
  it('has exactly the snake_case fields of the list above, as strings and numbers', () => {
    expectTypeOf<keyof CalculatorWebhookBody>().toEqualTypeOf<(typeof EXPECTED_FIELDS)[number]>();
    expectTypeOf<CalculatorWebhookBody['company']>().toEqualTypeOf<string>();
    expectTypeOf<CalculatorWebhookBody['jobs_lost_per_year']>().toEqualTypeOf<number>();
    const body = v.parse(calculatorWebhookBodySchema, calculatorBody());
    expect(Object.keys(body).sort()).toEqual([...EXPECTED_FIELDS].sort());
  });

  it('allows an empty company and phone', () => {
    expect(v.is(calculatorWebhookBodySchema, calculatorBody({ company: '', phone: '' }))).toBe(
      true,
    );
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'ada@example' }, 'Please enter a valid email'],
    [{ annual_revenue_loss: Number.NaN }, 'Annual revenue loss must be a number'],
    [{ annual_profit_loss: Number.POSITIVE_INFINITY }, 'Annual profit loss must be finite'],
    [{ close_rate_percent: '30' as unknown as number }, 'Close rate must be a number'],
  ])('refuses %j', (patch, message) => {
    const result = v.safeParse(calculatorWebhookBodySchema, { ...calculatorBody(), ...patch });
    expect(result.issues?.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses camelCase fields the webhook does not know', () => {
    const result = v.safeParse(calculatorWebhookBodySchema, {
      ...calculatorBody(),
      callsPerMonth: 60,
    });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Field is not allowed']);
  });
});
