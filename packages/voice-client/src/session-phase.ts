import { type CallState, transition } from './call-state';
import { VoiceClientError } from './voice-client-error';

/**
 * Where a call is, as its faces show it: the one status type of the engine, which
 * `VoiceClient.status`, the `./vapi` drop-in, the React store and the call aids all map.
 *
 * ```text
 * idle ──start──► starting ──joined──► joined ──'listening'──► listening
 *                    │                   │                        │
 *                    └──failure, stop────┴──────left, fatal, stop─┴──► ended
 * ```
 * - `idle`: no call yet (a face's status before its first start).
 * - `starting`: the start's stages run; the meeting is not joined yet.
 * - `joined`: in the meeting (the start may still be setting it up); the assistant has not said
 *   it is listening.
 * - `listening`: the assistant is listening (its `listening` app message): the call is live.
 * - `ended`: over, for good; a face goes back to `starting` on its next start. An end from
 *   `joined` or `listening` is a call's end (`call-end`); one from `starting` is a start that
 *   failed or was cancelled.
 */
export type CallStatus = 'idle' | 'starting' | 'joined' | 'listening' | 'ended';

/**
 * Why a joined call ended:
 * - `assistant-ended`: the assistant's side ended it (the server's `ended` status, or the meeting
 *   closed under a healthy connection);
 * - `visitor-ended`: the visitor stopped it (`stop()`);
 * - `connection-lost`: the connection was lost: the meeting ended, or Daily failed, while a link
 *   of the call was down, or Daily gave up reconnecting (its `connection-error`);
 * - `failed`: Daily failed for another reason (its fatal `error`).
 */
export type CallEndReason = 'assistant-ended' | 'visitor-ended' | 'connection-lost' | 'failed';

/**
 * How far the meeting got, in order: `none` (never joined), `joined`, `listening` (the assistant
 * said so). Daily delivers app messages only inside a joined meeting, so `listening` implies
 * joined.
 */
export type Reached = 'none' | 'joined' | 'listening';

/**
 * The phase of one session; a session changes it through {@link nextPhase} only.
 *
 * ```text
 * starting ──stages ok──► live ──left-meeting / fatal error / stop()──► ended
 *    └──────failure / stop() / AbortSignal──────────────────────────────► ended
 * ```
 * - `starting`: the start's stages run. A fatal error or a left meeting fails the start, as
 *   the failure of its current stage.
 * - `live`: the start completed. A fatal error or a left meeting ends the call.
 * - `ended`: final; the session emits nothing more.
 *
 * `state` is the call library's {@link CallState}; `serverEnded`: the server sent its own
 * `status-update` `ended`, so the end reports none of its own.
 */
export type SessionPhase =
  | { name: 'starting'; state: CallState; reached: Reached; serverEnded: boolean }
  | { name: 'live'; state: CallState; reached: Exclude<Reached, 'none'>; serverEnded: boolean }
  | { name: 'ended'; state: CallState; reached: Reached; serverEnded: boolean };

/** A session's first phase. */
export const FIRST_PHASE: SessionPhase = Object.freeze({
  name: 'starting',
  state: 'new',
  reached: 'none',
  serverEnded: false,
});

/** The status a phase shows. */
export function statusOf(phase: SessionPhase): CallStatus {
  if (phase.name === 'ended') return 'ended';
  return phase.reached === 'none' ? 'starting' : phase.reached;
}

/** What a phase change means to the faces, in the order they hear it. */
export type PhaseEffect =
  | { type: 'state-change'; to: CallState; from: CallState }
  | { type: 'status'; to: CallStatus; from: CallStatus }
  /** A joined call ended; `serverEnded` says whether the server sent its own ended status. */
  | { type: 'call-end'; serverEnded: boolean };

/**
 * The phase after `change`, and what it means: the one place a session's phase changes. A
 * meeting that reached `joined` stays joined, whatever comes after; `ended` is final.
 * @throws {VoiceClientError} `invalid-state` for a move the phases or the call-state table do
 * not allow (out of `ended`, from `live` back to `starting`).
 */
export function nextPhase(
  from: SessionPhase,
  change: Partial<Omit<SessionPhase, 'reached'>> & { reached?: Reached },
): { phase: SessionPhase; effects: PhaseEffect[] } {
  const name = change.name ?? from.name;
  if (from.name === 'ended' || (from.name === 'live' && name === 'starting')) {
    throw new VoiceClientError('invalid-state', `The call cannot go from ${from.name} to ${name}.`);
  }
  const state = change.state ?? from.state;
  if (state !== from.state) transition(from.state, state);
  let reached = change.reached ?? from.reached;
  if (reached === 'none' && state === 'joined') reached = 'joined';
  if (name === 'live' && reached === 'none') {
    throw new VoiceClientError('invalid-state', 'The call cannot be live before it joined.');
  }
  const phase = {
    name,
    state,
    reached,
    serverEnded: change.serverEnded ?? from.serverEnded,
  } as SessionPhase;
  const effects: PhaseEffect[] = [];
  if (state !== from.state) effects.push({ type: 'state-change', to: state, from: from.state });
  const status = statusOf(phase);
  const was = statusOf(from);
  if (status !== was) effects.push({ type: 'status', to: status, from: was });
  if (phase.name === 'ended' && from.reached !== 'none') {
    effects.push({ type: 'call-end', serverEnded: from.serverEnded });
  }
  return { phase, effects };
}

/** Whether two phases say the same. */
export function samePhase(a: SessionPhase, b: SessionPhase): boolean {
  return (
    a.name === b.name &&
    a.state === b.state &&
    a.reached === b.reached &&
    a.serverEnded === b.serverEnded
  );
}
