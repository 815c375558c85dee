import * as v from 'valibot';
import { emailAddress, objectIssueMessage, optionalText, requiredText } from './field-rules';

/** The verify form's details. */
export interface DemoRequest {
  name: string;
  email: string;
  company: string;
  /** Optional; sent as an empty string when absent. */
  address?: string;
}

/** The exact JSON body of the verify webhook. */
export interface VerifyWebhookBody {
  name: string;
  email: string;
  company: string;
  address: string;
}

/** Schema of the verify webhook body, shared by {@link requestDemo} and the local receiver. */
export const verifyWebhookBodySchema: v.GenericSchema<VerifyWebhookBody> = v.strictObject(
  {
    name: requiredText('Name'),
    email: emailAddress('basic'),
    company: requiredText('Company name'),
    address: optionalText('Address'),
  },
  objectIssueMessage,
);
