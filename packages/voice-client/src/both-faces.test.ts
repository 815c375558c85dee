// @vitest-environment jsdom
/*
 * The two faces run one call engine: each case here runs on the native `VoiceClient` and on the
 * `./vapi` drop-in over the same fakes (daily-js: `@org/daily-fake`; the provider: a fake
 * `fetch`), and what the faces ask of Daily and the provider must be the same
 * (test/both-faces.ts fails otherwise). First the six points where the two faces' engines had
 * drifted apart, each now decided once; then the kinds of bug a second engine hid: a stop while
 * a call object is replaced, a failure after the join, clients racing for the page's one call,
 * a second remote participant, and what the warm-up took held past the join.
 */
import { remoteParticipant } from '@org/daily-fake';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientOf, FACES, type FaceName, onBothFaces } from '../test/both-faces';
import { FakeTrack } from '../test/vapi-diff/fake-daily';
import { fakeFetch } from '../test/vapi-diff/fake-fetch';
import { runScenario, WEB_CALL, type World } from '../test/vapi-diff/run';
import type { TraceEntry } from '../test/vapi-diff/trace';
import { viewOf } from './call-view';
import { loadDaily } from './daily/loader';
import type { VoiceClient } from './voice-client';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

// daily-js loaded, as on a page where a client was made before the click.
await loadDaily();

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

const ASSISTANT = remoteParticipant('assistant-session', 'Vapi Speaker');
const GUEST = remoteParticipant('guest-session', 'A guest');
const RECORDED = { ...WEB_CALL, artifactPlan: { videoRecordingEnabled: true } };

const daily = (trace: TraceEntry[], method: string) =>
  trace.flatMap((entry) => (entry.kind === 'daily' && entry.method === method ? [entry] : []));
const dailyMethods = (trace: TraceEntry[]) =>
  trace.flatMap((entry) =>
    entry.kind === 'daily' && entry.method !== 'on' && entry.method !== 'off' ? [entry.method] : [],
  );
const events = (trace: TraceEntry[], name?: string) =>
  trace.flatMap((entry) =>
    entry.kind === 'event' && (name === undefined || entry.name === name) ? [entry] : [],
  );
const eventNames = (trace: TraceEntry[]) => events(trace).map((entry) => entry.name);
const outcomes = (trace: TraceEntry[], method: string) =>
  trace.flatMap((entry) =>
    (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method ? [entry] : [],
  );
const trackStarted = (participant: typeof ASSISTANT, track: FakeTrack) => ({
  participant,
  track,
  type: track.kind,
});

/** Starts a call and lets it come up: joined, and the assistant listening. */
async function liveCall(world: World): Promise<void> {
  await world.call('start', 'assistant-1');
  await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant-session' });
}

/** Lets fake time run (in 100 ms steps, 10 s at most) until `promise` settles, and returns it. */
async function asTimePasses<T>(world: World, promise: Promise<T>): Promise<T> {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  for (let ms = 0; ms < 10_000 && !settled; ms += 100) await world.advance(100);
  if (!settled) throw new Error('still waiting after 10 s of fake time');
  return watched;
}

/** A client of either face, as a scenario constructs it with Vapi's arguments. */
interface Racer {
  start(assistant: string): Promise<unknown>;
  stop(): Promise<void>;
  on(name: string, listener: (...args: unknown[]) => void): unknown;
  client?: VoiceClient;
}

/**
 * Starts `racer` and says how it went: `started`, or `refused: <why>`, as each face tells it (the
 * native face's `start()` rejects; the drop-in's resolves `null` after `call-start-failed`).
 */
function startedOrWhyNot(face: FaceName, racer: Racer): Promise<string> {
  if (face === 'native' && racer.client) {
    return racer.client.start({ assistant: 'assistant-2' }).then(
      () => 'started',
      (error: Error) => `refused: ${error.message}`,
    );
  }
  let why = '';
  racer.on('call-start-failed', (event) => {
    why = (event as { error: string }).error;
  });
  return racer.start('assistant-2').then((call) => (call ? 'started' : `refused: ${why}`));
}

/**
 * A page with a microphone, whose prompt the visitor answers after `answerMs` (of fake time): each
 * capture is counted, and each track knows it was stopped.
 */
function pageMicrophone(answerMs = 0) {
  const tracks: { stopped: boolean }[] = [];
  Object.defineProperty(window.navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        if (answerMs > 0) await new Promise((resolve) => setTimeout(resolve, answerMs));
        const track = { kind: 'audio', stopped: false, stop: () => (track.stopped = true) };
        tracks.push(track);
        return { getTracks: () => [track], getAudioTracks: () => [track] };
      }),
    },
  });
  return tracks;
}

describe('the drifts between the faces, decided once in the engine', () => {
  it('1. a meeting token joins the call and starts the recording; without one the client starts it', async () => {
    const withToken = { ...RECORDED, transport: { callToken: 'meeting-token-1' } };
    const token = await onBothFaces({ replies: [{ status: 201, body: withToken }] }, liveCall);
    const noToken = await onBothFaces({ replies: [{ status: 201, body: RECORDED }] }, liveCall);
    for (const face of ['native', 'drop-in'] as const) {
      expect(daily(token[face], 'join')[0]?.args[0], face).toMatchObject({
        token: 'meeting-token-1',
      });
      expect(daily(token[face], 'startRecording'), face).toEqual([]);
      expect(daily(noToken[face], 'join')[0]?.args[0], face).not.toHaveProperty('token');
      expect(daily(noToken[face], 'startRecording'), face).toHaveLength(1);
    }
  });

  it('2. the recording stops once when the call ends, whatever ends it, before the call object goes', async () => {
    const ends: [string, (world: World) => Promise<void>][] = [
      ['stop()', (world) => world.call('stop')],
      ['the meeting ends', (world) => world.meetingEnds()],
      [
        'a fatal error',
        (world) => world.fails('Meeting has ended', { type: 'ejected', msg: 'Meeting has ended' }),
      ],
    ];
    for (const [what, end] of ends) {
      const traces = await onBothFaces(
        { replies: [{ status: 201, body: RECORDED }] },
        async (world) => {
          await liveCall(world);
          await end(world);
        },
      );
      for (const face of ['native', 'drop-in'] as const) {
        const methods = dailyMethods(traces[face]);
        expect(
          methods.filter((method) => method === 'stopRecording'),
          `${face}, ${what}`,
        ).toHaveLength(1);
        expect(methods.indexOf('stopRecording'), `${face}, ${what}`).toBeLessThan(
          methods.lastIndexOf('destroy'),
        );
      }
    }
  });

  it("3. only the assistant's participant plays and shows; a guest's tracks are neither", async () => {
    const traces = await onBothFaces({}, async (world) => {
      await liveCall(world);
      await world.participantJoins(GUEST);
      await world.participantJoins(ASSISTANT);
      await world.dailyEmits(
        'track-started',
        trackStarted(GUEST, new FakeTrack('guest-audio', 'audio')),
      );
      await world.dailyEmits(
        'track-started',
        trackStarted(GUEST, new FakeTrack('guest-video', 'video')),
      );
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio', 'audio')),
      );
      world.step(`audio elements: ${document.querySelectorAll('audio').length}`);
    });
    for (const face of ['native', 'drop-in'] as const) {
      const played = traces[face].filter((entry) => entry.kind === 'dom');
      expect(played, face).toHaveLength(1);
      expect(JSON.stringify(played[0]), face).toContain('assistant-session');
      expect(events(traces[face], 'video'), face).toEqual([]);
      expect(traces[face], face).toContainEqual({ kind: 'step', note: 'audio elements: 1' });
      // Both participants' tracks are subscribed to (audio; video for a recording or an avatar).
      expect(
        daily(traces[face], 'updateParticipant').map((entry) => entry.args[0]),
        face,
      ).toEqual(['guest-session', 'assistant-session']);
    }
  });

  it('4. daily-js is asked for no eval by default, and told to start muted when asked', async () => {
    const traces = await onBothFaces(
      { constructorArgs: [undefined, { micAudioMode: 'speech' }, { startAudioOff: true }] },
      (world) => world.call('start', 'assistant-1'),
    );
    for (const face of ['native', 'drop-in'] as const) {
      expect(
        daily(traces[face], 'createCallObject').map((entry) => entry.args[0]),
        face,
      ).toEqual([
        {
          audioSource: true,
          videoSource: false,
          dailyConfig: { avoidEval: true, micAudioMode: 'speech' },
          startAudioOff: true,
        },
      ]);
    }
  });

  it("5. one call per page: a face refuses to start beside the other's live call, and waits for one that is closing", async () => {
    for (const [first, second] of [
      ['native', 'drop-in'],
      ['drop-in', 'native'],
    ] as const) {
      const told: string[] = [];
      const trace = await runScenario(FACES[first], {}, async (world) => {
        await liveCall(world);
        const other = new FACES[second]('public-key') as unknown as Racer;
        told.push(await startedOrWhyNot(second, other));
        // Ours is stopped; the other's start waits for its call object to be gone, then runs.
        world.daily.script.leaveDelayMs = 500;
        world.begin('stop');
        const waiting = startedOrWhyNot(second, other);
        await world.advance(499);
        expect(world.daily.live, `${first} then ${second}`).toBe(1);
        await world.advance(1);
        told.push(await waiting);
        await asTimePasses(world, other.stop());
      });
      expect(daily(trace, 'createCallObject'), `${first} then ${second}`).toHaveLength(2);
      expect(told, `${first} then ${second}`).toEqual([
        'refused: Another call is already in progress on this page.',
        'started',
      ]);
    }
  });

  it("6. the warm-up's wait on Daily's call machine is bounded by timeouts.callMachine", async () => {
    const timeouts = { callMachine: 2_000, join: 10_000, webCall: 10_000 };
    const traces = await onBothFaces(
      { constructorArgs: [undefined, undefined, undefined, { timeouts }] },
      async (world) => {
        world.daily.script.bundle = { kind: 'unanswered' };
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.advance(1_999);
        world.step('1 999 ms');
        await world.advance(1);
        world.step('2 000 ms');
      },
    );
    for (const face of ['native', 'drop-in'] as const) {
      const trace = traces[face];
      const at = trace.findIndex((entry) => entry.kind === 'step' && entry.note === '2 000 ms');
      const failed = trace.findIndex(
        (entry) => entry.kind === 'event' && entry.name === 'call-start-failed',
      );
      expect(failed, face).toBeGreaterThan(
        trace.findIndex((entry) => entry.kind === 'step' && entry.note === '1 999 ms'),
      );
      expect(failed, face).toBeLessThan(at);
      expect(JSON.stringify(trace[failed]), face).toContain(
        "Daily's call machine did not start within 2 s.",
      );
    }
  });
});

describe('what a second engine hid, on both faces', () => {
  it('a stop while the warm call object is being replaced (a recorded call) returns once no call object is left', async () => {
    const traces = await onBothFaces(
      { replies: [{ status: 201, body: RECORDED }] },
      async (world) => {
        // The warm call object (audio only) is destroyed for the recording's (with video): stop
        // while daily-js is still leaving it.
        world.daily.script.leaveDelayMs = 200;
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.advance(100);
        const stopping = (world.client as unknown as { stop(): Promise<void> }).stop();
        void stopping.then(() => world.step(`stop() returned; live: ${world.daily.live}`));
        await world.advance(1_000);
        world.step(`live call objects: ${world.daily.live}`);
      },
    );
    for (const face of ['native', 'drop-in'] as const) {
      // Not before daily-js has let go of the warm one: the page's next call needs the room.
      expect(traces[face], face).toContainEqual({ kind: 'step', note: 'stop() returned; live: 0' });
      expect(traces[face], face).toContainEqual({ kind: 'step', note: 'live call objects: 0' });
      // Each call object created is destroyed once, and no recording's is made after the stop.
      expect(daily(traces[face], 'createCallObject'), face).toHaveLength(1);
      expect(daily(traces[face], 'destroy'), face).toHaveLength(1);
      expect(eventNames(traces[face]), face).not.toContain('call-start-success');
      expect(eventNames(traces[face]), face).not.toContain('call-start-failed');
      expect(outcomes(traces[face], 'start'), face).toHaveLength(1);
    }
  });

  it("a stop while the join waits for the warm-up's call machine: no load or join after it", async () => {
    const traces = await onBothFaces({}, async (world) => {
      // The call machine's bundle never answers: the join stage waits for the warm-up.
      world.daily.script.bundle = { kind: 'unanswered' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(500);
      world.step('stop');
      const stopping = (world.client as unknown as { stop(): Promise<void> }).stop();
      void stopping.then(() => world.step('stop() returned'));
      await world.advance(5_000);
    });
    for (const face of ['native', 'drop-in'] as const) {
      const trace = traces[face];
      const stopAt = trace.findIndex((entry) => entry.kind === 'step' && entry.note === 'stop');
      const after = dailyMethods(trace.slice(stopAt));
      expect(after, face).not.toContain('join');
      expect(after, face).not.toContain('load');
      expect(trace, face).toContainEqual({ kind: 'step', note: 'stop() returned' });
      expect(daily(trace, 'destroy'), face).toHaveLength(1);
    }
  });

  it('a failure after the join: the end is reported first, then the failed start, to a listener that sees the call over', async () => {
    for (const face of ['native', 'drop-in'] as const) {
      const seen: string[] = [];
      const trace = await runScenario(FACES[face], {}, async (world) => {
        const view = viewOf(clientOf(world));
        for (const name of ['call-end', 'call-start-failed']) {
          world.client.on(name, () => seen.push(`${name}: ${view?.status} ${view?.callState}`));
        }
        // The call machine fails while the start sets the joined call up.
        world.client.on('call-start-progress', (event: unknown) => {
          const { stage, status } = event as { stage: string; status: string };
          if (stage === 'audio-observer-setup' && status === 'started') {
            world.callObject.fail('Connection lost', {
              type: 'connection-error',
              msg: 'Connection lost',
            });
          }
        });
        await world.call('start', 'assistant-1');
      });
      expect(seen, face).toEqual(['call-end: ended left', 'call-start-failed: ended left']);
      expect(outcomes(trace, 'start'), face).toEqual([
        { kind: 'return', method: 'start', value: null },
      ]);
      expect(eventNames(trace), face).not.toContain('call-start-success');
    }
  });

  it("three clients race for the page's one call while a call closes: one wins, the others are told why", async () => {
    for (const first of ['native', 'drop-in'] as const) {
      const results: string[] = [];
      const trace = await runScenario(FACES[first], {}, async (world) => {
        await liveCall(world);
        world.daily.script.leaveDelayMs = 300;
        world.begin('stop');
        const racers = (['native', 'drop-in', 'native'] as FaceName[]).map((face) => ({
          face,
          client: new FACES[face]('public-key') as unknown as Racer,
        }));
        const starts = racers.map(({ face, client }) => startedOrWhyNot(face, client));
        for (let ms = 0; ms < 2_000; ms += 50) {
          await world.advance(50);
          expect(world.daily.live).toBeLessThanOrEqual(1);
        }
        results.push(...(await Promise.all(starts)));
        for (const { client } of racers) await asTimePasses(world, client.stop());
      });
      expect(
        results.filter((result) => result === 'started'),
        first,
      ).toHaveLength(1);
      // Each face says why, the native face rejecting, the drop-in on call-start-failed.
      expect(
        results.filter((result) => result !== 'started'),
        first,
      ).toEqual([
        'refused: Another call is already in progress on this page.',
        'refused: Another call is already in progress on this page.',
      ]);
      // Refused before the provider was asked: one web call for the first call, one the winner's.
      expect(
        trace.filter((entry) => entry.kind === 'fetch'),
        first,
      ).toHaveLength(2);
    }
  });

  it("a second remote participant: its tracks subscribed, nothing of it played, the assistant's audio still follows", async () => {
    const traces = await onBothFaces({}, async (world) => {
      await liveCall(world);
      await world.participantJoins(ASSISTANT);
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio', 'audio')),
      );
      await world.participantJoins(GUEST);
      await world.dailyEmits(
        'track-started',
        trackStarted(GUEST, new FakeTrack('guest-audio', 'audio')),
      );
      // The guest leaves: the assistant's element stays.
      await world.dailyEmits('participant-left', { participant: GUEST });
      world.step(`audio elements: ${document.querySelectorAll('audio').length}`);
      await world.dailyEmits('participant-left', { participant: ASSISTANT });
      world.step(`audio elements: ${document.querySelectorAll('audio').length}`);
    });
    for (const face of ['native', 'drop-in'] as const) {
      const notes = traces[face].flatMap((entry) => (entry.kind === 'step' ? [entry.note] : []));
      expect(notes.slice(-2), face).toEqual(['audio elements: 1', 'audio elements: 0']);
      // The guest, joining after the assistant's audio plays, is subscribed to all the same.
      expect(
        daily(traces[face], 'updateParticipant').map((entry) => entry.args[0]),
        face,
      ).toEqual(['assistant-session', 'guest-session']);
      // `playable` once: for the assistant's audio, not the guest's.
      expect(
        daily(traces[face], 'sendAppMessage').map((entry) => entry.args),
        face,
      ).toEqual([['playable', '*']]);
    }
  });

  it('what the warm-up took is not held past the join, even when the call started without it', async () => {
    // The visitor answers the prompt at once, or only once the call is up (its capture then
    // arrives after the warm call object was replaced: it has no one to hand over to).
    for (const answerMs of [0, 1_000]) {
      for (const face of ['native', 'drop-in'] as const) {
        const tracks = pageMicrophone(answerMs);
        let liveDuringCall = -1;
        let heldDuringCall = -1;
        const trace = await runScenario(
          FACES[face],
          { replies: [{ status: 201, body: RECORDED }] },
          async (world) => {
            // A recorded call starts on a call object of its own: the warm one (its microphone
            // capture, its call object) must be gone by the time the call is up.
            await liveCall(world);
            await world.advance(2_000);
            liveDuringCall = world.daily.live;
            heldDuringCall = tracks.filter((track) => !track.stopped).length;
            await asTimePasses(world, (world.client as unknown as Racer).stop());
          },
        );
        const which = `${face}, the prompt answered after ${answerMs} ms`;
        expect(tracks.length, which).toBeGreaterThan(0);
        expect(liveDuringCall, which).toBe(1);
        expect(heldDuringCall, which).toBe(0);
        // The discarded warm call object is asked nothing more (its microphone least of all).
        const methods = dailyMethods(trace);
        expect(methods.slice(methods.indexOf('destroy')), which).not.toContain('startCamera');
      }
    }
  });
});

describe('a typed message on both faces', () => {
  it('is one add-message on either face, refused alike before, during and after the call', async () => {
    const outcomes: Record<FaceName, string[]> = { native: [], 'drop-in': [] };
    const tooLong = 'x'.repeat(1001);
    const longest = 'x'.repeat(1000);
    const traces = await onBothFaces({}, async (world, face) => {
      const client = clientOf(world) as unknown as { sendUserMessage(text: string): void };
      const attempt = (text: string) => {
        try {
          client.sendUserMessage(text);
          outcomes[face].push('sent');
        } catch (error) {
          outcomes[face].push((error as { code?: string }).code ?? String(error));
        }
      };
      attempt('Hello');
      await liveCall(world);
      for (const text of ['  What are your hours?  ', '', ' \t ', tooLong, 'one\ntwo', longest]) {
        attempt(text);
      }
      await world.call('stop');
      attempt('Hello');
    });
    for (const face of ['native', 'drop-in'] as const) {
      expect(outcomes[face], face).toEqual([
        'invalid-state',
        'sent',
        'invalid-argument',
        'invalid-argument',
        'invalid-argument',
        'invalid-argument',
        'sent',
        'invalid-state',
      ]);
      const added = daily(traces[face], 'sendAppMessage')
        .map((entry) => JSON.parse(String(entry.args[0])))
        .filter((message) => message.type === 'add-message');
      expect(added, face).toEqual(
        ['What are your hours?', longest].map((content) => ({
          type: 'add-message',
          message: { role: 'user', content },
          triggerResponseEnabled: true,
        })),
      );
    }
  });
});

describe('the fakes behind both faces', () => {
  it('serve each face the same provider and daily-js', async () => {
    const traces = await onBothFaces({}, liveCall);
    for (const face of ['native', 'drop-in'] as const) {
      expect(
        traces[face].filter((entry) => entry.kind === 'fetch'),
        face,
      ).toHaveLength(1);
      expect(daily(traces[face], 'join'), face).toHaveLength(1);
    }
    expect(fakeFetch.signals).toHaveLength(1);
  });
});
