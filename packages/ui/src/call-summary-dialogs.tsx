'use client';

import { EmailSummaryModal, type EmailSummaryModalText } from './email-summary-modal';
import { SmsSummaryModal, type SmsSummaryModalText } from './sms-summary-modal';
import { useControllableState } from './use-controllable-state';

/**
 * Which summary modal is showing:
 *
 * ```
 * closed ──Get Call Summary──▶ sms ──No Thanks──▶ email
 *   ▲                           │                  │
 *   └────────send / close───────┴──send / close────┘
 * ```
 */
export type SummaryStep = 'closed' | 'sms' | 'email';

/** Props of {@link CallSummaryDialogs}. */
export interface CallSummaryDialogsProps {
  /** Controlled step; pass `'sms'` when the widget's Get Call Summary is pressed. */
  step?: SummaryStep;
  defaultStep?: SummaryStep;
  /** Called on every step request; No Thanks reports `closed` and then `email` in one event. */
  onStepChange?: (step: SummaryStep) => void;
  /** Send Summary in the SMS modal, with exactly 10 digits. */
  onSendSms: (phoneNumber: string) => void;
  /** Send Summary in the e-mail modal, with a trimmed address of basic shape. */
  onSendEmail: (emailAddress: string) => void;
  smsText?: Partial<SmsSummaryModalText>;
  emailText?: Partial<EmailSummaryModalText>;
  /** The privacy page both modals' notice lines link to; defaults to `'/privacy/'`. */
  privacyHref?: string;
}

/**
 * The call-summary flow in one component: the SMS modal first, No Thanks leads to the e-mail
 * modal, sending or closing either ends the flow.
 *
 * @example
 * ```tsx
 * const [step, setStep] = useState<SummaryStep>('closed');
 * <VoiceWidget status={status} onRequestSummary={() => setStep('sms')} />
 * <CallSummaryDialogs
 *   step={step}
 *   onStepChange={setStep}
 *   onSendSms={(phoneNumber) => summary.send({ contactType: 'phone', phoneNumber })}
 *   onSendEmail={(emailAddress) => summary.send({ contactType: 'email', emailAddress })}
 * />
 * ```
 */
export function CallSummaryDialogs({
  step,
  defaultStep = 'closed',
  onStepChange,
  onSendSms,
  onSendEmail,
  smsText,
  emailText,
  privacyHref,
}: CallSummaryDialogsProps) {
  const [current, setStep] = useControllableState({
    value: step,
    defaultValue: defaultStep,
    onChange: onStepChange,
  });
  return (
    <>
      <SmsSummaryModal
        open={current === 'sms'}
        onOpenChange={(open) => {
          // No Thanks reports this close first and then the e-mail step; both updates land in
          // the same event, so React renders only the final `email`.
          if (!open) setStep('closed');
        }}
        onSend={onSendSms}
        onDecline={() => setStep('email')}
        text={smsText}
        privacyHref={privacyHref}
      />
      <EmailSummaryModal
        open={current === 'email'}
        onOpenChange={(open) => {
          if (!open) setStep('closed');
        }}
        onSend={onSendEmail}
        text={emailText}
        privacyHref={privacyHref}
      />
    </>
  );
}
