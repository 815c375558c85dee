import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Recorded } from '../../test/harness';
import type { VoiceCallObject } from '../call-object';
import type { ServerMessage } from '../server-message';
import { VoiceClient } from '../voice-client';
import { VoiceClientError } from '../voice-client-error';
import { planTurn, SIMULATED_TIMING } from './call-plan';
import {
  createSimulatedCall,
  createSimulatedWebCall,
  receptionistReply,
  receptionistScript,
  receptionistScriptFor,
  type SimulatedCallOptions,
  simulatedCallDuration,
} from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A real client whose calls are simulated; the harness records every event. */
function simulatedHarness(options: SimulatedCallOptions = {}) {
  return createHarness({ createCallObject: createSimulatedCall(options) });
}

const messages = (events: readonly Recorded[]): ServerMessage[] =>
  events.flatMap((event) => (event.name === 'message' ? [event.args[0]] : []));

const count = (events: readonly Recorded[], name: Recorded['name']) =>
  events.filter((event) => event.name === name).length;

/** The harness's web call takes 20 ms; then the join, the whole plan, and a margin. */
const WHOLE_CALL_MS = 20 + simulatedCallDuration() + 2_000;

describe('createSimulatedCall under a real VoiceClient', () => {
  it('plays the whole call: joined, listening, the conversation, the hang-up, once', async () => {
    const h = simulatedHarness();
    const started = h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    await expect(started).resolves.toMatchObject({ id: 'call-1' });

    const states = h.events.flatMap((event) =>
      event.name === 'state-change' ? [event.args[0]] : [],
    );
    expect(states).toEqual(['joining', 'joined', 'left']);
    expect(h.progress().filter((step) => step.endsWith(':failed'))).toEqual([]);
    const order = h
      .names()
      .filter((name) => ['call-start-success', 'call-start', 'call-end'].includes(name));
    expect(order).toEqual(['call-start-success', 'call-start', 'call-end']);
    // The call ended on its own: the client holds nothing and no timer is left.
    expect(h.client.started).toBe(false);
    expect(h.client.getCallObject()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(h.logger.errors).toEqual([]);
    expect(h.logger.warnings).toEqual([]);
  });

  it('sends each turn as partial transcripts, then the final one, in script order', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);

    const transcripts = messages(h.events).flatMap((message) =>
      message.type === 'transcript' ? [message] : [],
    );
    const finals = transcripts.filter((message) => message.transcriptType === 'final');
    expect(finals.map(({ role, transcript }) => ({ role, text: transcript }))).toEqual(
      receptionistScript,
    );
    // Each turn: growing partials of the same speaker, each a prefix of the turn's final one.
    let partials = 0;
    let pending: typeof transcripts = [];
    for (const message of transcripts) {
      if (message.transcriptType === 'partial') {
        pending.push(message);
        continue;
      }
      let previous = '';
      for (const partial of pending) {
        expect(partial.role).toBe(message.role);
        expect(message.transcript.startsWith(partial.transcript)).toBe(true);
        expect(partial.transcript.length).toBeGreaterThan(previous.length);
        previous = partial.transcript;
      }
      partials += pending.length;
      pending = [];
    }
    expect(pending).toEqual([]);
    expect(partials).toBeGreaterThanOrEqual(receptionistScript.length);
    const speechUpdates = messages(h.events).filter((message) => message.type === 'speech-update');
    expect(speechUpdates).toHaveLength(receptionistScript.length * 2);
  });

  it('ends with the assistant hanging up: one ended status, no customer-ended-call', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);

    const statuses = messages(h.events).filter((message) => message.type === 'status-update');
    expect(statuses).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    ]);
    expect(count(h.events, 'call-end')).toBe(1);
    const names = h.names();
    expect(names.indexOf('call-end')).toBeGreaterThan(
      h.events.findIndex(
        (event) => event.name === 'message' && event.args[0].type === 'status-update',
      ),
    );
  });

  it("moves the volume with the assistant's voice and reports each of its turns as speech", async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);

    const volumes = h.events.flatMap((event) =>
      event.name === 'volume-level' ? [event.args[0]] : [],
    );
    // Daily's observer runs every 100 ms for the whole call.
    expect(volumes.length).toBeGreaterThan(simulatedCallDuration() / 100 - 30);
    expect(volumes.every((volume) => volume >= 0 && volume <= 1)).toBe(true);
    expect(Math.max(...volumes)).toBeGreaterThan(0.6);
    expect(volumes.filter((volume) => volume === 0).length).toBeGreaterThan(20);
    const assistantTurns = receptionistScript.filter((turn) => turn.role === 'assistant').length;
    expect(count(h.events, 'speech-start')).toBe(assistantTurns);
    expect(count(h.events, 'speech-end')).toBe(assistantTurns);
    // Speech alternates and is over before the call ends.
    const speech = h.names().filter((name) => /^speech-|^call-end$/.test(name));
    expect(speech).toEqual([
      ...Array.from({ length: assistantTurns }, () => ['speech-start', 'speech-end']).flat(),
      'call-end',
    ]);
    // No level is reported before the assistant says it is listening.
    const names = h.names();
    expect(names.indexOf('speech-start')).toBeGreaterThan(names.indexOf('call-start'));
  });

  it('emits nothing after stop() in the middle of the call, and leaves no timer', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(count(h.events, 'call-start')).toBe(1);
    expect(count(h.events, 'speech-start')).toBe(1);

    await h.client.stop();
    expect(count(h.events, 'call-end')).toBe(1);
    const seen = h.events.length;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(h.events.length).toBe(seen);
    // The visitor left: the client reports it as theirs, not the assistant's.
    expect(messages(h.events).at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
  });

  it('cancels cleanly while joining: the join is abandoned and nothing follows', async () => {
    const h = simulatedHarness();
    const started = h.client.start({ assistant: 'assistant-1' });
    const outcome = started.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20 + SIMULATED_TIMING.join / 2);
    expect(h.client.callState).toBe('joining');

    await h.client.stop();
    const error = await outcome;
    expect(error).toBeInstanceOf(VoiceClientError);
    expect((error as VoiceClientError).code).toBe('cancelled');
    const seen = h.events.length;
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(h.events.length).toBe(seen);
    expect(count(h.events, 'call-start')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('plays a second call after the first, on a new call object', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    const first = h.events.length;

    const second = h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    await expect(second).resolves.toMatchObject({ id: 'call-1' });
    const again = h.events.slice(first);
    expect(count(again, 'call-start')).toBe(1);
    expect(count(again, 'call-end')).toBe(1);
    const finals = messages(again).filter(
      (message) => message.type === 'transcript' && message.transcriptType === 'final',
    );
    expect(finals).toHaveLength(receptionistScript.length);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('plays faster with a timeScale, and refuses one that is not positive', async () => {
    const h = simulatedHarness({ timeScale: 0.1 });
    void h.client.start({ assistant: 'assistant-1' });
    const duration = simulatedCallDuration({ timeScale: 0.1 });
    expect(duration).toBeLessThan(simulatedCallDuration() / 5);
    await vi.advanceTimersByTimeAsync(20 + duration - 50);
    expect(count(h.events, 'call-end')).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(count(h.events, 'call-end')).toBe(1);

    for (const timeScale of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createSimulatedCall({ timeScale })).toThrow(
        expect.objectContaining({ code: 'invalid-argument' }),
      );
    }
  });

  it('plays a custom script, and an empty one straight to the hang-up', async () => {
    const h = simulatedHarness({ script: [{ role: 'user', text: 'Hello?' }] });
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    const finals = messages(h.events).filter((message) => message.type === 'transcript');
    expect(finals).toEqual([
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hello?' },
    ]);
    expect(count(h.events, 'speech-start')).toBe(0);

    const empty = simulatedHarness({ script: [] });
    void empty.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(empty.names().filter((name) => name.startsWith('call-'))).toEqual([
      'call-start-success',
      'call-start',
      'call-end',
    ]);
  });

  it('joins muted with startAudioOff, and mutes and unmutes', async () => {
    const h = createHarness({ createCallObject: createSimulatedCall(), startAudioOff: true });
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(h.client.isMuted()).toBe(true);
    h.client.setMuted(false);
    expect(h.client.isMuted()).toBe(false);
    await h.client.stop();
  });
});

describe('the simulated call object', () => {
  it('refuses a second live call object, as daily-js does, until the first is destroyed', async () => {
    const create = createSimulatedCall();
    const first = create({});
    expect(() => create({})).toThrow('Duplicate DailyIframe instances are not allowed');
    await first.destroy();
    await first.destroy();
    expect(() => create({})).not.toThrow();
  });

  it('speaks daily-js event shapes, detaches listeners with off(), and joins only once', async () => {
    const call = createSimulatedCall({ timeScale: 0.1 })({});
    const seen: unknown[] = [];
    const onJoined = (event: unknown) => seen.push(event);
    const onMessage = vi.fn();
    call.on('joined-meeting', onJoined);
    call.on('joining-meeting', (event) => seen.push(event));
    call.on('app-message', onMessage);
    call.off('app-message', onMessage);
    const joined = call.join({ url: 'https://simulated.daily.co/room' });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(joined).resolves.toMatchObject({ local: { local: true } });
    expect(seen).toEqual([
      { action: 'joining-meeting', callClientId: 'simulated-call-1' },
      {
        action: 'joined-meeting',
        callClientId: 'simulated-call-1',
        participants: { local: expect.objectContaining({ session_id: 'simulated-visitor' }) },
      },
    ]);
    expect(onMessage).not.toHaveBeenCalled();
    await expect(call.join({})).rejects.toThrow('it is joined');
    await call.destroy();
    await expect(call.startRemoteParticipantsAudioLevelObserver()).rejects.toThrow('joined call');
  });

  it('reports levels at the observer interval (Daily default 200 ms), for the assistant only', async () => {
    const call = createSimulatedCall()({});
    const levels: Record<string, number>[] = [];
    call.on('remote-participants-audio-level', (event) =>
      levels.push(event.participantsAudioLevel),
    );
    const joined = call.join({});
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.join);
    await joined;
    await call.startRemoteParticipantsAudioLevelObserver();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(levels).toHaveLength(5);
    // Before the assistant joins there is nobody to measure; then only the assistant.
    expect(levels[0]).toEqual({});
    expect(Object.keys(levels.at(-1) ?? {})).toEqual(['simulated-assistant']);
    await call.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the receptionist's greeting follows the call's variables", () => {
  /**
   * A client whose web calls and call objects are both simulated, as in stories: the variables
   * travel from the start's overrides through the room URL to the call object.
   */
  function roomClient(createCallObject = createSimulatedCall()) {
    const client = new VoiceClient({
      createWebCall: createSimulatedWebCall(),
      createCallObject,
      isMobile: false,
      warmUp: false,
    });
    const finals: string[] = [];
    let ended = 0;
    client.on('message', (message) => {
      if (message.type === 'transcript' && message.transcriptType === 'final') {
        finals.push(message.transcript);
      }
    });
    client.on('call-end', () => {
      ended += 1;
    });
    return { client, finals, ended: () => ended };
  }

  it('greets the company sent as assistantOverrides.variableValues.company', async () => {
    const call = roomClient();
    const variables = { company: 'Acme Roofing' };
    void call.client.start({
      assistant: 'assistant-1',
      assistantOverrides: { variableValues: variables },
    });
    await vi.advanceTimersByTimeAsync(simulatedCallDuration({ variables }) + 2_000);
    expect(call.finals).toEqual(receptionistScriptFor(variables).map(({ text }) => text));
    expect(call.finals[0]).toBe(
      'Thanks for calling Acme Roofing, this is the virtual receptionist. How can I help you today?',
    );
    expect(call.ended()).toBe(1);
  });

  it('greets without a name when no company is sent', async () => {
    const call = roomClient();
    void call.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(call.finals).toEqual(receptionistScript.map(({ text }) => text));
    expect(call.ended()).toBe(1);
  });

  it('plays a given script as it is, whatever the variables', async () => {
    const call = roomClient(createSimulatedCall({ script: [{ role: 'user', text: 'Hello?' }] }));
    void call.client.start({
      assistant: 'assistant-1',
      assistantOverrides: { variableValues: { company: 'Acme Roofing' } },
    });
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(call.finals).toEqual(['Hello?']);
  });

  it('lasts longer by the words the greeting gains', () => {
    const words = 'Acme Roofing and Sons'.split(' ').length;
    expect(simulatedCallDuration({ variables: { company: 'Acme Roofing and Sons' } })).toBe(
      simulatedCallDuration() + words * SIMULATED_TIMING.word,
    );
  });
});

describe('createSimulatedWebCall', () => {
  it('creates a web call without a network, echoing the assistant', async () => {
    const create = createSimulatedWebCall();
    const { signal } = new AbortController();
    await expect(create({ assistantId: 'a-1' }, { signal })).resolves.toEqual({
      data: {
        id: 'simulated-call-1',
        webCallUrl: 'https://simulated.daily.co/simulated-call-1',
        assistantId: 'a-1',
      },
    });
    const second = await create({ squadId: 's-1' }, { signal });
    expect(second).toMatchObject({ data: { id: 'simulated-call-2', squadId: 's-1' } });
  });

  it("puts the overrides' variable values on the room URL", async () => {
    const { signal } = new AbortController();
    const created = await createSimulatedWebCall()(
      { assistantId: 'a-1', assistantOverrides: { variableValues: { company: 'Acme & Sons' } } },
      { signal },
    );
    expect(created).toMatchObject({
      data: { webCallUrl: 'https://simulated.daily.co/simulated-call-1?company=Acme+%26+Sons' },
    });
  });

  it('rejects when the start was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(
      createSimulatedWebCall()({ assistantId: 'a-1' }, { signal: controller.signal }),
    ).rejects.toThrow('gone');
  });
});

describe('the simulated call answers typed messages', () => {
  const HOURS = receptionistReply('hours').text;
  const PRICES = receptionistReply('price').text;
  /** What the client sends for a typed message: Vapi's add-message, as JSON. */
  const addMessage = (content: string) =>
    JSON.stringify({
      type: 'add-message',
      message: { role: 'user', content },
      triggerResponseEnabled: true,
    });
  /** The moment `call-start` is out (listening at join + 600 ms) and the greeting not begun. */
  const ACTIVE_MS = 20 + SIMULATED_TIMING.join + SIMULATED_TIMING.listening + 100;

  /** Types `content` into the client's live call, as the session does. */
  function type(h: ReturnType<typeof simulatedHarness>, data: unknown) {
    const call = h.client.getCallObject();
    if (!call) throw new Error('no call');
    call.sendAppMessage(data);
  }

  const finals = (events: readonly Recorded[]) =>
    messages(events).flatMap((message) =>
      message.type === 'transcript' && message.transcriptType === 'final' ? [message] : [],
    );
  const indexOf = (events: readonly Recorded[], test: (message: ServerMessage) => boolean) =>
    events.findIndex((event) => event.name === 'message' && test(event.args[0]));

  it('answers with the reply, said as an assistant turn, and the script stops there', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(ACTIVE_MS);
    expect(count(h.events, 'call-start')).toBe(1);
    const mark = h.events.length;
    type(h, addMessage('What are your hours?'));
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.replyDelay - 1);
    expect(messages(h.events.slice(mark))).toEqual([]);
    await vi.advanceTimersByTimeAsync(3 * WHOLE_CALL_MS);

    const after = h.events.slice(mark);
    const said = messages(after);
    expect(said[0]).toEqual({ type: 'speech-update', status: 'started', role: 'assistant' });
    expect(said.every((message) => 'role' in message && message.role === 'assistant')).toBe(true);
    const partials = said.flatMap((message) =>
      message.type === 'transcript' && message.transcriptType === 'partial'
        ? [message.transcript]
        : [],
    );
    expect(partials.length).toBeGreaterThan(3);
    expect(partials.every((partial) => HOURS.startsWith(partial))).toBe(true);
    expect(said.at(-2)).toEqual({ type: 'speech-update', status: 'stopped', role: 'assistant' });
    expect(said.at(-1)).toEqual({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: HOURS,
    });
    // Not a word of the script follows, and the assistant never hangs up: the visitor ends it.
    expect(finals(h.events).map(({ transcript }) => transcript)).toEqual([HOURS]);
    expect(h.client.callState).toBe('joined');
    expect(h.client.started).toBe(true);
    expect(count(h.events, 'call-end')).toBe(0);

    // The visualiser moves while the assistant answers, and the client hears it as speech.
    const started = indexOf(after, (message) => message.type === 'speech-update');
    const stopped = indexOf(
      after,
      (message) => message.type === 'speech-update' && message.status === 'stopped',
    );
    const voice = after
      .slice(started, stopped)
      .flatMap((event) => (event.name === 'volume-level' ? [event.args[0]] : []));
    expect(voice.length).toBeGreaterThan(20);
    expect(Math.max(...voice)).toBeGreaterThan(0.5);
    expect(voice.filter((volume) => volume > 0).length).toBeGreaterThan(voice.length - 2);
    expect(count(after, 'speech-start')).toBe(1);
    expect(count(after, 'speech-end')).toBe(1);

    await h.client.stop();
    expect(count(h.events, 'call-end')).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    const seen = h.events.length;
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(h.events.length).toBe(seen);
    expect(h.logger.errors).toEqual([]);
    expect(h.logger.warnings).toEqual([]);
  });

  it('answers two messages in turn: the second reply starts after the first one ends', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(ACTIVE_MS);
    type(h, addMessage('When do you open?'));
    type(h, addMessage('And how much does it cost?'));
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);

    expect(finals(h.events).map(({ role, transcript }) => [role, transcript])).toEqual([
      ['assistant', HOURS],
      ['assistant', PRICES],
    ]);
    const speech = messages(h.events).flatMap((message) =>
      message.type === 'speech-update' || message.type === 'transcript'
        ? [`${message.type}:${'status' in message ? message.status : message.transcriptType}`]
        : [],
    );
    // Each reply is whole before the next begins: no interleaving.
    const turn = (partials: number) => [
      'speech-update:started',
      ...Array.from({ length: partials }, () => 'transcript:partial'),
      'speech-update:stopped',
      'transcript:final',
    ];
    const words = (text: string) => text.split(' ').length;
    expect(speech).toEqual([
      ...turn(Math.ceil(words(HOURS) / 3) - 1),
      ...turn(Math.ceil(words(PRICES) / 3) - 1),
    ]);
    // Between the two, the assistant is silent.
    const stopped = indexOf(
      h.events,
      (message) => message.type === 'speech-update' && message.status === 'stopped',
    );
    const next = indexOf(
      h.events.slice(stopped),
      (message) => message.type === 'speech-update' && message.status === 'started',
    );
    const gap = h.events
      .slice(stopped, stopped + next)
      .flatMap((event) => (event.name === 'volume-level' ? [event.args[0]] : []));
    expect(gap.length).toBeGreaterThanOrEqual(SIMULATED_TIMING.turnGap / 100 - 1);
    expect(gap.every((volume) => volume === 0)).toBe(true);
    expect(h.client.callState).toBe('joined');
    await h.client.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops the turn being said when the first message comes, and keeps its words so far', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    // The greeting starts 500 ms after listening; six of its words are said 1,980 ms later.
    const greetingAt = ACTIVE_MS - 100 + SIMULATED_TIMING.firstTurn;
    await vi.advanceTimersByTimeAsync(greetingAt + 6 * SIMULATED_TIMING.word + 100);
    expect(count(h.events, 'speech-start')).toBe(1);
    const mark = h.events.length;
    type(h, addMessage('How much is a repair?'));
    // At once: the greeting stops where it was.
    expect(messages(h.events.slice(mark))).toEqual([
      { type: 'speech-update', status: 'stopped', role: 'assistant' },
      {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Thanks for calling, this is the',
      },
    ]);
    const cut = h.events.length;
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.replyDelay - 1);
    // Its voice is over too: silence until the reply.
    const silence = h.events
      .slice(cut)
      .flatMap((event) => (event.name === 'volume-level' ? [event.args[0]] : []));
    expect(silence.length).toBeGreaterThan(3);
    expect(silence.every((volume) => volume === 0)).toBe(true);
    expect(count(h.events.slice(cut), 'message')).toBe(0);

    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(finals(h.events).map(({ transcript }) => transcript)).toEqual([
      'Thanks for calling, this is the',
      PRICES,
    ]);
    expect(count(h.events, 'call-end')).toBe(0);
    await h.client.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the visitor's line too, and gives a turn whose words are all said its whole final", async () => {
    const { word, turnGap, finalLag } = SIMULATED_TIMING;
    const greetingAt = ACTIVE_MS - 100 + SIMULATED_TIMING.firstTurn;
    const greetingEnd = greetingAt + (receptionistScript[0]?.text.split(' ').length ?? 0) * word;
    const cases = [
      {
        // Four words into the visitor's line: its first partial is out.
        at: greetingEnd + turnGap + 4 * word,
        said: [
          { type: 'speech-update', status: 'stopped', role: 'user' },
          {
            type: 'transcript',
            role: 'user',
            transcriptType: 'final',
            transcript: 'Hi, the storm',
          },
        ],
      },
      {
        // The greeting is said; its final transcript was due finalLag later.
        at: greetingEnd + finalLag / 2,
        said: [
          {
            type: 'transcript',
            role: 'assistant',
            transcriptType: 'final',
            transcript: receptionistScript[0]?.text,
          },
        ],
      },
    ];
    for (const { at, said } of cases) {
      const h = simulatedHarness();
      void h.client.start({ assistant: 'assistant-1' });
      await vi.advanceTimersByTimeAsync(at);
      const mark = h.events.length;
      type(h, addMessage('Hello'));
      expect(messages(h.events.slice(mark))).toEqual(said);
      await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
      const last = finals(h.events).at(-1);
      expect(last?.transcript).toBe(receptionistReply('Hello').text);
      expect(finals(h.events).filter(({ role }) => role === 'user')).toHaveLength(
        said[0]?.role === 'user' ? 1 : 0,
      );
      await h.client.stop();
    }
  });

  it('changes nothing for any other message: the script goes on and hangs up', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(ACTIVE_MS);
    const others: unknown[] = [
      'What are your hours?',
      '{"type":"add-message"',
      'null',
      null,
      42,
      JSON.stringify({ type: 'say', message: 'What are your hours?' }),
      JSON.stringify({ type: 'add-message', message: 'What are your hours?' }),
      JSON.stringify({
        type: 'add-message',
        message: { role: 'system', content: 'What are your hours?' },
        triggerResponseEnabled: true,
      }),
      { type: 'add-message', message: { role: 'assistant', content: 'What are your hours?' } },
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'What are your hours?' },
        triggerResponseEnabled: false,
      }),
      { type: 'add-message', message: { role: 'user', content: 42 } },
      { type: 'control', control: 'mute-assistant' },
    ];
    for (const data of others) type(h, data);
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);

    expect(finals(h.events).map(({ role, transcript }) => ({ role, text: transcript }))).toEqual(
      receptionistScript,
    );
    expect(count(h.events, 'call-end')).toBe(1);
    expect(h.client.started).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers an add-message given already parsed, and one with no triggerResponseEnabled', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(ACTIVE_MS);
    type(h, { type: 'add-message', message: { role: 'user', content: 'Hours?' } });
    type(h, JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'Hi' } }));
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(finals(h.events).map(({ transcript }) => transcript)).toEqual([
      HOURS,
      receptionistReply('Hi').text,
    ]);
    await h.client.stop();
  });

  it('stops replies in progress and waiting at stop(): no timer left, no event after', async () => {
    const h = simulatedHarness();
    void h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(ACTIVE_MS);
    type(h, addMessage('Hours?'));
    type(h, addMessage('Book me in'));
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.replyDelay + 2_000);
    expect(count(h.events, 'speech-start')).toBe(1);

    await h.client.stop();
    expect(vi.getTimerCount()).toBe(0);
    const seen = h.events.length;
    await vi.advanceTimersByTimeAsync(WHOLE_CALL_MS);
    expect(h.events.length).toBe(seen);
    expect(finals(h.events)).toEqual([]);
  });
});

describe('the simulated call object answers typed messages', () => {
  const hours = JSON.stringify({
    type: 'add-message',
    message: { role: 'user', content: 'When are you open?' },
    triggerResponseEnabled: true,
  });

  function recorded(call: VoiceCallObject) {
    const said: { at: number; data: string }[] = [];
    const names: string[] = [];
    call.on('app-message', (event) => said.push({ at: Date.now(), data: event.data as string }));
    for (const name of ['participant-joined', 'participant-left', 'left-meeting'] as const) {
      call.on(name, () => names.push(name));
    }
    return { said, names };
  }

  it('plays the reply as planTurn lays it out, replyDelay after the message, at timeScale', async () => {
    const timeScale = 0.5;
    const call = createSimulatedCall({ timeScale })({});
    const { said } = recorded(call);
    const levels: { at: number; level: number }[] = [];
    call.on('remote-participants-audio-level', (event) =>
      levels.push({
        at: Date.now(),
        level: event.participantsAudioLevel['simulated-assistant'] ?? 0,
      }),
    );
    const joined = call.join({});
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.join * timeScale);
    await joined;
    await call.startRemoteParticipantsAudioLevelObserver(50);
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.listening * timeScale);
    expect(said.map(({ data }) => data)).toEqual(['listening']);

    const sentAt = Date.now();
    call.sendAppMessage(hours);
    await vi.advanceTimersByTimeAsync(20_000);
    const reply = planTurn(receptionistReply('open'), 0, timeScale);
    const delay = SIMULATED_TIMING.replyDelay * timeScale;
    expect(said.slice(1)).toEqual(
      reply.events.map((step) => ({
        at: sentAt + delay + step.at,
        data: step.kind === 'message' ? step.data : '',
      })),
    );
    const voice = levels.filter(({ at }) => at > sentAt + delay && at < sentAt + delay + reply.end);
    expect(voice.length).toBeGreaterThan(10);
    expect(voice.every(({ level }) => level > 0)).toBe(true);
    expect(levels.filter(({ at }) => at < sentAt + delay).every(({ level }) => level === 0)).toBe(
      true,
    );
    await call.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the assistant joining and its listening when a message comes first', async () => {
    const call = createSimulatedCall()({});
    const { said, names } = recorded(call);
    const joined = call.join({});
    await vi.advanceTimersByTimeAsync(SIMULATED_TIMING.join);
    await joined;
    call.sendAppMessage(hours);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(names).toEqual(['participant-joined']);
    expect(said[0]?.data).toBe('listening');
    // Then the reply, whole: no scripted turn before or around it.
    const reply = planTurn(receptionistReply('open'), 0, 1).events;
    expect(said.slice(1).map(({ data }) => data)).toEqual(
      reply.map((step) => (step.kind === 'message' ? step.data : '')),
    );
    expect(said[1]?.at).toBe(
      (said[0]?.at ?? 0) + SIMULATED_TIMING.replyDelay - SIMULATED_TIMING.listening,
    );
    await call.destroy();
    expect(names).toEqual(['participant-joined', 'left-meeting']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing with a message before the join completes, or after the call left', async () => {
    const timeScale = 0.1;
    const call = createSimulatedCall({ timeScale })({});
    const { said, names } = recorded(call);
    call.sendAppMessage(hours);
    const joined = call.join({});
    call.sendAppMessage(hours);
    await vi.advanceTimersByTimeAsync(simulatedCallDuration({ timeScale }) + 100);
    await joined;
    // The whole script, then the hang-up: the messages changed nothing.
    const finals = said.flatMap(({ data }) => {
      if (data === 'listening') return [];
      const message = JSON.parse(data);
      return message.transcriptType === 'final' ? [message.transcript] : [];
    });
    expect(finals).toEqual(receptionistScript.map(({ text }) => text));
    expect(names).toEqual(['participant-joined', 'participant-left', 'left-meeting']);
    expect(vi.getTimerCount()).toBe(0);

    const seen = said.length;
    call.sendAppMessage(hours);
    expect(vi.getTimerCount()).toBe(0);
    await call.destroy();
    call.sendAppMessage(hours);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(said.length).toBe(seen);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the simulated call and a microphone the visitor blocked', () => {
  /** A browser whose Permissions API answers `state` for the microphone. */
  function permission(state: PermissionState) {
    const query = vi.fn(async () => ({ state }));
    vi.stubGlobal('navigator', { permissions: { query } });
    return query;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports a denied microphone as Daily does, and the call goes on by text', async () => {
    const query = permission('denied');
    const h = simulatedHarness();
    const errors: unknown[] = [];
    h.client.on('camera-error', (event) => errors.push(event));
    const started = h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(started).resolves.toMatchObject({ id: 'call-1' });
    expect(query).toHaveBeenCalledWith({ name: 'microphone' });
    expect(errors).toEqual([
      expect.objectContaining({
        error: {
          type: 'permissions',
          blockedBy: 'user',
          blockedMedia: ['audio'],
          msg: 'Permission denied',
        },
        errorMsg: { errorMsg: 'Permission denied', audioOk: false },
      }),
    ]);
    expect(h.client.isMuted()).toBe(true);
    expect(h.client.started).toBe(true);
    await h.client.stop();
  });

  it('reports nothing when the microphone is allowed, or when the call asks for none', async () => {
    const query = permission('granted');
    const h = simulatedHarness({ timeScale: 0.1 });
    const errors: unknown[] = [];
    h.client.on('camera-error', (event) => errors.push(event));
    const started = h.client.start({ assistant: 'assistant-1' });
    await vi.advanceTimersByTimeAsync(5_000);
    await started;
    await h.client.stop();
    expect(query).toHaveBeenCalledOnce();
    permission('denied');
    const typing = h.client.start({ assistant: 'assistant-1' }, { microphone: false });
    await vi.advanceTimersByTimeAsync(5_000);
    await typing;
    await h.client.stop();
    expect(errors).toEqual([]);
  });
});
