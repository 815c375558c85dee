import type { ContactFormStatus, ContactFormValues } from '@org/ui';
import { contactFieldLimits, overLimitErrors } from '@org/webhooks/rules';
import { useCallback, useState } from 'react';
import { loadWebhooks } from '../load-webhooks';
import { siteLog } from '../log';
import { siteConfig } from '../site-config';

/** Each contact field's own error, by field name. */
export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>;

/**
 * The contact form's life: idle, sending, then success or error. An entry over
 * its field's limit (the contact body's own, from `@org/webhooks`) is that field's error and
 * nothing is sent; a failure is logged for developers, and the visitor sees the form's error
 * message and keeps their entries.
 */
export function useContactSubmission() {
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const submit = useCallback(async (values: ContactFormValues) => {
    const overLimit = overLimitErrors(values, contactFieldLimits);
    setErrors(overLimit);
    if (Object.keys(overLimit).length > 0) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    try {
      const { sendContactMessage } = await loadWebhooks();
      await sendContactMessage(values, { url: siteConfig.webhooks.contact });
      setStatus('success');
    } catch (error) {
      siteLog.warn('The contact message could not be sent.', error);
      setStatus('error');
    }
  }, []);
  return { status, errors, submit };
}
