/** Why a voice-client operation failed. */
export type VoiceClientErrorCode = 'validation-error' | 'start-method-error';

/** The one error type of this package: `code` says what went wrong, `cause` keeps the original. */
export class VoiceClientError extends Error {
  override readonly name = 'VoiceClientError';
  readonly code: VoiceClientErrorCode;

  constructor(code: VoiceClientErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
