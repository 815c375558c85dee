// @vitest-environment jsdom
/*
 * What the differential scenarios (test/vapi-diff/scenarios.ts) leave out, compared the same
 * way: each script runs against the real `@vapi-ai/web` 2.7.1 and against ours over the fakes of
 * test/vapi-diff, and the traces must be equal but for the Vapi bugs named. Last, the one
 * difference no trace of a single client shows: each instance keeps its own token.
 */

import { FakeCallObject } from '@org/daily-fake';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrack } from '../../test/vapi-diff/fake-daily';
import { type DiffClientClass, loadRealVapi } from '../../test/vapi-diff/real-vapi';
import {
  type RunOptions,
  runScenario,
  VAPI_EVENT_NAMES,
  WEB_CALL,
  type World,
} from '../../test/vapi-diff/run';
import { firstDifference, type TraceEntry } from '../../test/vapi-diff/trace';
import { dailyErrorMessage, type VapiBug } from '../../test/vapi-diff/vapi-bugs';
import Vapi from './vapi-client';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const RealVapi = loadRealVapi();
const Ours = Vapi as unknown as DiffClientClass;

/** Runs `script` against both clients; ours must leave Vapi's trace, fixed by `bugs`. */
async function bothLeaveTheSameTrace(
  options: RunOptions,
  script: (world: World) => Promise<void>,
  bugs: VapiBug[] = [],
): Promise<TraceEntry[]> {
  let expected = await runScenario(RealVapi, options, script);
  for (const bug of bugs) {
    const fixed = bug.fix(expected);
    expect(fixed.changed, `Vapi shows "${bug.name}"`).toBeGreaterThan(0);
    expected = fixed.trace;
  }
  const ours = await runScenario(Ours, options, script);
  expect(ours, firstDifference(ours, expected)).toEqual(expected);
  return ours;
}

const progress = (trace: TraceEntry[]) =>
  trace.flatMap((entry) =>
    entry.kind === 'event' && entry.name === 'call-start-progress'
      ? [
          `${(entry.args[0] as { stage: string }).stage}:${(entry.args[0] as { status: string }).status}`,
        ]
      : [],
  );
const dailyCalls = (trace: TraceEntry[], method: string) =>
  trace.filter((entry) => entry.kind === 'daily' && entry.method === method);
const outcome = (trace: TraceEntry[], method: string) =>
  trace
    .filter(
      (entry): entry is Extract<TraceEntry, { kind: 'return' | 'throw' }> =>
        (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method,
    )
    .map((entry) => entry.kind);

const recordingWebCall = (callToken?: string) => ({
  ...WEB_CALL,
  artifactPlan: { videoRecordingEnabled: true },
  ...(callToken ? { transport: { callToken } } : {}),
});

describe('reconnect(), as Vapi', () => {
  it('with video recording, from a meeting token or started by the client', async () => {
    for (const callToken of ['meeting-token-1', undefined]) {
      const trace = await bothLeaveTheSameTrace({}, async (world) => {
        await world.call('reconnect', recordingWebCall(callToken));
        await world.advance(1500);
        await world.dailyEmits('recording-started', { recordingId: 'recording-1' });
        await world.meetingEnds();
      });
      expect(progress(trace)).toContain('video-recording-started:completed');
      expect(dailyCalls(trace, 'startRecording')).toHaveLength(callToken ? 0 : 1);
    }
  });

  it('reports a join that fails, and a call object that cannot be created', async () => {
    const joinFails = await bothLeaveTheSameTrace(
      {},
      async (world) => {
        world.daily.script.join = {
          kind: 'fatal',
          errorMsg: 'Meeting has ended',
          error: { type: 'ejected', msg: 'Meeting has ended' },
        };
        await world.call('reconnect', WEB_CALL);
      },
      [dailyErrorMessage('Meeting has ended')],
    );
    expect(outcome(joinFails, 'reconnect')).toEqual(['throw']);
    const createFails = await bothLeaveTheSameTrace({}, async (world) => {
      world.daily.script.createError = new Error('Duplicate DailyIframe instances are not allowed');
      await world.call('reconnect', WEB_CALL);
    });
    expect(progress(createFails)).not.toContain('daily-call-object-creation:completed');
  });
});

describe('increaseMicLevel(), as Vapi', () => {
  it('increaseMicLevel() feeds the gained microphone to Daily, and refuses without a call', async () => {
    const trace = await bothLeaveTheSameTrace({}, async (world) => {
      const boosted = new FakeTrack('boosted-mic', 'audio');
      const node = () => ({ connect: () => undefined, gain: { value: 1 } });
      vi.stubGlobal(
        'AudioContext',
        class {
          createMediaStreamSource = node;
          createGain = node;
          createMediaStreamDestination = () => ({
            ...node(),
            stream: { getAudioTracks: () => [boosted] },
          });
        },
      );
      Object.defineProperty(window.navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: async () => ({ getTracks: () => [] }) },
      });
      try {
        await world.call('increaseMicLevel', 2);
        await world.call('start', 'assistant-1');
        await world.call('increaseMicLevel', 2);
      } finally {
        Reflect.deleteProperty(window.navigator, 'mediaDevices');
      }
    });
    expect(outcome(trace, 'increaseMicLevel')).toEqual(['throw', 'return']);
    expect(dailyCalls(trace, 'setInputDevicesAsync')).toHaveLength(1);
  });
});

describe('runNetworkTestsStandalone(), as Vapi', () => {
  it('runs the three tests on a temporary call object and destroys it', async () => {
    const prototype = FakeCallObject.prototype as unknown as Record<string, unknown>;
    let world: World | null = null;
    const record =
      (method: string, result: unknown) =>
      async (...args: unknown[]) => {
        world?.trace.push({ kind: 'daily', method, args });
        if (result instanceof Error) throw result;
        return result;
      };
    Object.assign(prototype, {
      testNetworkConnectivity: record('testNetworkConnectivity', { result: 'passed' }),
      testWebsocketConnectivity: record('testWebsocketConnectivity', new Error('blocked')),
      startCamera: record('startCamera', {}),
      testCallQuality: record('testCallQuality', { result: 'good', data: { rtt: 40 } }),
    });
    try {
      const trace = await bothLeaveTheSameTrace({}, async (w) => {
        world = w;
        const camera = { getVideoTracks: () => [{ stop: () => w.step('camera track stopped') }] };
        Object.defineProperty(window.navigator, 'mediaDevices', {
          configurable: true,
          value: { getUserMedia: async () => camera },
        });
        try {
          const Client = w.client.constructor as unknown as {
            runNetworkTestsStandalone(): Promise<unknown>;
          };
          const results = await Client.runNetworkTestsStandalone();
          w.trace.push({ kind: 'return', method: 'runNetworkTestsStandalone', value: results });
        } finally {
          Reflect.deleteProperty(window.navigator, 'mediaDevices');
        }
      });
      expect(trace.at(-1)).toMatchObject({
        value: {
          networkConnectivity: { result: 'passed' },
          websocketConnectivity: { result: 'error', error: 'Error: blocked' },
          callQuality: { result: 'good' },
        },
      });
      expect(dailyCalls(trace, 'destroy')).toHaveLength(1);
    } finally {
      for (const method of [
        'testNetworkConnectivity',
        'testWebsocketConnectivity',
        'startCamera',
        'testCallQuality',
      ]) {
        delete prototype[method];
      }
    }
  });
});

describe('the listener API beyond the scenarios, as EventEmitter', () => {
  it('prepends, lists, emits from outside and keeps a max listener count', async () => {
    const trace = await bothLeaveTheSameTrace({ listen: ['message'] }, async (world) => {
      const first = () => world.trace.step('prepended listener');
      const once = () => world.trace.step('prepended once listener');
      await world.call('prependListener', 'message', first);
      await world.call('prependOnceListener', 'message', once);
      await world.call('addListener', 'call-end', first);
      await world.call('listeners', 'message');
      await world.call('rawListeners', 'message');
      await world.call('eventNames');
      await world.call('emit', 'message', { type: 'from-outside' });
      await world.call('emit', 'message', { type: 'again' });
      await world.call('emit', 'speech-start');
      await world.call('setMaxListeners', 20);
      await world.call('getMaxListeners');
    });
    expect(trace.filter((entry) => entry.kind === 'step')).toHaveLength(3);
  });

  it("throws an error event that nobody listens to, as EventEmitter's emit does", async () => {
    const trace = await bothLeaveTheSameTrace(
      { listen: VAPI_EVENT_NAMES.filter((name) => name !== 'error') },
      async (world) => {
        await world.call('emit', 'error', new TypeError('plain'));
        await world.call('emit', 'error', { type: 'not an Error', message: 'wrapped' });
        await world.call('emit', 'error');
      },
    );
    expect(trace.filter((entry) => entry.kind === 'throw')).toMatchObject([
      { error: { $error: 'TypeError', message: 'plain' } },
      { error: { message: 'Unhandled error. (wrapped)', context: { type: 'not an Error' } } },
      { error: { message: 'Unhandled error.' } },
    ]);
  });
});

describe('each instance keeps its own API token and base URL (Vapi: the last one wins)', () => {
  it('starts with the token and URL it was constructed with', async () => {
    const trace = await runScenario(Ours, {}, async (world) => {
      new Vapi('another-key', 'https://elsewhere.test');
      new Vapi('');
      await world.call('start', 'assistant-1');
    });
    expect(trace.find((entry) => entry.kind === 'fetch')).toMatchObject({
      url: 'https://api.vapi.ai/call/web',
      headers: { authorization: 'Bearer public-key' },
    });
  });
});

describe('types as wide as Vapi’s', () => {
  it('accepts handlers and messages written for @vapi-ai/web', () => {
    interface ToolMessage {
      role: 'tool';
      content: string;
      tool_call_id: string;
    }
    const vapi = new Vapi('public-key');
    const toolMessage: ToolMessage = { role: 'tool', content: 'done', tool_call_id: 'call-1' };
    const handlers = {
      message: (message: { type: 'transcript'; transcript: string }) => message.transcript,
      error: (error: Error) => error.message,
      progress: (event: { stage: string; metadata?: { callId?: string } }) => event.stage,
    };
    vapi
      .on('message', handlers.message)
      .on('error', handlers.error)
      .once('call-start-progress', handlers.progress)
      .off('message', handlers.message);
    const send = () => {
      vapi.send({ type: 'add-message', message: toolMessage, triggerResponseEnabled: true });
      vapi.send({ type: 'add-message', message: { role: 'system', content: 'x', name: 'n' } });
    };
    expect(vapi.listenerCount('message')).toBe(0);
    expect(vapi.listenerCount('error')).toBe(1);
    expect(send).not.toThrow();
  });
});
