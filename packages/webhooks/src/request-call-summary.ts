import { type CallSummaryRequest, callSummaryWebhookBodySchema } from './call-summary-schema';
import { ignoreBody, postWebhook } from './post-webhook';
import { validateBody } from './validate-body';
import type { WebhookRequestOptions } from './webhook-options';

/**
 * Asks for the summary of a finished demo call by SMS (exactly 10 digits once non-digits are
 * stripped) or by e-mail (basic `x@y.z` shape). Bad contact details are refused before anything
 * is sent. The answer is ignored. Never retried: a retry could text the visitor twice.
 *
 * @throws {WebhookError} `invalid-body` (nothing sent), `aborted`, `timeout`, `network`, `http-status`.
 * @example
 * ```ts
 * await requestCallSummary(
 *   { agentId, company, contactType: 'phone', phoneNumber: '(555) 010-2030' },
 *   { url: config.callSummaryWebhookUrl },
 * );
 * ```
 */
export async function requestCallSummary(
  request: CallSummaryRequest,
  options: WebhookRequestOptions,
): Promise<void> {
  // Fields are picked one by one; the runtime contactType is kept so a wrong one is refused.
  const { agentId, company, contactType } = request;
  const contact =
    request.contactType === 'phone'
      ? { phoneNumber: request.phoneNumber }
      : { emailAddress: request.emailAddress };
  const body = validateBody('call-summary', callSummaryWebhookBodySchema, {
    agentId,
    company,
    contactType,
    ...contact,
  });
  await postWebhook({ webhook: 'call-summary', body, accept: '*/*', read: ignoreBody }, options);
}
