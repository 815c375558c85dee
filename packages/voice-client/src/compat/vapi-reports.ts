import { isDailyEvent } from '../daily/error-event';
import { isMobileBrowser } from '../platform';
import { isVoiceClientError, type VoiceClientError } from '../voice-client-error';
import type { EventEmitter } from './event-emitter';
import { type SerializedError, serializeError } from './serialize-error';

/**
 * How `@vapi-ai/web` 2.7.1 reports a start on its events: a stage's progress
 * (`call-start-progress`), a failed start (`call-start-failed` and `error`), and errors as
 * `serializeError` flattens them. Loaded with the drop-in, since a start whose engine never came
 * fails too; the rest of Vapi's events come with the engine (vapi-events.ts).
 */

export const timestamp = () => new Date().toISOString();

/** Emits `call-start-progress`, its fields in Vapi's order. */
export function progress(
  events: EventEmitter,
  stage: string,
  status: 'started' | 'completed' | 'failed',
  fields: { duration?: number; metadata?: Record<string, unknown> } = {},
): void {
  const { duration, metadata } = fields;
  events.emit('call-start-progress', {
    stage,
    status,
    ...(duration === undefined ? {} : { duration }),
    timestamp: timestamp(),
    ...(metadata ? { metadata } : {}),
  });
}

/** One `start()` or `reconnect()` as Vapi reports it. */
export interface VapiRun {
  kind: 'start' | 'reconnect';
  /** When it was called (`Date.now()`), for `totalDuration`. */
  startTime: number;
  /** What its failure events say of it (`context`), without `isMobile`. */
  context(): Record<string, unknown>;
}

/**
 * What Vapi's `serializeError` makes of what a stage threw: the provider's message for a failed
 * web call (Vapi reports a string there: see test/vapi-diff/vapi-bugs.ts), Daily's event for a
 * fatal error (its text as `message`), the original error a stage's work threw, or ours (a
 * timeout, say) when it is the cause itself.
 */
export function vapiError(error: VoiceClientError): SerializedError {
  const { cause } = error;
  if (error.code === 'web-call-creation-error') {
    return serializeError((cause as { message?: unknown } | undefined)?.message ?? error.message);
  }
  if (wrapsStageThrow(error)) return serializeError(cause);
  if (isDailyEventCause(error)) return { message: error.message, ...(cause as object) };
  return serializeError(error);
}

/**
 * Whether `error` is a stage's own failure (`<stage>-error`) wrapping what the stage's work
 * threw, as its `cause`: Vapi reports (and a reconnect rejects with) that.
 */
export function wrapsStageThrow(error: VoiceClientError): boolean {
  return error.cause !== undefined && error.code === `${error.stage}-error`;
}

/** Whether `error` came from one of Daily's events (its cause the event, see daily/events.ts). */
export function isDailyEventCause(error: VoiceClientError): boolean {
  return isDailyEvent(error.cause);
}

/**
 * Reports a failed start or reconnect on `call-start-failed` and, for code written before that
 * event, on `error` (which carries `stage` only for a start). A timeout names the stage it
 * ended; Vapi, which has none, says `unknown` (or `reconnect`).
 */
export function reportFailure(events: EventEmitter, run: VapiRun, error: unknown): void {
  const serialized = isVoiceClientError(error) ? vapiError(error) : serializeError(error);
  const fallback = run.kind === 'start' ? 'unknown' : 'reconnect';
  const stage = isVoiceClientError(error, 'timeout') ? (error.stage ?? fallback) : fallback;
  const context = () => ({
    ...(run.kind === 'reconnect' ? { isReconnect: true } : {}),
    ...run.context(),
    isMobile: isMobileBrowser(),
  });
  const totalDuration = Date.now() - run.startTime;
  events.emit('call-start-failed', {
    stage,
    totalDuration,
    error: serialized.message,
    errorStack: serialized.stack || 'No stack trace available',
    timestamp: timestamp(),
    context: context(),
  });
  events.emit('error', {
    type: run.kind === 'start' ? 'start-method-error' : 'reconnect-error',
    ...(run.kind === 'start' ? { stage } : {}),
    error: serialized,
    totalDuration,
    timestamp: timestamp(),
    context: context(),
  });
}
