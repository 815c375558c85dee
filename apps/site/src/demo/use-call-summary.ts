import type { SummaryStep } from '@org/ui';
import { requestCallSummary } from '@org/webhooks';
import { useCallback, useState } from 'react';
import { siteConfig } from '../site-config';
import { demoLog } from './dev-log';

/** Whose call the summary is about. */
export interface CallSummaryTarget {
  agentId: string;
  /** Empty when the page has no company. */
  company: string;
}

/** The summary flow's state and actions, shaped for `@org/ui`'s `CallSummaryDialogs`. */
export interface CallSummaryFlow {
  step: SummaryStep;
  setStep(step: SummaryStep): void;
  /** Get Call Summary: opens the SMS modal. */
  open(): void;
  sendSms(phoneNumber: string): void;
  sendEmail(emailAddress: string): void;
}

/**
 * The call-summary flow of /demo: Get Call Summary opens the SMS modal,
 * No Thanks leads to the e-mail modal, and a send posts the request to the call-summary webhook.
 * The modals close themselves on send, so a failed send leaves nothing behind but a line in the
 * developer log: the modal is closed and reopens empty, with no message.
 */
export function useCallSummary({ agentId, company }: CallSummaryTarget): CallSummaryFlow {
  const [step, setStep] = useState<SummaryStep>('closed');
  const open = useCallback(() => setStep('sms'), []);
  const sendSms = useCallback(
    (phoneNumber: string) => {
      requestCallSummary(
        { agentId, company, contactType: 'phone', phoneNumber },
        { url: siteConfig.webhooks.callSummary },
      ).catch((error: unknown) => demoLog.warn('The SMS call summary was not sent.', error));
    },
    [agentId, company],
  );
  const sendEmail = useCallback(
    (emailAddress: string) => {
      requestCallSummary(
        { agentId, company, contactType: 'email', emailAddress },
        { url: siteConfig.webhooks.callSummary },
      ).catch((error: unknown) => demoLog.warn('The e-mail call summary was not sent.', error));
    },
    [agentId, company],
  );
  return { step, setStep, open, sendSms, sendEmail };
}
