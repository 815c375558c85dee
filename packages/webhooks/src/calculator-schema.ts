import * as v from 'valibot';
import {
  emailAddress,
  finiteNumber,
  objectIssueMessage,
  optionalText,
  requiredText,
} from './field-rules';

/**
 * The exact JSON body of the calculator webhook (spec section 7). `@org/calculator-core` builds it
 * from the form and the result; percentages are whole numbers (30 means 30 %), money is rounded.
 */
export interface CalculatorWebhookBody {
  name: string;
  /** May be empty. */
  company: string;
  email: string;
  /** May be empty. */
  phone: string;
  inbound_calls_per_month: number;
  missed_call_percentage: number;
  booking_rate_percent: number;
  close_rate_percent: number;
  average_job_value: number;
  gross_margin_percent: number;
  monthly_revenue_loss: number;
  annual_revenue_loss: number;
  annual_profit_loss: number;
  jobs_lost_per_year: number;
}

/** Schema of the calculator webhook body, shared by {@link sendCalculatorResults} and the receiver. */
export const calculatorWebhookBodySchema: v.GenericSchema<CalculatorWebhookBody> = v.strictObject(
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
