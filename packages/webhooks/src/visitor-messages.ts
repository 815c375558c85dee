import { WebhookError } from './webhook-error';

/** Shown after a contact message was sent. */
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent successfully.';

/** Shown when a contact message could not be sent, for any failure. */
export const CONTACT_ERROR_MESSAGE =
  'Sorry, there was an error sending your message. Please try again.';

/** Shown when the verify request never reached the server. */
export const VERIFY_NETWORK_ERROR_MESSAGE =
  'Network error: Unable to connect to the server. Please check your internet connection and try again.';

/**
 * The verify page's message for a failed request, with `{message}` filled in.
 *
 * @example
 * ```ts
 * verifyRequestErrorMessage('Company not found');
 * // 'There was an error processing your request: Company not found. Please try again.'
 * ```
 */
export function verifyRequestErrorMessage(message: string): string {
  return `There was an error processing your request: ${message}. Please try again.`;
}

/**
 * Maps whatever {@link requestDemo} rejected with to the exact message the verify page shows:
 * the network message when the server was never reached, otherwise the request message with the
 * server's own words when it gave any.
 *
 * @example
 * ```ts
 * requestDemo(form, { url }).then(navigate, (error: unknown) => setError(verifyErrorMessage(error)));
 * ```
 */
export function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof WebhookError)) {
    return verifyRequestErrorMessage(
      error instanceof Error && error.message !== '' ? error.message : 'Unknown error',
    );
  }
  switch (error.code) {
    case 'network':
      return VERIFY_NETWORK_ERROR_MESSAGE;
    case 'http-status':
      return verifyRequestErrorMessage(
        error.serverMessage
          ? error.serverMessage
          : `Request failed with status ${error.status ?? 'unknown'}`,
      );
    case 'timeout':
      return verifyRequestErrorMessage('The server took too long to respond');
    case 'invalid-response':
      return verifyRequestErrorMessage('The server sent a reply that could not be read');
    case 'unsafe-redirect':
      return verifyRequestErrorMessage('The server did not return a valid demo link');
    case 'invalid-body':
      return verifyRequestErrorMessage(
        firstIssueMessage(error.issues) ?? 'Some details are not valid',
      );
    case 'aborted':
      return verifyRequestErrorMessage('The request was cancelled');
  }
}

/** `email: Please enter a valid email` → `Please enter a valid email`. */
function firstIssueMessage(issues: readonly string[] | undefined): string | undefined {
  const first = issues?.[0];
  return first === undefined ? undefined : first.replace(/^[\w.]+: /, '');
}
