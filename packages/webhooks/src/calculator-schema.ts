import * as v from 'valibot';
import {
  emailAddress,
  finiteNumber,
  objectIssueMessage,
  optionalText,
  requiredText,
} from './field-rules';

/**
 * The calculator webhook body: the one owner of that contract. The type
 * {@link CalculatorWebhookBody} is inferred from it; {@link sendCalculatorResults}, the receiver
 * and `@org/calculator-core`'s builder all use these two. Percentages are whole numbers (30 means
 * 30 %), money is rounded US dollars; company and phone may be empty.
 */
export const calculatorWebhookBodySchema = v.strictObject(
  {
    name: requiredText('Name'),
    company: optionalText('Company'),
    email: emailAddress('basic'),
    phone: optionalText('Phone'),
    inbound_calls_per_month: finiteNumber('Calls per month'),
    missed_call_percentage: finiteNumber('Missed call percentage'),
    booking_rate_percent: finiteNumber('Booking rate'),
    close_rate_percent: finiteNumber('Close rate'),
    average_job_value: finiteNumber('Average job value'),
    gross_margin_percent: finiteNumber('Gross margin'),
    monthly_revenue_loss: finiteNumber('Monthly revenue loss'),
    annual_revenue_loss: finiteNumber('Annual revenue loss'),
    annual_profit_loss: finiteNumber('Annual profit loss'),
    jobs_lost_per_year: finiteNumber('Jobs lost per year'),
  },
  objectIssueMessage,
);

/** The exact JSON body of the calculator webhook, inferred from {@link calculatorWebhookBodySchema}. */
export type CalculatorWebhookBody = v.InferOutput<typeof calculatorWebhookBodySchema>;
