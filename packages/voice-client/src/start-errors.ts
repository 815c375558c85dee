import type { StartStage } from './stages';
import {
  isVoiceClientError,
  messageOf,
  stageErrorCode,
  VoiceClientError,
} from './voice-client-error';

/**
 * What a start fails with: the error of the stage it failed in, from what that stage threw or
 * what aborted it (a fatal error, a left meeting, a stop), as the session reports it.
 */

/** The error `stage` fails with, from its cause (the runner passes an abort's reason). */
export function stageError(stage: StartStage, reason: unknown): VoiceClientError {
  if (reason instanceof VoiceClientError) {
    if (reason.code === 'cancelled' || reason.stage === stage) return reason;
    return new VoiceClientError(reason.code, reason.message, { cause: reason.cause, stage });
  }
  return new VoiceClientError(stageErrorCode(stage), messageOf(reason), { cause: reason, stage });
}

/**
 * What a start that threw `thrown` in `stage` rejects with: `cancelled` when `abortReason` says
 * the start was stopped meanwhile (from a listener of the failure, say), whatever its stage threw;
 * else what it threw, as a {@link VoiceClientError} of that stage.
 */
export function startError(
  thrown: unknown,
  abortReason: unknown,
  stage: StartStage,
): VoiceClientError {
  const cause = isVoiceClientError(abortReason, 'cancelled') ? abortReason : thrown;
  return cause instanceof VoiceClientError
    ? cause
    : new VoiceClientError('start-method-error', messageOf(cause), { cause, stage });
}
