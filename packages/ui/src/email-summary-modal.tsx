'use client';

import { isEmailShape } from './email-shape';
import type { SummaryField, SummaryModalProps, SummaryModalText } from './summary-dialog';
import { SummaryDialog } from './summary-dialog';

/** Text of the {@link EmailSummaryModal}; the defaults are the /demo page's wording. */
export type EmailSummaryModalText = SummaryModalText;

/** Default {@link EmailSummaryModalText}. */
export const defaultEmailSummaryModalText: EmailSummaryModalText = {
  title: 'Send Call Summary',
  label: 'Email Address',
  hint: 'Enter a valid email address',
  notice: "We'll send this call's summary to this address only.",
  privacyLink: 'Privacy Policy',
  send: 'Send Summary',
  close: 'Close',
};

/** Props of {@link EmailSummaryModal}. */
export interface EmailSummaryModalProps extends SummaryModalProps<EmailSummaryModalText> {
  /** Called with the trimmed address when Send Summary is pressed. */
  onSend: (emailAddress: string) => void;
  /** Controlled address. */
  value?: string;
  /** Uncontrolled starting address. Cleared each time the modal closes. */
  defaultValue?: string;
  onValueChange?: (emailAddress: string) => void;
}

const emailField: SummaryField = {
  input: { type: 'email', name: 'emailAddress', autoComplete: 'email' },
  keep: (address) => address,
  isComplete: isEmailShape,
  toSent: (address) => address.trim(),
};

/**
 * The e-mail variant of the call-summary modal, offered after No Thanks. Send Summary is enabled
 * only when the address has the basic shape `x@y.z` (`data-state="complete"` on the input);
 * sending closes the modal. Under the field, a line says the summary goes to this address only,
 * with a link to `privacyHref`, as part of the field's description.
 *
 * @example
 * ```tsx
 * <EmailSummaryModal
 *   open={step === 'email'}
 *   onOpenChange={(open) => !open && setStep('closed')}
 *   onSend={(emailAddress) => sendSummary({ contactType: 'email', emailAddress })}
 * />
 * ```
 */
export function EmailSummaryModal(props: EmailSummaryModalProps) {
  return <SummaryDialog {...props} defaults={defaultEmailSummaryModalText} field={emailField} />;
}
