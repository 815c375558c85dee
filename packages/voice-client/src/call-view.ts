import type { VoiceCallObject } from './call-object';
import type { CallSession } from './call-session';
import type { CallState } from './call-state';
import type { Detach, Listener } from './emitter';
import type { SessionEventName, SessionEvents } from './session-events';
import type { CallStatus } from './session-phase';
import { VoiceClientError } from './voice-client-error';

/**
 * What the package's other entries see of a face (`VoiceClient` or the `./vapi` drop-in): the
 * engine's stream, the call's status and state, its session and Daily call object, and the
 * replay of refused audio. The call aids and the controls reach a call only through it.
 */
export interface CallView {
  on<K extends SessionEventName>(event: K, listener: Listener<SessionEvents, K>): Detach;
  /** How many listeners the engine's stream has for `event` (or all events). */
  listenerCount(event?: SessionEventName): number;
  readonly status: CallStatus;
  readonly callState: CallState;
  /** The current call's session, from its start to its end. */
  readonly session: CallSession | null;
  readonly call: VoiceCallObject | null;
  resumeAudio(): Promise<void>;
}

/**
 * The key of each face's {@link CallView}: a registered symbol, and an own property set in the
 * constructor rather than a `#private` member, a module-level `WeakMap` or a method. The first
 * two work only within the copy of a module that made the face, and a page can hold two copies
 * (the ESM and the CommonJS build side by side, or one entry bundled from the sources and
 * another from `dist`, as a dev server that aliases some entries does); a method would be part
 * of the face's public type.
 */
const CALL_VIEW = Symbol.for('@org/voice-client/call-view');

/** Gives `face` its view (in the face's constructor). */
export function showCall(face: object, view: CallView): void {
  Object.defineProperty(face, CALL_VIEW, { value: view });
}

/** The view of `face`, or `null` for a value that is no face of this package. */
export function viewOf(face: unknown): CallView | null {
  const view: unknown = Reflect.get(Object(face), CALL_VIEW);
  return typeof view === 'object' && view !== null ? (view as CallView) : null;
}

/** What the functions of `@org/voice-client/controls` reach of a client's current call. */
export interface CurrentCall {
  /** The call's Daily call object. */
  readonly call: VoiceCallObject;
  /** The call's session: whether it ended, the assistant's audio output, its clean-ups. */
  readonly session: Pick<CallSession, 'closed' | 'own' | 'media'>;
}

/**
 * The current call of `face`, for the controls.
 * @param action What the caller is doing, for the error's message ('Sending DTMF').
 * @param joined Whether the call must be active (joined), rather than starting or active.
 * @throws {VoiceClientError} `invalid-state` unless the call is active (`joined`) or, with
 * `joined` false, starting or active; `invalid-argument` when `face` is not a client.
 */
export function currentCall(face: unknown, action: string, joined: boolean): CurrentCall {
  const view = viewOf(face);
  if (!view) throw new VoiceClientError('invalid-argument', `${action} needs a VoiceClient.`);
  const { session, call } = view;
  if (!session || !call || (joined && view.callState !== 'joined')) {
    throw new VoiceClientError(
      'invalid-state',
      `${action} is only possible while a call is ${joined ? 'active' : 'starting or active'}.`,
    );
  }
  return { session, call };
}
