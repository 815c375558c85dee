import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Recorded } from '../../test/harness';
import type { ServerMessage } from '../server-message';
import { VoiceClient } from '../voice-client';
import { VoiceClientError } from '../voice-client-error';
import { SIMULATED_TIMING } from './call-plan';
import {
  createSimulatedCall,
  createSimulatedWebCall,
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
