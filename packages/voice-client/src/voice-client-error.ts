import type { StartStage } from './stages';

/** Why a call could not start: one code per stage that can fail. */
export type StartErrorCode =
  | 'validation-error'
  | 'web-call-creation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error';

/** Daily's fatal errors, which end the call, plus `daily-error` for one Daily did not classify. */
export type FatalErrorCode =
  | 'connection-error'
  | 'ejected'
  | 'exp-room'
  | 'exp-token'
  | 'nbf-room'
  | 'nbf-token'
  | 'meeting-full'
  | 'not-allowed'
  | 'no-room'
  | 'end-of-life'
  | 'daily-error';

/**
 * Why a voice-client operation failed.
 * - {@link StartErrorCode}: `start()` / `reconnect()` failed in a stage.
 * - {@link FatalErrorCode}: the call library ended the call.
 * - `audio-processor-error`: noise cancellation broke; it was switched off and the call goes on.
 * - `audio-playback-error`: the browser refused to play the assistant (autoplay policy).
 * - `invalid-argument`: a control broke a call library rule; nothing reached Daily.
 * - `invalid-state`: a control was used when the call was not in a state that allows it.
 * - `cancelled`: `stop()`, `dispose()` or an `AbortSignal` ended a start before it finished.
 * - `timeout`: a start's stage waited on something outside the page (the provider, Daily's call
 *   machine, Daily's server) past its deadline (see `StartTimeouts`); `stage` says which stage,
 *   `cause` is the `TimeoutError` `DOMException`.
 */
export type VoiceClientErrorCode =
  | StartErrorCode
  | FatalErrorCode
  | 'audio-processor-error'
  | 'audio-playback-error'
  | 'invalid-argument'
  | 'invalid-state'
  | 'cancelled'
  | 'timeout';

/** Options of {@link VoiceClientError}. */
export interface VoiceClientErrorOptions {
  /** The original error or value. */
  cause?: unknown;
  /** The start stage that failed, for start errors. */
  stage?: StartStage;
}

/**
 * The one error type of this package: `code` says what went wrong, `stage` where a start
 * failed, and `cause` keeps the original error.
 */
export class VoiceClientError extends Error {
  override readonly name = 'VoiceClientError';
  readonly code: VoiceClientErrorCode;
  readonly stage: StartStage | undefined;

  constructor(code: VoiceClientErrorCode, message: string, options: VoiceClientErrorOptions = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.stage = options.stage;
  }
}

/**
 * The error code a failure in `stage` is reported with: `<stage>-error`, but for the stages that
 * have no code of their own (`initialization`, `mobile-permissions`: `start-method-error`).
 */
export function stageErrorCode(stage: StartStage): StartErrorCode {
  return stage === 'initialization' || stage === 'mobile-permissions'
    ? 'start-method-error'
    : `${stage}-error`;
}

/** Whether `value` is a {@link VoiceClientError}, optionally with the given code. */
export function isVoiceClientError(
  value: unknown,
  code?: VoiceClientErrorCode,
): value is VoiceClientError {
  return value instanceof VoiceClientError && (code === undefined || value.code === code);
}

/** The message of any thrown value, for logs and progress metadata. */
export function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
