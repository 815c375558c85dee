/** Why a webhooks operation failed. */
export type WebhookErrorCode =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'invalid-response'
  | 'unsafe-redirect';

/** The one error type of this package: `code` says what went wrong, `cause` keeps the original. */
export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  readonly code: WebhookErrorCode;

  constructor(code: WebhookErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
