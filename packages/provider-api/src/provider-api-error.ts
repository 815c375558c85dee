/** Why a provider-api operation failed. */
export type ProviderApiErrorCode = 'network' | 'http-status';

/** The one error type of this package: `code` says what went wrong, `cause` keeps the original. */
export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError';
  readonly code: ProviderApiErrorCode;

  constructor(code: ProviderApiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
