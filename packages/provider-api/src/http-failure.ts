/**
 * An HTTP reply the provider gave instead of the expected result. It is a value, not an
 * exception: a 400 or a 401 is an expected outcome that callers branch on.
 */
export interface ProviderHttpFailure {
  /** The HTTP status, e.g. `400` or `401`. */
  readonly status: number;
  /** A one-line human description, taken from the reply's `message` when it has one. */
  readonly message: string;
  /** The reply body: parsed JSON when it was JSON, else its text (`''` when empty). */
  readonly body: unknown;
}

/** Parses a body as JSON when it is JSON; keeps the text otherwise. */
export function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const longestTextMessage = 200;

/** Picks the most useful one-line message from an error reply. */
export function failureMessage(status: number, statusText: string, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    // Validation replies list one message per problem.
    if (
      Array.isArray(message) &&
      message.length > 0 &&
      message.every((m) => typeof m === 'string')
    ) {
      return message.join('; ');
    }
    if (typeof error === 'string' && error !== '') return error;
  }
  // A short plain-text reply (a proxy's "Bad Gateway", say) says more than the status alone.
  if (typeof body === 'string' && body.trim() !== '' && body.length <= longestTextMessage) {
    return body.trim();
  }
  return statusText === '' ? `HTTP ${status}` : `HTTP ${status} ${statusText}`;
}

/** Describes a reply that is not what the call expected. */
export function httpFailure(
  status: number,
  statusText: string,
  body: unknown,
): ProviderHttpFailure {
  return { status, message: failureMessage(status, statusText, body), body };
}
