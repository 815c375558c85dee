'use client';

import { isCompletePhoneNumber, sanitizePhoneDigits } from './phone-digits';
import type { SummaryField, SummaryModalProps, SummaryModalText } from './summary-dialog';
import { SummaryDialog } from './summary-dialog';

/** Text of the {@link SmsSummaryModal}; the defaults are the /demo page's wording. */
export interface SmsSummaryModalText extends SummaryModalText {
  decline: string;
}

/** Default {@link SmsSummaryModalText}. */
export const defaultSmsSummaryModalText: SmsSummaryModalText = {
  title: 'Send Call Summary',
  label: 'Phone Number',
  hint: 'Enter 10 digits (no spaces or dashes)',
  // The opt-in a text from a US business number needs (A2P 10DLC, TCPA): what is sent, the
  // rates, how to stop, and the privacy policy, where the number is asked for.
  notice:
    "We'll send one text with this call's summary. Message and data rates may apply. Reply STOP to opt out.",
  privacyLink: 'Privacy Policy',
  send: 'Send Summary',
  decline: 'No Thanks',
  close: 'Close',
};

/** Props of {@link SmsSummaryModal}. */
export interface SmsSummaryModalProps extends SummaryModalProps<SmsSummaryModalText> {
  /** Called when the modal asks to open or close; it closes itself after Send and No Thanks. */
  onOpenChange?: (open: boolean) => void;
  /** Called with exactly 10 digits when Send Summary is pressed. */
  onSend: (phoneNumber: string) => void;
  /** Called when No Thanks is pressed (the site then offers the e-mail modal). */
  onDecline?: () => void;
  /** Controlled digits; the modal only ever reports sanitised values. */
  value?: string;
  /** Uncontrolled starting digits; sanitised. Cleared each time the modal closes. */
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
}

const phoneField: SummaryField = {
  // No maxLength: the browser would cut a pasted '+1 (555) 123-4567' to its first ten
  // characters before the digits could be picked out of it.
  input: { type: 'tel', name: 'phoneNumber', inputMode: 'numeric', autoComplete: 'tel-national' },
  keep: sanitizePhoneDigits,
  isComplete: isCompletePhoneNumber,
  // A controlled value reaches the send as the parent wrote it, not through the sanitiser.
  toSent: sanitizePhoneDigits,
};

/**
 * The 'Send Call Summary' modal that asks for a phone number. Non-digits are stripped as the
 * visitor types or pastes, at most 10 digits are kept, and Send Summary is enabled only at
 * exactly 10 (`data-state="complete"` on the input). Under the field, the opt-in line (one text
 * with the call's summary, message and data rates, Reply STOP, a link to `privacyHref`) is part
 * of the field's description. Send and No Thanks close the modal.
 *
 * @example
 * ```tsx
 * <SmsSummaryModal
 *   open={step === 'sms'}
 *   onOpenChange={(open) => !open && setStep('closed')}
 *   onSend={(phoneNumber) => sendSummary({ contactType: 'phone', phoneNumber })}
 *   onDecline={() => setStep('email')}
 * />
 * ```
 */
export function SmsSummaryModal(props: SmsSummaryModalProps) {
  return <SummaryDialog {...props} defaults={defaultSmsSummaryModalText} field={phoneField} />;
}
