import * as v from 'valibot';
import { PHONE_DIGITS, phoneDigits } from './contact-details';
import { emailAddress, objectIssueMessage, optionalText, requiredText } from './field-rules';

/**
 * A request for the summary of a finished demo call, by SMS or by e-mail.
 * `contactType` decides which of `phoneNumber` and `emailAddress` is present.
 */
export type CallSummaryRequest =
  | {
      agentId: string;
      /** May be empty: the demo page's company parameter is optional. */
      company: string;
      contactType: 'phone';
      /** Any formatting; non-digits are stripped and exactly 10 digits must remain. */
      phoneNumber: string;
    }
  | {
      agentId: string;
      /** May be empty: the demo page's company parameter is optional. */
      company: string;
      contactType: 'email';
      emailAddress: string;
    };

/**
 * The exact JSON body of the call-summary webhook: the phone number is sent as its 10 digits,
 * the e-mail address trimmed.
 */
export type CallSummaryWebhookBody = CallSummaryRequest;

const phoneNumber = v.pipe(
  v.string('Phone number must be text'),
  v.transform(phoneDigits),
  v.length(PHONE_DIGITS, `Enter ${PHONE_DIGITS} digits`),
);

/** Schema of the call-summary body, shared by {@link requestCallSummary} and the local receiver. */
export const callSummaryWebhookBodySchema: v.GenericSchema<
  CallSummaryRequest,
  CallSummaryWebhookBody
> = v.variant(
  'contactType',
  [
    v.strictObject(
      {
        agentId: requiredText('Agent id'),
        company: optionalText('Company'),
        contactType: v.literal('phone'),
        phoneNumber,
      },
      objectIssueMessage,
    ),
    v.strictObject(
      {
        agentId: requiredText('Agent id'),
        company: optionalText('Company'),
        contactType: v.literal('email'),
        emailAddress: emailAddress('basic'),
      },
      objectIssueMessage,
    ),
  ],
  'Contact type must be "phone" or "email"',
);
