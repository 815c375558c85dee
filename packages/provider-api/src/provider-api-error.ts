/**
 * Why a provider-api operation failed.
 * - `network`: the provider could not be reached, or the request was aborted (see `cause`).
 * - `invalid-options`: a function was called with options it cannot work with (a bug).
 * - `listen-failed`: the mock provider could not listen on its host and port.
 * - `invalid-document`: the mock provider could not compile a schema of the OpenAPI document.
 */
export type ProviderApiErrorCode =
  | 'network'
  | 'invalid-options'
  | 'listen-failed'
  | 'invalid-document';

/**
 * The one error type of this package: `code` says what went wrong, `cause` keeps the original.
 * HTTP statuses are never thrown: they come back as values (see `createWebCall`).
 */
export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError';
  readonly code: ProviderApiErrorCode;

  constructor(code: ProviderApiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
