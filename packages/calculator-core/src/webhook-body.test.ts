import { describe, expect, it } from 'vitest';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';
import { buildCalculatorWebhookBody } from './webhook-body';

const input = {
  name: 'Ann Smith',
  company: 'Acme Roofing',
  email: 'ann@acme.test',
  phone: '',
  ...DEFAULT_CALCULATOR_INPUT,
};

describe('buildCalculatorWebhookBody', () => {
  it('has exactly the fields of the calculator webhook body, in order', () => {
    const body = buildCalculatorWebhookBody(input, calculateMissedCallCost(input));
    expect(Object.keys(body)).toEqual([
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
    ]);
  });

  it('carries the input and the rounded figures', () => {
    const body = buildCalculatorWebhookBody(input, calculateMissedCallCost(input));
    expect(body).toEqual({
      name: 'Ann Smith',
      company: 'Acme Roofing',
      email: 'ann@acme.test',
      phone: '',
      inbound_calls_per_month: 60,
      missed_call_percentage: 30,
      booking_rate_percent: 50,
      close_rate_percent: 30,
      average_job_value: 9000,
      gross_margin_percent: 35,
      monthly_revenue_loss: 24_300,
      annual_revenue_loss: 291_600,
      annual_profit_loss: 102_060,
      jobs_lost_per_year: 32,
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
