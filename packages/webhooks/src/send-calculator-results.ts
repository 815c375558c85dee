import { type CalculatorWebhookBody, calculatorWebhookBodySchema } from './calculator-schema';
import { ignoreBody, postWebhook } from './post-webhook';
import { validateBody } from './validate-body';
import type { WebhookRequestOptions } from './webhook-options';

/**
 * Posts the calculator inputs and results. The answer is not read. Never retried. The spec has
 * the site log a failure and carry on as if it had succeeded; that choice is the caller's.
 *
 * @throws {WebhookError} `invalid-body` (nothing sent), `aborted`, `timeout`, `network`, `http-status`.
 * @example
 * ```ts
 * sendCalculatorResults(buildCalculatorBody(form, result), { url: config.calculatorWebhookUrl })
 *   .catch((error: unknown) => logger.warn('calculator webhook failed', error));
 * ```
 */
export async function sendCalculatorResults(
  results: CalculatorWebhookBody,
  options: WebhookRequestOptions,
): Promise<void> {
  const body = validateBody('calculator', calculatorWebhookBodySchema, {
    name: results.name,
    company: results.company,
    email: results.email,
    phone: results.phone,
    inbound_calls_per_month: results.inbound_calls_per_month,
    missed_call_percentage: results.missed_call_percentage,
    booking_rate_percent: results.booking_rate_percent,
    close_rate_percent: results.close_rate_percent,
    average_job_value: results.average_job_value,
    gross_margin_percent: results.gross_margin_percent,
    monthly_revenue_loss: results.monthly_revenue_loss,
    annual_revenue_loss: results.annual_revenue_loss,
    annual_profit_loss: results.annual_profit_loss,
    jobs_lost_per_year: results.jobs_lost_per_year,
  });
  await postWebhook({ webhook: 'calculator', body, accept: '*/*', read: ignoreBody }, options);
}
