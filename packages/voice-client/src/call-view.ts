import type { VoiceCallObject } from './call-object';
import type { CallSession } from './call-session';
import type { CallState } from './call-state';
import type { ConnectionState } from './connection-watch';
import type { Detach, Listener } from './emitter';
import type { SessionEventName, SessionEvents } from './session-events';
import type { CallStatus } from './session-phase';

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
  /** The current call's connection; `ok` without a call. */
  readonly connection: ConnectionState;
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
