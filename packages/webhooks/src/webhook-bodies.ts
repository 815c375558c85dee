import type * as v from 'valibot';
import { type CalculatorWebhookBody, calculatorWebhookBodySchema } from './calculator-schema';
import { type CallSummaryWebhookBody, callSummaryWebhookBodySchema } from './call-summary-schema';
import { type ContactWebhookBody, contactWebhookBodySchema } from './contact-schema';
import { type VerifyWebhookBody, verifyWebhookBodySchema } from './verify-schema';
import type { WebhookName } from './webhook-name';

/** The JSON body each webhook receives, by webhook name. */
export interface WebhookBodies {
  contact: ContactWebhookBody;
  calculator: CalculatorWebhookBody;
  verify: VerifyWebhookBody;
  'call-summary': CallSummaryWebhookBody;
}

/** The schema of each webhook's body, by name: the clients and the local receiver use these. */
export const webhookBodySchemas: {
  readonly [K in WebhookName]: v.GenericSchema<unknown, WebhookBodies[K]>;
} = {
  contact: contactWebhookBodySchema,
  calculator: calculatorWebhookBodySchema,
  verify: verifyWebhookBodySchema,
  'call-summary': callSummaryWebhookBodySchema,
};
