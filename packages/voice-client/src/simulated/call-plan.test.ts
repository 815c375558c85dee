import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../server-message';
import { type PlannedEvent, planCall, planTurn, SIMULATED_TIMING } from './call-plan';
import { receptionistScript } from './receptionist-script';

describe('planCall', () => {
  const plan = planCall(receptionistScript, 1);
  const parsed = plan.events.flatMap((event) =>
    event.kind === 'message' && event.data !== 'listening'
      ? [{ at: event.at, message: parseServerMessage(event.data) }]
      : [],
  );

  it('orders every step in time, the assistant joining first and the room closing last', () => {
    const times = plan.events.map((event) => event.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(plan.events[0]).toEqual({
      at: SIMULATED_TIMING.assistantJoins,
      kind: 'assistant-joined',
    });
    expect(plan.events.slice(-2).map((event) => event.kind)).toEqual(['assistant-left', 'left']);
    expect(plan.leftAt).toBe(plan.events.at(-1)?.at);
    expect(plan.joinMs).toBe(SIMULATED_TIMING.join);
  });

  it('writes only messages the client parses: nothing unknown', () => {
    expect(parsed.length).toBeGreaterThan(receptionistScript.length * 3);
    expect(parsed.filter(({ message }) => message.type === 'unknown')).toEqual([]);
  });

  it("times the assistant's voice to its turns, and keeps over 1 s of silence between them", () => {
    const assistantTurns = receptionistScript.filter((turn) => turn.role === 'assistant');
    expect(plan.speech).toHaveLength(assistantTurns.length);
    for (const [index, window] of plan.speech.entries()) {
      const words = assistantTurns[index]?.text.split(' ').length ?? 0;
      expect(window.end - window.start).toBe(words * SIMULATED_TIMING.word);
      const next = plan.speech[index + 1];
      // Room for the client's speech-end (1 s of silence) between turns and before the hang-up.
      expect((next?.start ?? plan.leftAt) - window.end).toBeGreaterThan(1_000);
    }
    const started = parsed.filter(
      ({ message }) =>
        message.type === 'speech-update' &&
        message.status === 'started' &&
        message.role === 'assistant',
    );
    expect(started.map(({ at }) => at)).toEqual(plan.speech.map(({ start }) => start));
  });

  it('sends the ended status after the last final transcript', () => {
    const ended = parsed.findIndex(({ message }) => message.type === 'status-update');
    expect(ended).toBe(parsed.length - 1);
    const last = parsed.at(-2)?.message;
    expect(last).toMatchObject({ type: 'transcript', transcriptType: 'final' });
  });

  it('scales every duration by timeScale', () => {
    const fast = planCall(receptionistScript, 0.5);
    expect(fast.joinMs).toBe(SIMULATED_TIMING.join / 2);
    expect(Math.abs(fast.leftAt - plan.leftAt / 2)).toBeLessThanOrEqual(plan.events.length);
    expect(fast.events.map((event) => event.kind)).toEqual(plan.events.map((event) => event.kind));
  });
});

describe('planTurn', () => {
  const said = (events: readonly PlannedEvent[]) =>
    events.map((event) => ({
      at: event.at,
      message: event.kind === 'message' ? JSON.parse(event.data) : event.kind,
    }));

  it('lays a turn out from its start: started, a partial every 3 words, stopped, the final', () => {
    const turn = planTurn(
      { role: 'assistant', text: 'one two  three four five six seven' },
      1_000,
      1,
    );
    const word = SIMULATED_TIMING.word;
    const end = 1_000 + 7 * word;
    expect(turn.end).toBe(end);
    expect(turn.speech).toEqual({ start: 1_000, end });
    const role = 'assistant';
    expect(said(turn.events)).toEqual([
      { at: 1_000, message: { type: 'speech-update', status: 'started', role } },
      {
        at: 1_000 + 3 * word,
        message: {
          type: 'transcript',
          role,
          transcriptType: 'partial',
          transcript: 'one two three',
        },
      },
      {
        at: 1_000 + 6 * word,
        message: {
          type: 'transcript',
          role,
          transcriptType: 'partial',
          transcript: 'one two three four five six',
        },
      },
      { at: end, message: { type: 'speech-update', status: 'stopped', role } },
      {
        at: end + SIMULATED_TIMING.finalLag,
        message: {
          type: 'transcript',
          role,
          transcriptType: 'final',
          transcript: 'one two three four five six seven',
        },
      },
    ]);
  });

  it("gives a user turn no voice, and scales durations, not the turn's start", () => {
    const turn = planTurn({ role: 'user', text: 'Yes, eight works for me.' }, 500, 0.5);
    expect(turn.speech).toBeUndefined();
    expect(turn.end).toBe(500 + Math.round(5 * SIMULATED_TIMING.word * 0.5));
    expect(turn.events.map((event) => event.at)).toEqual([
      500,
      500 + Math.round(3 * SIMULATED_TIMING.word * 0.5),
      turn.end,
      turn.end + Math.round(SIMULATED_TIMING.finalLag * 0.5),
    ]);
  });

  it('is how planCall lays out each turn, turnGap after the one before', () => {
    const plan = planCall(receptionistScript, 1);
    const turns = plan.events.filter(
      (event) => event.kind === 'message' && event.data.includes('"role"'),
    );
    let start = SIMULATED_TIMING.listening + SIMULATED_TIMING.firstTurn;
    const expected: PlannedEvent[] = [];
    const speech = [];
    for (const turn of receptionistScript) {
      const planned = planTurn(turn, start, 1);
      expected.push(...planned.events);
      if (planned.speech) speech.push(planned.speech);
      start = planned.end + SIMULATED_TIMING.turnGap;
    }
    expect(turns).toEqual(expected);
    expect(plan.speech).toEqual(speech);
  });
});
