import * as v from 'valibot';
import { contactFieldLimits } from './field-limits';
import { emailAddress, objectIssueMessage, optionalText, requiredText } from './field-rules';

/** A contact-form message as the site collects it; the client adds the timestamp. */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  /** Optional on the form; sent as an empty string when absent. */
  phone?: string;
  subject: string;
  message: string;
}

/** The exact JSON body of the contact webhook. */
export interface ContactWebhookBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** ISO 8601 time of sending, e.g. `2025-01-31T09:30:00.000Z`. */
  timestamp: string;
}

/**
 * Schema of the contact webhook body, shared by {@link sendContactMessage} and the local receiver.
 * Unknown keys are refused so that a drifting client shows up in tests.
 */
export const contactWebhookBodySchema: v.GenericSchema<ContactWebhookBody> = v.strictObject(
  {
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    email: emailAddress('browser'),
    phone: optionalText('Phone'),
    subject: requiredText('Subject'),
    message: v.pipe(
      v.string('Message must be text'),
      // The message keeps its own line breaks and indentation; only an all-blank one is refused.
      v.check((text) => text.trim().length > 0, 'Message is required'),
      v.maxLength(contactFieldLimits.message, 'Message is too long'),
    ),
    timestamp: v.pipe(
      v.string('Timestamp must be text'),
      v.isoTimestamp('Timestamp must be ISO 8601'),
    ),
  },
  objectIssueMessage,
);
