import type { CallRequirement } from '../call-support';
import type { ConnectionState } from '../connection-watch';
import type { ServerMessage } from '../server-message';
import type { CallEndReason, CallStatus } from '../session-phase';
import type { VoiceClientError } from '../voice-client-error';
import { addTranscript, addTypedLine, finalLines, type TranscriptLine } from './transcript';
import type { VoiceNotice } from './voice-notice';

/**
 * Where the voice widget is, the one status type of the widget (`@org/ui`'s `VoiceWidget` and
 * `StatusDot` take it):
 *
 * ```text
 * idle ──start──► connecting ──'listening'──► active ──call's end──► ended
 *   ▲                 │                                             │
 *   └──error/stop─────┘◄──────────────────start─────────────────────┘
 * ```
 * - `idle`: no call; the start button is enabled. A Start in a browser that cannot call stays
 *   here, with a `notice` saying so.
 * - `connecting`: a start is in flight ("Connecting to assistant...").
 * - `active`: the assistant is listening; mute works (with a microphone), and the visitor can
 *   type. A refused or missing microphone does not end the call: it goes on by text.
 * - `ended`: the call is over; the summary button shows.
 */
export type WidgetStatus = 'idle' | 'connecting' | 'active' | 'ended';

/**
 * How the visitor takes part in the current or last call:
 * - `voice`: by speaking (and typing, if they like);
 * - `text`: by typing only: they chose to before Start (the call has no microphone), or the
 *   microphone was refused or is missing, and the call went on without it (`notice` says so).
 */
export type VisitorInput = 'voice' | 'text';

/** What the widget shows. */
export interface VoiceWidgetState {
  status: WidgetStatus;
  /** How the visitor takes part; the next start sets it again. */
  input: VisitorInput;
  muted: boolean;
  /** The assistant's loudness, 0 to 1. */
  volume: number;
  /** Whether the assistant is speaking. */
  speaking: boolean;
  /** The most recent server messages, oldest first. */
  messages: readonly ServerMessage[];
  /** Why the last start or call failed; `null` after a clean start. */
  error: VoiceClientError | null;
  /**
   * What the visitor should be told, in one line: during a call, that the microphone was refused
   * or is missing and the call goes on by text (cleared when the call ends); in `idle`, that the
   * browser cannot call. `null` otherwise: every failure returns to `idle` without a notice, and
   * the next start clears it.
   */
  notice: VoiceNotice | null;
  /**
   * The call's connection while a start or a call is under way (`ok` otherwise):
   * `reconnecting` while Daily reconnects (the captions, the mute state and the message box stay),
   * `weak` while the connection's quality is low.
   */
  connection: ConnectionState;
  /**
   * Whether the last call ended because the connection was lost (it is `ended`, its captions
   * kept, the summary offered); the next start clears it.
   */
  dropped: boolean;
  /**
   * The conversation of the current or last call, for captions: final lines in order, plus the
   * line each speaker is still saying. Once the call has ended only the final lines remain;
   * the next start clears it.
   */
  transcript: readonly TranscriptLine[];
}

/**
 * Everything that moves the widget: the visitor's start and stop, and the client's events. One
 * case each in {@link widgetReducer}, the only code that changes a {@link VoiceWidgetState}.
 */
export type WidgetEvent =
  /** The visitor pressed Start, to talk (`voice`) or to type only (`text`). */
  | { type: 'start'; input: VisitorInput }
  /** The visitor pressed Stop (or Cancel, during a start). */
  | { type: 'stop' }
  /**
   * The start failed: the client's `call-start-failed`, or the rejection of its `start()`
   * (which also covers a failure before any call existed). Both may come for one failure.
   */
  | { type: 'start-failed'; error: VoiceClientError }
  /**
   * The client's `status-change`: `listening` is the assistant listening (the widget is
   * `active`); `ended` from `joined` or `listening` is the call's end. The rest (a start's
   * `starting` and `joined`, and a start that ended) the widget follows from its own start and
   * `start-failed`.
   */
  | { type: 'status'; to: CallStatus; from: CallStatus }
  /**
   * A fatal `error`: the call is over. One that comes while the connection is down, or is Daily's
   * `connection-error`, is the connection lost: the call ends as `dropped`.
   */
  | { type: 'fatal-error'; error: VoiceClientError }
  /** `connection-change`. */
  | { type: 'connection'; to: ConnectionState }
  /** `call-end`, with its reason: `connection-lost` marks the call `dropped`. */
  | { type: 'call-end'; reason: CallEndReason }
  /** `volume-level`. */
  | { type: 'volume-level'; volume: number }
  /** `speech-start` (`true`) or `speech-end` (`false`). */
  | { type: 'speech'; speaking: boolean }
  /** `message`; the widget keeps the last `keep`. */
  | { type: 'message'; message: ServerMessage; keep: number }
  /** The visitor pressed Start in a browser that cannot call (`callSupport()`): nothing starts. */
  | { type: 'cannot-call'; missing: readonly CallRequirement[] }
  /**
   * A `camera-error` about the microphone (refused or missing): the call goes on without it,
   * by text, and the visitor is told why.
   */
  | { type: 'no-microphone'; notice: VoiceNotice }
  /** The visitor sent a typed message (`text`, as sent): their line in the captions, at once. */
  | { type: 'typed'; text: string }
  /** The microphone's state after a mute toggle, as the client reports it. */
  | { type: 'muted'; muted: boolean };

/** No call: the state a widget starts in, and returns to after a failure or a cancel. */
export const IDLE_WIDGET_STATE: VoiceWidgetState = Object.freeze({
  status: 'idle',
  input: 'voice',
  muted: false,
  volume: 0,
  speaking: false,
  messages: [],
  error: null,
  notice: null,
  connection: 'ok',
  dropped: false,
  transcript: [],
});

/** A call's end: what stays of it (its final captions, the summary offered). */
function endedState(state: VoiceWidgetState, dropped: boolean): VoiceWidgetState {
  return {
    ...state,
    status: 'ended',
    speaking: false,
    volume: 0,
    muted: false,
    // The call's notice (no microphone) was about the call.
    notice: null,
    connection: 'ok',
    dropped,
    transcript: finalLines(state.transcript),
  };
}

/** Whether a status change is a joined call's end (`call-end`), not a start's failure. */
function isCallsEnd({ to, from }: { to: CallStatus; from: CallStatus }): boolean {
  return to === 'ended' && (from === 'joined' || from === 'listening');
}

/** Whether a start is in flight or a call is live: where Start does nothing. */
export function isCallUnderWay(status: WidgetStatus): boolean {
  return status === 'connecting' || status === 'active';
}

/**
 * The widget's next state. Pure: the store (`createVoiceStore`) dispatches to it and does the
 * client calls, and a component may use it with `useReducer` and its own client.
 */
export function widgetReducer(state: VoiceWidgetState, event: WidgetEvent): VoiceWidgetState {
  switch (event.type) {
    case 'start':
      return isCallUnderWay(state.status)
        ? state
        : { ...IDLE_WIDGET_STATE, status: 'connecting', input: event.input };
    case 'stop':
      // Idle at once on a cancel: the client's stop may still be waiting on daily-js.
      return state.status === 'connecting' ? IDLE_WIDGET_STATE : state;
    case 'start-failed':
      // Only a start under way fails; the second report of one failure finds it idle. A
      // cancelled start was the visitor's own stop: no error to show.
      if (state.status !== 'connecting') return state;
      return {
        ...IDLE_WIDGET_STATE,
        error: event.error.code === 'cancelled' ? null : event.error,
      };
    case 'status':
      if (event.to === 'listening') return { ...state, status: 'active' };
      if (!isCallsEnd(event) || state.status === 'idle') return state;
      return endedState(state, state.dropped);
    case 'fatal-error':
      if (
        state.status === 'active' &&
        (state.connection === 'reconnecting' || event.error.code === 'connection-error')
      ) {
        return endedState(state, true);
      }
      return { ...IDLE_WIDGET_STATE, error: event.error };
    case 'connection':
      return isCallUnderWay(state.status) ? { ...state, connection: event.to } : state;
    case 'call-end':
      return event.reason === 'connection-lost' && state.status === 'ended' && !state.dropped
        ? { ...state, dropped: true }
        : state;
    case 'volume-level':
      return { ...state, volume: event.volume };
    case 'speech':
      return { ...state, speaking: event.speaking };
    case 'message': {
      const { message } = event;
      const live = isCallUnderWay(state.status);
      return {
        ...state,
        messages: [...state.messages, message].slice(-event.keep),
        ...(live && message.type === 'transcript'
          ? { transcript: addTranscript(state.transcript, message) }
          : {}),
      };
    }
    case 'cannot-call':
      return isCallUnderWay(state.status)
        ? state
        : { ...IDLE_WIDGET_STATE, notice: { kind: 'browser-unsupported', missing: event.missing } };
    case 'no-microphone':
      return isCallUnderWay(state.status)
        ? { ...state, input: 'text', muted: false, notice: event.notice }
        : state;
    case 'typed':
      return state.status === 'active'
        ? { ...state, transcript: addTypedLine(state.transcript, event.text) }
        : state;
    case 'muted':
      return state.status === 'active' ? { ...state, muted: event.muted } : state;
  }
}
