import type { WebhookName } from './webhook-name';

/**
 * Why a webhook call failed.
 *
 * - `timeout`: no complete answer within `timeoutMs`.
 * - `network`: the request never got an HTTP answer (offline, DNS, refused, dropped connection).
 * - `http-status`: the server answered with a non-2xx status; `status` and `serverMessage` are set.
 * - `invalid-response`: a 2xx answer whose body could not be read (truncated, not UTF-8).
 * - `unsafe-redirect`: the verify answer is not an absolute `http:`/`https:` URL; never navigate.
 * - `invalid-body`: the body was refused before sending (it does not match the schema); `issues` is set.
 * - `aborted`: the caller's `AbortSignal` fired.
 */
export type WebhookErrorCode =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'invalid-response'
  | 'unsafe-redirect'
  | 'invalid-body'
  | 'aborted';

/** What a {@link WebhookError} may carry besides its code and message. */
export interface WebhookErrorOptions {
  /** The original failure (a `TypeError` from `fetch`, the signal's reason, …). */
  cause?: unknown;
  /** The webhook that failed. */
  webhook?: WebhookName;
  /** The HTTP status, for `http-status`. */
  status?: number;
  /** The server's own message, cleaned and shortened, for `http-status` (may be empty). */
  serverMessage?: string;
  /** One readable line per schema issue, for `invalid-body`. */
  issues?: readonly string[];
}

/**
 * The one error type of this package: `code` says what went wrong, `cause` keeps the original.
 *
 * @example
 * ```ts
 * try {
 *   await sendContactMessage(message, { url });
 * } catch (error) {
 *   if (error instanceof WebhookError && error.code === 'http-status') log(error.status);
 * }
 * ```
 */
export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  readonly code: WebhookErrorCode;
  readonly webhook: WebhookName | undefined;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: readonly string[] | undefined;

  constructor(code: WebhookErrorCode, message: string, options: WebhookErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.webhook = options.webhook;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.issues = options.issues;
  }
}

/**
 * Tells whether `value` is a {@link WebhookError}, optionally with one of the given codes.
 *
 * @example
 * ```ts
 * if (isWebhookError(error, 'timeout', 'network')) showOfflineHint();
 * ```
 */
export function isWebhookError(
  value: unknown,
  ...codes: readonly WebhookErrorCode[]
): value is WebhookError {
  return value instanceof WebhookError && (codes.length === 0 || codes.includes(value.code));
}
