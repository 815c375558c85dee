import { postWebhook } from './post-webhook';
import { readBoundedText } from './read-bounded-text';
import { checkRedirectTarget, MAX_REDIRECT_LENGTH } from './safe-redirect';
import { validateBody } from './validate-body';
import { type DemoRequest, verifyWebhookBodySchema } from './verify-schema';
import { WebhookError } from './webhook-error';
import type { WebhookRequestOptions } from './webhook-options';

/** Options of {@link requestDemo}. */
export interface RequestDemoOptions extends WebhookRequestOptions {
  /** When set, the redirect target's origin must be one of these (e.g. `https://demo.example.com`). */
  allowedRedirectOrigins?: readonly string[];
}

/**
 * Posts the verify form and resolves to the URL of the personalised demo, which the verify
 * webhook answers as plain text. The text is checked before it is returned: only an absolute
 * `http:`/`https:` URL passes, so the caller may navigate to it. Never retried: each call asks
 * the automation to build a demo.
 *
 * @throws {WebhookError} `invalid-body` (nothing sent), `aborted`, `timeout`, `network`,
 * `http-status`, `invalid-response`, `unsafe-redirect`. {@link verifyErrorMessage} turns any of
 * them into the visitor's message.
 * @example
 * ```ts
 * try {
 *   const demoUrl = await requestDemo(form, { url: config.verifyWebhookUrl });
 *   window.location.assign(demoUrl);
 * } catch (error) {
 *   setError(verifyErrorMessage(error));
 * }
 * ```
 */
export async function requestDemo(
  request: DemoRequest,
  options: RequestDemoOptions,
): Promise<string> {
  const body = validateBody('verify', verifyWebhookBodySchema, {
    name: request.name,
    email: request.email,
    company: request.company,
    address: request.address ?? '',
  });
  return postWebhook(
    {
      webhook: 'verify',
      body,
      accept: 'text/plain',
      read: async (response) => {
        // Room for surrounding whitespace and multi-byte characters around the longest URL.
        const reply = await readBoundedText(response, MAX_REDIRECT_LENGTH * 4);
        const check =
          reply.kind === 'truncated'
            ? ({ ok: false, reason: 'the reply is too long' } as const)
            : checkRedirectTarget(reply.text, options.allowedRedirectOrigins);
        if (check.ok) return check.url;
        throw new WebhookError(
          'unsafe-redirect',
          `The verify webhook's reply was refused: ${check.reason}`,
          {
            webhook: 'verify',
          },
        );
      },
    },
    options,
  );
}
