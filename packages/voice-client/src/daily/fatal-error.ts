import { type FatalErrorCode, VoiceClientError } from '../voice-client-error';

/**
 * The mapping of Daily's fatal `error` event (daily-js index.d.ts `DailyEventObjectFatalError`)
 * to a typed {@link VoiceClientError}: its `error.type` as the code where it is one this package
 * names, `daily-error` otherwise; Daily's text first, a sentence of ours without one.
 */

const FATAL_MESSAGES: Readonly<Record<FatalErrorCode, string>> = {
  'connection-error': 'The connection to the call failed.',
  ejected: 'You were removed from the call.',
  'exp-room': 'The call room has expired.',
  'exp-token': 'The call token has expired.',
  'nbf-room': 'The call room is not available yet.',
  'nbf-token': 'The call token is not valid yet.',
  'meeting-full': 'The call is full.',
  'not-allowed': 'You are not allowed to join this call.',
  'no-room': 'The call room does not exist.',
  'end-of-life': 'This version of the call library is no longer supported.',
  'daily-error': 'The call library reported a fatal error.',
};

/** The parts of Daily's `error` event the mapping reads (index.d.ts `DailyEventObjectFatalError`). */
export interface DailyFatalErrorLike {
  errorMsg?: string;
  error?: { type?: string; msg?: string } | undefined;
}

function isFatalCode(type: unknown): type is FatalErrorCode {
  // Own keys only: `in` would also take `constructor` or `toString` from Object's prototype.
  return typeof type === 'string' && Object.hasOwn(FATAL_MESSAGES, type);
}

/** Daily's fatal `error` event as a typed {@link VoiceClientError}, keeping the event as `cause`. */
export function fatalErrorFromDaily(event: DailyFatalErrorLike): VoiceClientError {
  const type = event.error?.type;
  const code: FatalErrorCode = isFatalCode(type) ? type : 'daily-error';
  const message = event.error?.msg || event.errorMsg || FATAL_MESSAGES[code];
  return new VoiceClientError(code, message, { cause: event });
}
