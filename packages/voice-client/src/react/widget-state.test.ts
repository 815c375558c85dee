import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../server-message';
import { VoiceClientError } from '../voice-client-error';
import {
  IDLE_WIDGET_STATE,
  type VoiceWidgetState,
  type WidgetEvent,
  type WidgetStatus,
  widgetReducer,
} from './widget-state';

const STATUSES: readonly WidgetStatus[] = ['idle', 'connecting', 'active', 'ended'];
const failure = new VoiceClientError('start-method-error', 'the web call failed');
const cancelled = new VoiceClientError('cancelled', 'stopped by the caller');
const notice = { kind: 'microphone-blocked', blockedBy: 'user' } as const;
const partial = (transcript: string): ServerMessage =>
  ({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript }) as ServerMessage;

/** A state in `status` with a call's worth of everything, to see what each event keeps. */
function inCall(status: WidgetStatus): VoiceWidgetState {
  return {
    ...IDLE_WIDGET_STATE,
    status,
    muted: true,
    volume: 0.5,
    speaking: true,
    messages: [partial('hello')],
    transcript: [{ role: 'user', text: 'hello', final: false }],
  };
}

/** The client's status moves that the widget follows: the assistant listening, the call's end. */
const LISTENING: WidgetEvent = { type: 'status', to: 'listening', from: 'joined' };
const CALL_ENDS: WidgetEvent = { type: 'status', to: 'ended', from: 'listening' };

/** The reducer's answer to `events` in turn, from `state`. */
function play(state: VoiceWidgetState, ...events: WidgetEvent[]): VoiceWidgetState {
  return events.reduce(widgetReducer, state);
}

describe('widgetReducer', () => {
  it('starts from idle or ended, afresh, and not while a start or call is under way', () => {
    expect(play(inCall('idle'), { type: 'start', input: 'voice' })).toEqual({
      ...IDLE_WIDGET_STATE,
      status: 'connecting',
    });
    expect(play(inCall('ended'), { type: 'start', input: 'voice' }).status).toBe('connecting');
    for (const status of ['connecting', 'active'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'start', input: 'voice' })).toBe(state);
    }
  });

  it('a stop returns a start to idle at once; a live call waits for its call-end', () => {
    expect(play(inCall('connecting'), { type: 'stop' })).toBe(IDLE_WIDGET_STATE);
    for (const status of ['idle', 'active', 'ended'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'stop' })).toBe(state);
    }
  });

  it('a failed start is idle with its error, once, however many times it is reported', () => {
    const once = play(inCall('connecting'), { type: 'start-failed', error: failure });
    expect(once).toEqual({ ...IDLE_WIDGET_STATE, error: failure });
    // The client's call-start-failed and the rejection of its start(), for one failure.
    expect(play(once, { type: 'start-failed', error: failure })).toBe(once);
  });

  it('a cancelled start shows no error; a failure reported after the start is not its own', () => {
    expect(play(inCall('connecting'), { type: 'start-failed', error: cancelled })).toEqual(
      IDLE_WIDGET_STATE,
    );
    for (const status of ['idle', 'active', 'ended'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'start-failed', error: failure })).toBe(state);
    }
  });

  it("the client's listening makes any state active and keeps the rest", () => {
    for (const status of STATUSES) {
      expect(play(inCall(status), LISTENING)).toEqual({ ...inCall(status), status: 'active' });
    }
  });

  it('a status the widget follows from its own start changes nothing', () => {
    for (const status of STATUSES) {
      const state = inCall(status);
      expect(play(state, { type: 'status', to: 'starting', from: 'idle' })).toBe(state);
      expect(play(state, { type: 'status', to: 'joined', from: 'starting' })).toBe(state);
      // A start that ended (failed or cancelled) is its `start-failed`'s.
      expect(play(state, { type: 'status', to: 'ended', from: 'starting' })).toBe(state);
    }
  });

  it("the call's end ends a start or a call, silences it, unmutes and keeps the final lines only", () => {
    const state = {
      ...inCall('active'),
      transcript: [
        { role: 'assistant', text: 'Hi there.', final: true },
        { role: 'user', text: 'I need a ro', final: false },
      ],
    } satisfies VoiceWidgetState;
    expect(play(state, CALL_ENDS)).toEqual({
      ...state,
      status: 'ended',
      speaking: false,
      volume: 0,
      muted: false,
      transcript: [{ role: 'assistant', text: 'Hi there.', final: true }],
    });
    // Ended from a joined call the assistant never said it listened in.
    expect(play(inCall('connecting'), { type: 'status', to: 'ended', from: 'joined' }).status).toBe(
      'ended',
    );
    const idle = inCall('idle');
    expect(play(idle, CALL_ENDS)).toBe(idle);
  });

  it('a fatal error is idle with the error, from any state', () => {
    for (const status of STATUSES) {
      expect(play(inCall(status), { type: 'fatal-error', error: failure })).toEqual({
        ...IDLE_WIDGET_STATE,
        error: failure,
      });
    }
  });

  it('follows the connection during a start or a call, keeping the call as it is', () => {
    const active = inCall('active');
    const reconnecting = play(active, { type: 'connection', to: 'reconnecting' });
    expect(reconnecting).toEqual({ ...active, connection: 'reconnecting' });
    expect(play(reconnecting, { type: 'connection', to: 'ok' })).toEqual(active);
    expect(play(inCall('connecting'), { type: 'connection', to: 'weak' }).connection).toBe('weak');
    for (const status of ['idle', 'ended'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'connection', to: 'reconnecting' })).toBe(state);
    }
  });

  it('a call that ends for a lost connection is ended and dropped, its final lines kept', () => {
    const connectionError = new VoiceClientError('connection-error', 'Connection lost');
    const active = {
      ...inCall('active'),
      transcript: [
        { role: 'assistant', text: 'Hi there.', final: true },
        { role: 'user', text: 'My roof', final: false },
      ],
    } satisfies VoiceWidgetState;
    const dropped = {
      ...active,
      status: 'ended',
      speaking: false,
      volume: 0,
      muted: false,
      dropped: true,
      transcript: [{ role: 'assistant', text: 'Hi there.', final: true }],
    } satisfies VoiceWidgetState;
    // Daily gives up reconnecting: its fatal error, then the call's end.
    expect(
      play(active, { type: 'fatal-error', error: connectionError }, CALL_ENDS, {
        type: 'call-end',
        reason: 'connection-lost',
      }),
    ).toEqual(dropped);
    // Any fatal error while reconnecting is the connection's.
    expect(
      play(
        active,
        { type: 'connection', to: 'reconnecting' },
        { type: 'fatal-error', error: failure },
      ),
    ).toEqual(dropped);
    // The meeting closed while a link was down: the end, then its reason.
    expect(play(active, CALL_ENDS, { type: 'call-end', reason: 'connection-lost' })).toEqual(
      dropped,
    );
    // Other ends are not dropped, and the next start clears it.
    expect(play(active, CALL_ENDS, { type: 'call-end', reason: 'assistant-ended' }).dropped).toBe(
      false,
    );
    expect(play(dropped, { type: 'start', input: 'voice' }).dropped).toBe(false);
    // A connection error during a start is the start's failure.
    expect(play(inCall('connecting'), { type: 'fatal-error', error: connectionError })).toEqual({
      ...IDLE_WIDGET_STATE,
      error: connectionError,
    });
  });

  it('volume and speech are taken as they come', () => {
    const state = play(
      inCall('active'),
      { type: 'volume-level', volume: 0.25 },
      { type: 'speech', speaking: false },
    );
    expect(state).toEqual({ ...inCall('active'), volume: 0.25, speaking: false });
    expect(play(state, { type: 'speech', speaking: true }).speaking).toBe(true);
  });

  it('keeps the last messages, and adds transcripts to the captions only during a call', () => {
    const message = partial('I need a roofer');
    for (const status of ['connecting', 'active'] as const) {
      const next = play(inCall(status), { type: 'message', message, keep: 2 });
      expect(next.messages).toEqual([partial('hello'), message]);
      expect(next.transcript).toEqual([{ role: 'user', text: 'I need a roofer', final: false }]);
    }
    for (const status of ['idle', 'ended'] as const) {
      const next = play(inCall(status), { type: 'message', message, keep: 1 });
      expect(next.messages).toEqual([message]);
      expect(next.transcript).toEqual(inCall(status).transcript);
    }
  });

  it('a start to type is connecting by text; the next start to talk is by voice again', () => {
    const typing = play(inCall('idle'), { type: 'start', input: 'text' });
    expect(typing).toEqual({ ...IDLE_WIDGET_STATE, status: 'connecting', input: 'text' });
    const ended = play(typing, LISTENING, CALL_ENDS);
    expect(ended).toMatchObject({ status: 'ended', input: 'text' });
    expect(play(ended, { type: 'start', input: 'voice' }).input).toBe('voice');
  });

  it('a refused microphone keeps the call, by text, with its notice until the call ends', () => {
    for (const status of ['connecting', 'active'] as const) {
      const state = { ...inCall(status), muted: status === 'active' };
      const next = play(state, { type: 'no-microphone', notice });
      expect(next).toEqual({ ...state, input: 'text', muted: false, notice });
      expect(play(next, LISTENING, CALL_ENDS)).toMatchObject({ status: 'ended', notice: null });
    }
    for (const status of ['idle', 'ended'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'no-microphone', notice })).toBe(state);
    }
  });

  it('a typed line joins the captions at once, settled, only during an active call', () => {
    const state = {
      ...inCall('active'),
      transcript: [
        { role: 'assistant', text: 'Hello', final: true },
        { role: 'assistant', text: 'How can I', final: false },
      ] as const,
    };
    expect(play(state, { type: 'typed', text: 'Are you open?' }).transcript).toEqual([
      { role: 'assistant', text: 'Hello', final: true },
      { role: 'user', text: 'Are you open?', final: true },
      { role: 'assistant', text: 'How can I', final: false },
    ]);
    for (const status of ['idle', 'connecting', 'ended'] as const) {
      const other = inCall(status);
      expect(play(other, { type: 'typed', text: 'hi' })).toBe(other);
    }
  });

  it('a Start in a browser that cannot call is idle with its notice, and changes no call under way', () => {
    for (const status of ['idle', 'ended'] as const) {
      expect(play(inCall(status), { type: 'cannot-call', missing: ['webrtc'] })).toEqual({
        ...IDLE_WIDGET_STATE,
        notice: { kind: 'browser-unsupported', missing: ['webrtc'] },
      });
    }
    for (const status of ['connecting', 'active'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'cannot-call', missing: ['webrtc'] })).toBe(state);
    }
  });

  it('takes the microphone state the client reports, during a call only', () => {
    expect(play(inCall('active'), { type: 'muted', muted: false }).muted).toBe(false);
    for (const status of ['idle', 'connecting', 'ended'] as const) {
      const state = inCall(status);
      expect(play(state, { type: 'muted', muted: false })).toBe(state);
    }
  });

  it('never changes the state it is given', () => {
    const state = Object.freeze(inCall('active'));
    const events: WidgetEvent[] = [
      { type: 'message', message: partial('more'), keep: 5 },
      CALL_ENDS,
      { type: 'start', input: 'voice' },
    ];
    expect(() => play(state, ...events)).not.toThrow();
    expect(state).toEqual(inCall('active'));
  });
});
