import { isMobileBrowser } from '../platform';
import { isVoiceClientError } from '../voice-client-error';
import type { EventEmitter } from './event-emitter';
import { serializeError } from './serialize-error';

/**
 * How `@vapi-ai/web` 2.7.1 reports a start or reconnect on its events: each stage on
 * `call-start-progress`, a failure on `call-start-failed` and `error`. Loaded with the drop-in,
 * since a start that fails before the call engine arrives reports its failure too.
 */

export const timestamp = () => new Date().toISOString();

/** Emits `call-start-progress`. */
export function progress(
  events: EventEmitter,
  stage: string,
  status: 'started' | 'completed' | 'failed',
  fields: { duration?: number; metadata?: Record<string, unknown> } = {},
): void {
  const { duration, metadata } = fields;
  // Vapi's key order, for whoever serialises the payload.
  events.emit('call-start-progress', {
    stage,
    status,
    ...(duration === undefined ? {} : { duration }),
    timestamp: timestamp(),
    ...(metadata ? { metadata } : {}),
  });
}

/** How a failed start or reconnect is reported (see {@link reportFailure}). */
export interface Failure<T> {
  /** The stage `call-start-failed` names when no deadline names one. */
  stage: 'unknown' | 'reconnect';
  /** The `error` event's type. */
  type: string;
  /** What the events say of the start. */
  context: () => Record<string, unknown>;
  /** A reconnect throws its failure; a start resolves `ended`. */
  rethrow?: boolean;
  /** What it resolves with when it ends without a call (unless its failure is rethrown). */
  ended: T;
}

/** A `start()`'s failure: it resolves `null`. */
export function startFailure(context: () => Record<string, unknown>): Failure<null> {
  return {
    stage: 'unknown',
    type: 'start-method-error',
    context: () => ({ ...context(), isMobile: isMobileBrowser() }),
    ended: null,
  };
}

/** A `reconnect()`'s failure: it rejects with it. */
export function reconnectFailure(facts: () => Record<string, unknown>): Failure<undefined> {
  return {
    stage: 'reconnect',
    type: 'reconnect-error',
    context: () => ({ isReconnect: true, ...facts(), isMobile: isMobileBrowser() }),
    rethrow: true,
    ended: undefined,
  };
}

/**
 * Reports a failed start or reconnect on `call-start-failed` and, for code written before
 * that event, on `error` (which carries `stage` only for a start). `current` is the stage that
 * was running, named when a deadline ended the start (Vapi has none: it waits for ever).
 */
export function reportFailure(
  events: EventEmitter,
  startTime: number,
  e: unknown,
  failed: Failure<unknown>,
  current?: string | null,
): void {
  const { type, context } = failed;
  const totalDuration = Date.now() - startTime;
  const serialized = serializeError(e);
  const stage = isVoiceClientError(e, 'timeout')
    ? (e.stage ?? current ?? failed.stage)
    : failed.stage;
  events.emit('call-start-failed', {
    stage,
    totalDuration,
    error: serialized.message,
    errorStack: serialized.stack || 'No stack trace available',
    timestamp: timestamp(),
    context: context(),
  });
  events.emit('error', {
    type,
    ...(failed.stage === 'unknown' ? { stage } : {}),
    error: serialized,
    totalDuration,
    timestamp: timestamp(),
    context: context(),
  });
}
