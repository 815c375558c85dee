import type { CallSession } from './call-session';
import { viewOf } from './call-view';
import type { DailyPort } from './daily/port';
import { VoiceClientError } from './voice-client-error';

// A module of its own, apart from call-view.ts: the `./vapi` drop-in needs only `showCall` on
// import, and a bundler places a module shared with a lazily loaded chunk whole in a chunk the
// entry loads.

/** What the functions of `@org/voice-client/controls` reach of a client's current call. */
export interface CurrentCall {
  /** What the controls say to the call's Daily call object. */
  readonly port: DailyPort;
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
  const { session } = view;
  const port = session?.port;
  if (!session || !port || (joined && view.callState !== 'joined')) {
    throw new VoiceClientError(
      'invalid-state',
      `${action} is only possible while a call is ${joined ? 'active' : 'starting or active'}.`,
    );
  }
  return { session, port };
}
