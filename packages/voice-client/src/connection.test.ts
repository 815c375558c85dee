// @vitest-environment jsdom
/*
 * The call survives the network, on both faces (one engine; the fakes of test/both-faces.ts, on
 * fake time): Daily's `network-connection` and `network-quality-change` and the browser's
 * `offline`/`online` become the call's connection state (connection-watch.ts), shown once an
 * interruption outlasts its grace; a call that ends while a link is down ended by a lost
 * connection. The interleavings: a stop during a reconnect, a reconnect that lands after the
 * stop, an interruption during the start, two interruptions overlapping.
 */
import type { DailyFatalErrorType } from '@daily-co/daily-js';
import { remoteParticipant } from '@org/daily-fake';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientOf, FACES, type FaceName } from '../test/both-faces';
import { FakeTrack } from '../test/vapi-diff/fake-daily';
import { runScenario, type World } from '../test/vapi-diff/run';
import type { TraceEntry } from '../test/vapi-diff/trace';
import { viewOf } from './call-view';
import { RECONNECTING_GRACE_MS } from './connection-watch';
import { loadDaily } from './daily/loader';
import type { VoiceClient } from './voice-client';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

await loadDaily();

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  Reflect.deleteProperty(window.navigator, 'onLine');
  Reflect.deleteProperty(document, 'visibilityState');
});

const ASSISTANT = remoteParticipant('assistant-session', 'Vapi Speaker');

/** The page is hidden, then shown again (as a phone does for another app, and back). */
function hideAndShowPage(): void {
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }
}

/** What the engine's stream said of the connection, as `from>to`, and the native face's ends. */
function watch(world: World) {
  const changes: string[] = [];
  const ends: string[] = [];
  viewOf(clientOf(world))?.on('connection', (to, from) => changes.push(`${from}>${to}`));
  const client = clientOf(world) as VoiceClient;
  if ('connection' in client) {
    client.on('call-end', ({ reason }) => ends.push(reason));
    client.on('connection-change', (to, from) => changes.push(`native ${from}>${to}`));
  }
  return { changes, ends };
}

const link = (world: World, type: 'signaling' | 'sfu', event: 'interrupted' | 'connected') =>
  world.dailyEmits('network-connection', { type, event } as never);

async function liveCall(world: World): Promise<void> {
  await world.call('start', 'assistant-1');
  await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant-session' });
}

const daily = (trace: TraceEntry[], method: string) =>
  trace.filter((entry) => entry.kind === 'daily' && entry.method === method);
const fetches = (trace: TraceEntry[]) => trace.filter((entry) => entry.kind === 'fetch');

/** The connection's state as each face's listeners read it. */
function connectionOf(world: World): string | undefined {
  return viewOf(clientOf(world))?.connection;
}

const FACE_NAMES = Object.keys(FACES) as FaceName[];

describe.each(FACE_NAMES)('the connection, on the %s face', (face) => {
  const run = (script: (world: World) => Promise<void>) => runScenario(FACES[face], {}, script);

  it('shows a cut of the signalling after its grace and ends it on its restore: the same call', async () => {
    let seen: ReturnType<typeof watch> | null = null;
    const trace = await run(async (world) => {
      seen = watch(world);
      await liveCall(world);
      await link(world, 'signaling', 'interrupted');
      await world.advance(RECONNECTING_GRACE_MS - 1);
      expect(connectionOf(world)).toBe('ok');
      await world.advance(1);
      expect(connectionOf(world)).toBe('reconnecting');
      await world.advance(4_000);
      await link(world, 'signaling', 'connected');
      expect(connectionOf(world)).toBe('ok');
      // The call goes on: a typed line is sent on it.
      await world.call('sendUserMessage', 'Still there?');
      expect(JSON.stringify(world.callObject.appMessages.at(-1)?.data)).toContain('Still there?');
    });
    const { changes } = seen as unknown as ReturnType<typeof watch>;
    expect(changes.filter((change) => !change.startsWith('native'))).toEqual([
      'ok>reconnecting',
      'reconnecting>ok',
    ]);
    if (face === 'native') {
      expect(changes.filter((change) => change.startsWith('native'))).toEqual([
        'native ok>reconnecting',
        'native reconnecting>ok',
      ]);
    }
    expect(daily(trace, 'join')).toHaveLength(1);
    expect(fetches(trace)).toHaveLength(1);
  });

  it('shows nothing of a blip under the grace', async () => {
    await run(async (world) => {
      const { changes } = watch(world);
      await liveCall(world);
      await link(world, 'signaling', 'interrupted');
      await world.advance(300);
      await link(world, 'signaling', 'connected');
      await world.advance(RECONNECTING_GRACE_MS * 3);
      expect(changes).toEqual([]);
    });
  });

  it('shows the browser going offline at once, and its return', async () => {
    await run(async (world) => {
      const { changes } = watch(world);
      await liveCall(world);
      window.dispatchEvent(new Event('offline'));
      expect(connectionOf(world)).toBe('reconnecting');
      window.dispatchEvent(new Event('online'));
      expect(connectionOf(world)).toBe('ok');
      expect(changes.filter((change) => !change.startsWith('native'))).toEqual([
        'ok>reconnecting',
        'reconnecting>ok',
      ]);
    });
  });

  it('ends a call whose connection is gone for good as a lost connection, releasing it, and starts again', async () => {
    let ends: string[] = [];
    const trace = await run(async (world) => {
      ({ ends } = watch(world));
      await liveCall(world);
      const first = world.callObject;
      await link(world, 'signaling', 'interrupted');
      await world.advance(20_000);
      await world.fails('Connection lost', {
        type: 'connection-error' as DailyFatalErrorType,
        msg: 'Connection lost',
        details: { on: 'reconnect' },
      });
      await world.advance(1_000);
      expect(first.destroyed).toBe(true);
      expect(connectionOf(world)).toBe('ok');
      await liveCall(world);
      expect(world.callObject).not.toBe(first);
    });
    expect(daily(trace, 'join')).toHaveLength(2);
    // The second call ends as the scenario's page closes: stopped.
    if (face === 'native') expect(ends).toEqual(['connection-lost', 'visitor-ended']);
  });

  it('ends a call whose meeting closes while a link is down, within the grace, as a lost connection', async () => {
    let ends: string[] = [];
    await run(async (world) => {
      ({ ends } = watch(world));
      await liveCall(world);
      await link(world, 'sfu', 'interrupted');
      await world.meetingEnds();
    });
    if (face === 'native') expect(ends).toEqual(['connection-lost']);
  });

  it('tells the assistant hanging up and the visitor stopping apart from a lost connection', async () => {
    let ends: string[] = [];
    await run(async (world) => {
      ({ ends } = watch(world));
      await liveCall(world);
      await world.meetingEnds();
      await liveCall(world);
      await world.call('stop');
      await liveCall(world);
      await world.fails('Ejected', { type: 'ejected', msg: 'Ejected' });
      await world.advance(1_000);
    });
    if (face === 'native') expect(ends).toEqual(['assistant-ended', 'visitor-ended', 'failed']);
  });

  it('stops during a reconnect: a visitor-ended call, and a reconnect that lands after it says nothing', async () => {
    let seen: ReturnType<typeof watch> | null = null;
    await run(async (world) => {
      seen = watch(world);
      await liveCall(world);
      const call = world.callObject;
      await link(world, 'signaling', 'interrupted');
      await world.advance(RECONNECTING_GRACE_MS);
      // Daily's reconnect lands while the stop destroys the call object: nobody hears it.
      world.begin('stop');
      call.emit('network-connection', { type: 'signaling', event: 'connected' } as never);
      window.dispatchEvent(new Event('offline'));
      await world.advance(RECONNECTING_GRACE_MS * 2);
      window.dispatchEvent(new Event('online'));
      expect(call.destroyed).toBe(true);
      expect(connectionOf(world)).toBe('ok');
    });
    const { changes, ends } = seen as unknown as ReturnType<typeof watch>;
    expect(changes.filter((change) => !change.startsWith('native'))).toEqual(['ok>reconnecting']);
    if (face === 'native') expect(ends).toEqual(['visitor-ended']);
  });

  it('carries an interruption during the start into the call, and the start goes on', async () => {
    await run(async (world) => {
      const { changes } = watch(world);
      const view = viewOf(clientOf(world));
      // Signalling drops as the join begins, in the same task.
      view?.on('stage', ({ stage, status }) => {
        if (stage !== 'daily-call-join' || status !== 'started') return;
        world.callObject.emit('network-connection', {
          type: 'signaling',
          event: 'interrupted',
        } as never);
      });
      await world.call('start', 'assistant-1');
      expect(connectionOf(world)).toBe('ok');
      await world.advance(RECONNECTING_GRACE_MS);
      await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant-session' });
      expect(viewOf(clientOf(world))?.status).toBe('listening');
      expect(connectionOf(world)).toBe('reconnecting');
      await link(world, 'signaling', 'connected');
      expect(connectionOf(world)).toBe('ok');
      expect(changes.filter((change) => !change.startsWith('native'))).toEqual([
        'ok>reconnecting',
        'reconnecting>ok',
      ]);
    });
  });

  it('stays reconnecting through two overlapping interruptions, until both are over', async () => {
    await run(async (world) => {
      const { changes } = watch(world);
      await liveCall(world);
      await link(world, 'signaling', 'interrupted');
      await world.advance(500);
      await link(world, 'sfu', 'interrupted');
      await world.advance(RECONNECTING_GRACE_MS);
      await link(world, 'signaling', 'connected');
      expect(connectionOf(world)).toBe('reconnecting');
      await link(world, 'sfu', 'connected');
      expect(connectionOf(world)).toBe('ok');
      expect(changes.filter((change) => !change.startsWith('native'))).toEqual([
        'ok>reconnecting',
        'reconnecting>ok',
      ]);
    });
  });

  it('plays on the audio the browser paused while the page was hidden, or offers the tap', async () => {
    await run(async (world) => {
      const troubles: string[] = [];
      viewOf(clientOf(world))?.on('trouble', (trouble) => troubles.push(trouble.kind));
      await liveCall(world);
      await world.dailyEmits('track-started', {
        participant: ASSISTANT,
        track: new FakeTrack('assistant-audio', 'audio'),
        type: 'audio',
      } as never);
      const plays = () =>
        world.trace.entries.filter((entry) => entry.kind === 'dom' && entry.action === 'play')
          .length;
      expect(plays()).toBe(1);
      // jsdom never plays: the element is paused, as a phone leaves it in the background.
      hideAndShowPage();
      await world.settle();
      expect(plays()).toBe(2);
      expect(troubles).toEqual([]);
      // Refused now: reported as a refusal, which the next tap plays.
      vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(
        new DOMException('Not allowed', 'NotAllowedError'),
      );
      hideAndShowPage();
      await world.settle();
      expect(troubles).toEqual(['playback']);
      // (The refused play() is the mock's own, untraced.) The tap plays it.
      await viewOf(clientOf(world))?.resumeAudio();
      expect(plays()).toBe(3);
      // After the call, the page's visibility plays nothing.
      await world.call('stop');
      hideAndShowPage();
      await world.settle();
      expect(plays()).toBe(3);
    });
  });
});
