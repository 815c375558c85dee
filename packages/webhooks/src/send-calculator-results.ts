import * as v from 'valibot';
import { type CalculatorWebhookBody, calculatorWebhookBodySchema } from './calculator-schema';
import { ignoreBody, postWebhook } from './post-webhook';
import { validateBody } from './validate-body';
import type { WebhookRequestOptions } from './webhook-options';

/**
 * Posts the calculator inputs and results. The answer's body is read and dropped. Never retried.
 * Whether a failure stops the visitor is the caller's choice: the example below logs it and
 * carries on as if the post had succeeded.
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
  // The schema's own entries without its strictness: properties the webhook does not take are
  // dropped (a caller may pass a wider object), and the body's fields come from the one schema.
  const sendable = v.object(calculatorWebhookBodySchema.entries);
  const body = validateBody('calculator', sendable, results);
  await postWebhook({ webhook: 'calculator', body, accept: '*/*', read: ignoreBody }, options);
}
