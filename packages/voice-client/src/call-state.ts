import { VoiceClientError } from './voice-client-error';

/**
 * The state of the call library's meeting:
 *
 * ```text
 * new ──► joining ──► joined ──► left
 *  │         │          │
 *  └─────────┴──────────┴──► error ──► left
 * ```
 * - `new`: the call object exists, no join asked yet.
 * - `joining`: `join()` is in flight.
 * - `joined`: in the meeting; controls work.
 * - `left`: the meeting is over; final.
 * - `error`: a fatal error ended the meeting; only `left` follows.
 */
export type CallState = 'new' | 'joining' | 'joined' | 'left' | 'error';

/** The allowed transitions of {@link CallState}. */
export const CALL_STATE_TRANSITIONS: Readonly<Record<CallState, readonly CallState[]>> = {
  new: ['joining', 'left', 'error'],
  joining: ['joined', 'left', 'error'],
  joined: ['left', 'error'],
  left: [],
  error: ['left'],
};

/** Whether the call library may go from `from` to `to`. */
export function canTransition(from: CallState, to: CallState): boolean {
  return CALL_STATE_TRANSITIONS[from].includes(to);
}

/**
 * The one function that changes a {@link CallState}.
 * @throws {VoiceClientError} `invalid-state` when the transition is not allowed.
 */
export function transition(from: CallState, to: CallState): CallState {
  if (!canTransition(from, to)) {
    throw new VoiceClientError('invalid-state', `Call state cannot go from ${from} to ${to}.`);
  }
  return to;
}
