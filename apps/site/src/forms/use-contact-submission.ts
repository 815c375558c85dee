import type { ContactFormStatus, ContactFormValues } from '@org/ui';
import { useCallback, useState } from 'react';
import { loadWebhooks } from '../load-webhooks';
import { siteConfig } from '../site-config';

/**
 * The contact form's life: idle, sending, then success or error (spec section 4). A failure is
 * logged for developers; the visitor sees the form's error message and keeps their entries.
 */
export function useContactSubmission() {
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const submit = useCallback(async (values: ContactFormValues) => {
    setStatus('sending');
    try {
      const { sendContactMessage } = await loadWebhooks();
      await sendContactMessage(values, { url: siteConfig.webhooks.contact });
      setStatus('success');
    } catch (error) {
      console.warn('The contact message could not be sent.', error);
      setStatus('error');
    }
  }, []);
  return { status, submit };
}
