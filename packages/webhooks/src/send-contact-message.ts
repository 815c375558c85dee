import { type ContactMessage, contactWebhookBodySchema } from './contact-schema';
import { ignoreBody, postWebhook } from './post-webhook';
import { validateBody } from './validate-body';
import type { WebhookRequestOptions } from './webhook-options';

/** Options of {@link sendContactMessage}. */
export interface SendContactMessageOptions extends WebhookRequestOptions {
  /** The clock for `timestamp`; a seam for tests. */
  now?: () => Date;
}

/**
 * Posts a contact message with the ISO `timestamp` of sending. Any 2xx answer is success; its
 * body is read and dropped. Sent once and never retried: after a timeout the message may still
 * have arrived, and a second copy would reach the team twice.
 *
 * @throws {WebhookError} `invalid-body` (nothing sent), `aborted`, `timeout`, `network`,
 * `http-status`. Show {@link CONTACT_ERROR_MESSAGE} for any of them.
 * @example
 * ```ts
 * await sendContactMessage(
 *   { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', subject: 'Hi', message: 'Call me' },
 *   { url: config.contactWebhookUrl },
 * );
 * ```
 */
export async function sendContactMessage(
  message: ContactMessage,
  options: SendContactMessageOptions,
): Promise<void> {
  const now = options.now ?? (() => new Date());
  // Fields are picked one by one: a form state object may carry more than the webhook takes.
  const body = validateBody('contact', contactWebhookBodySchema, {
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone ?? '',
    subject: message.subject,
    message: message.message,
    timestamp: now().toISOString(),
  });
  await postWebhook({ webhook: 'contact', body, accept: '*/*', read: ignoreBody }, options);
}
