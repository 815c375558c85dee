// @vitest-environment jsdom
/*
 * What the differential scenarios (test/vapi-diff/scenarios.ts) leave out, compared the same
 * way: each script runs against the real `@vapi-ai/web` 2.7.1 and against ours over the fakes of
 * test/vapi-diff, and the traces must be equal but for the Vapi bugs named. Then what only ours
 * has: the bounds on every wait outside the page (`timeouts`), to the millisecond, and `stop()`
 * in each stage of a start, which must leave nothing behind. Last, the one difference no trace
 * of a single client shows: each instance keeps its own token.
 */

import { FakeCallObject } from '@org/daily-fake';
import { describe, expect, it, vi } from 'vitest';
import { expectOursLikeVapi } from '../../test/vapi-diff/compare';
import { FakeTrack } from '../../test/vapi-diff/fake-daily';
import { fakeFetch } from '../../test/vapi-diff/fake-fetch';
import { type DiffClientClass, loadRealVapi } from '../../test/vapi-diff/real-vapi';
import {
  IPHONE,
  type RunOptions,
  runScenario,
  VAPI_EVENT_NAMES,
  WEB_CALL,
  type World,
} from '../../test/vapi-diff/run';
import type { TraceEntry } from '../../test/vapi-diff/trace';
import {
  connectionWarmup,
  connectionWarmupWithMicrophone,
  dailyErrorMessage,
  type VapiBug,
} from '../../test/vapi-diff/vapi-bugs';
import { loadDaily } from '../daily/loader';
import { isVoiceClientError, VoiceClientError } from '../voice-client-error';
import Vapi, { type VapiOptions } from './vapi-client';

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const RealVapi = loadRealVapi();
const Ours = Vapi as unknown as DiffClientClass;
// `@vapi-ai/web` imports daily-js with the page; ours' start finds it loaded as Vapi's does (the
// fake one: `vi.mock` above answers the import).
await loadDaily();

/**
 * Runs `script` against both clients; ours must leave Vapi's trace, fixed by `bugs` and, unless
 * ours is told not to warm up, moved as its warm-up moves it (`warmUp`).
 */
function bothLeaveTheSameTrace(
  options: RunOptions,
  script: (world: World) => Promise<void>,
  bugs: VapiBug[] = [],
  warmUp: VapiBug = connectionWarmup,
): Promise<TraceEntry[]> {
  const own = options.constructorArgs?.[3] as VapiOptions | undefined;
  const named = own?.warmUp === false ? bugs : [...bugs, warmUp];
  return expectOursLikeVapi({ vapi: RealVapi, ours: Ours, options, script, bugs: named });
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
    const trace = await bothLeaveTheSameTrace(
      {},
      async (world) => {
        const boosted = new FakeTrack('boosted-mic', 'audio');
        // AudioNode.connect() returns the node it connects to (Web Audio API).
        const node = () => ({ connect: (next: unknown) => next, gain: { value: 1 } });
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
        // The page has a microphone: the warm-up opens it.
      },
      [],
      connectionWarmupWithMicrophone,
    );
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
    // The fake has `startCamera` of its own: put back afterwards, as the others are taken away,
    // for the files that share this module graph.
    const own = Object.getOwnPropertyDescriptors(prototype);
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
        const descriptor = own[method];
        if (descriptor) Object.defineProperty(prototype, method, descriptor);
        else delete prototype[method];
      }
    }
  });
});

describe('sendUserMessage(), the one method @vapi-ai/web does not have', () => {
  const ADDED = {
    type: 'add-message',
    message: { role: 'user', content: 'What are your hours?' },
    triggerResponseEnabled: true,
  };
  const live = async (world: World) => {
    await world.call('start', 'assistant-1');
    await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant-session' });
  };
  const sent = (trace: TraceEntry[]) =>
    dailyCalls(trace, 'sendAppMessage').map((entry) => (entry as { args: unknown[] }).args);

  it('is an addition: Vapi has no such method', () => {
    expect('sendUserMessage' in (RealVapi.prototype as object)).toBe(false);
    expect(typeof (Ours.prototype as { sendUserMessage?: unknown }).sendUserMessage).toBe(
      'function',
    );
  });

  it("sends to Daily exactly what Vapi's send() of the visitor's add-message sends", async () => {
    const vapi = await runScenario(RealVapi, {}, async (world) => {
      await live(world);
      await world.call('send', ADDED);
    });
    const ours = await runScenario(Ours, {}, async (world) => {
      await live(world);
      await world.call('sendUserMessage', '  What are your hours?  ');
    });
    const added = (trace: TraceEntry[]) =>
      sent(trace).filter(([data]) => String(data).includes('add-message'));
    expect(added(vapi).map(([data]) => JSON.parse(String(data)))).toEqual([ADDED]);
    expect(added(ours)).toEqual(added(vapi));
  });

  it('refuses, where Vapi would send anything: no call, an empty or a too long text', async () => {
    const trace = await runScenario(Ours, {}, async (world) => {
      await world.call('sendUserMessage', 'Hello');
      await live(world);
      await world.call('sendUserMessage', '');
      await world.call('sendUserMessage', 'x'.repeat(1001));
      await world.call('stop');
      await world.call('sendUserMessage', 'Hello');
    });
    expect(outcome(trace, 'sendUserMessage')).toEqual(['throw', 'throw', 'throw', 'throw']);
    expect(sent(trace).filter(([data]) => String(data).includes('add-message'))).toEqual([]);
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

/*
 * Ours' deadlines, to the millisecond, and stop() in each stage of a start. Ours alone: Vapi
 * has none (test/vapi-diff/scenarios.ts compares the hangs with Vapi).
 */

/** Ours, with `timeouts` (`VapiOptions.timeouts`), over the differential test's fakes. */
const withTimeouts = (timeouts: object, options: RunOptions = {}): RunOptions => ({
  ...options,
  constructorArgs: [undefined, undefined, undefined, { timeouts }],
});

const eventsNamed = (trace: TraceEntry[], name: string) =>
  trace.filter(
    (entry): entry is Extract<TraceEntry, { kind: 'event' }> =>
      entry.kind === 'event' && entry.name === name,
  );
const outcomes = (trace: TraceEntry[], method: string) =>
  trace.filter(
    (entry) => (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method,
  );

/** The trace so far, from the `index`th entry on. */
const since = (world: World, index: number) => world.trace.entries.slice(index);

/**
 * Listeners added to the page or to an `AbortSignal` and not removed since `track()` (a `once`
 * listener that fired counts as removed). A `Request` made with a signal follows it with a
 * listener of its own (undici's `addAbortListener`, held as long as the two are), which is not
 * the client's: it is not counted.
 */
function trackListeners(): { live(): string[]; restore(): void } {
  const live = new Map<string, { target: object; type: string; listener: unknown }>();
  const wrappers = new Map<unknown, EventListener>();
  const restores: (() => void)[] = [];
  let next = 0;
  const tracked = (target: object) => target === window || target instanceof AbortSignal;
  const find = (target: object, type: string, listener: unknown) =>
    [...live].find(
      ([, entry]) => entry.target === target && entry.type === type && entry.listener === listener,
    )?.[0];
  // jsdom's EventTarget (the page) and Node's (AbortSignal) are not the same class.
  for (const proto of new Set([
    EventTarget.prototype,
    Object.getPrototypeOf(AbortSignal.prototype) as EventTarget,
  ])) {
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    const adding = vi.spyOn(proto, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      const platforms = /\bnew Request\b/.test(new Error().stack ?? '');
      if (!tracked(this) || !listener || platforms || find(this, type, listener)) {
        return add.call(this, type, listener, options);
      }
      next += 1;
      const key = String(next);
      live.set(key, { target: this, type, listener });
      const once = typeof options === 'object' && options.once;
      const call = (event: Event) =>
        typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
      const wrapper: EventListener = once
        ? (event) => {
            live.delete(key);
            call(event);
          }
        : call;
      wrappers.set(listener, wrapper);
      return add.call(this, type, wrapper, options);
    });
    const removing = vi.spyOn(proto, 'removeEventListener').mockImplementation(function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      const key = find(this, type, listener);
      if (key === undefined) return remove.call(this, type, listener, options);
      live.delete(key);
      return remove.call(this, type, wrappers.get(listener) ?? null, options);
    });
    restores.push(
      () => adding.mockRestore(),
      () => removing.mockRestore(),
    );
  }
  return {
    live: () =>
      [...live.values()].map(
        ({ target, type }) => `${target === window ? 'window' : 'AbortSignal'} ${type}`,
      ),
    restore: () => {
      for (const restore of restores) restore();
    },
  };
}

describe('deadlines, to the millisecond (ours only)', () => {
  it('POST /call/web: nothing at 14 999 ms; at 15 000 ms the request is aborted and the start fails', async () => {
    const trace = await runScenario(Ours, { replies: [{ kind: 'never' }] }, async (world) => {
      world.begin('start', 'assistant-1');
      await world.settle();
      const [signal] = fakeFetch.signals;
      await world.advance(14_999);
      expect(signal?.aborted).toBe(false);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      expect(eventsNamed(world.trace.entries, 'call-start-failed')).toEqual([]);
      await world.advance(1);
      // fetch rejects with the signal's reason: the timeout the start reports.
      expect(isVoiceClientError(signal?.reason, 'timeout')).toBe(true);
      expect(signal?.reason).toMatchObject({ stage: 'web-call-creation' });
      expect(outcomes(world.trace.entries, 'start')).toEqual([
        { kind: 'return', method: 'start', value: null },
      ]);
      expect(vi.getTimerCount()).toBe(0);
    });
    const message = 'The voice provider did not answer within 15 s.';
    expect(eventsNamed(trace, 'call-start-failed').map((entry) => entry.args[0])).toMatchObject([
      { stage: 'web-call-creation', error: message },
    ]);
    expect(eventsNamed(trace, 'error').map((entry) => entry.args[0])).toMatchObject([
      {
        type: 'start-method-error',
        stage: 'web-call-creation',
        error: {
          name: 'VoiceClientError',
          message,
          code: 'timeout',
          cause: `TimeoutError: ${message}`,
        },
      },
    ]);
    // Only the warm-up's call object, destroyed with the start.
    expect(trace.flatMap((entry) => (entry.kind === 'daily' ? [entry.method] : []))).toEqual([
      'createCallObject',
      'load',
      'destroy',
    ]);
  });

  it('the join: nothing at 19 999 ms after join(); at 20 000 ms the join stage fails and the call object is destroyed', async () => {
    const trace = await runScenario(Ours, {}, async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      expect(world.callObject.joinHeld).toBe(true);
      await world.advance(19_999);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      expect(progress(world.trace.entries).at(-1)).toBe('daily-call-join:started');
      await world.advance(1);
      expect(outcomes(world.trace.entries, 'start')).toEqual([
        { kind: 'return', method: 'start', value: null },
      ]);
      expect(world.daily.live).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
    const message = 'Daily did not let the call in within 20 s.';
    expect(progress(trace).slice(-2)).toEqual([
      'daily-call-join:started',
      'daily-call-join:failed',
    ]);
    expect(eventsNamed(trace, 'error').map((entry) => entry.args[0])).toMatchObject([
      {
        type: 'daily-call-join-error',
        stage: 'daily-call-join',
        error: { message, code: 'timeout' },
      },
      { type: 'start-method-error', stage: 'daily-call-join', error: { message, code: 'timeout' } },
    ]);
    expect(eventsNamed(trace, 'call-start-failed').map((entry) => entry.args[0])).toMatchObject([
      { stage: 'daily-call-join', error: message },
    ]);
  });

  it('respects custom timeouts: webCall, join, destroy; a partial one keeps the other defaults', async () => {
    const custom = { webCall: 500, callMachine: 1_000, join: 2_000, destroy: 100 };
    await runScenario(
      Ours,
      withTimeouts(custom, { replies: [{ kind: 'never' }] }),
      async (world) => {
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.advance(499);
        expect(outcomes(world.trace.entries, 'start')).toEqual([]);
        await world.advance(1);
        expect(eventsNamed(world.trace.entries, 'call-start-failed')[0]?.args[0]).toMatchObject({
          stage: 'web-call-creation',
          error: 'The voice provider did not answer within 500 ms.',
        });
      },
    );
    await runScenario(Ours, withTimeouts(custom), async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(1_999);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      await world.advance(1);
      expect(eventsNamed(world.trace.entries, 'call-start-failed')[0]?.args[0]).toMatchObject({
        stage: 'daily-call-join',
        error: 'Daily did not let the call in within 2 s.',
      });
    });
    await runScenario(Ours, withTimeouts(custom), async (world) => {
      world.daily.script.bundle = { kind: 'inert' };
      world.begin('start', 'assistant-1');
      await world.settle();
      world.begin('stop');
      await world.settle();
      // At 100 ms the client answers the leave in the call machine's place; the page delivers
      // that message a task (here 1 ms) later, and the destroy ends.
      await world.advance(100);
      expect(outcomes(world.trace.entries, 'stop')).toEqual([]);
      expect(world.callObject.leavePending).toBe(true);
      await world.advance(1);
      expect(outcomes(world.trace.entries, 'stop')).toEqual([{ kind: 'return', method: 'stop' }]);
      expect(world.daily.live).toBe(0);
    });
    await runScenario(Ours, withTimeouts({ join: 5_000 }), async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(4_999);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      await world.advance(1);
      expect(outcomes(world.trace.entries, 'start')).toHaveLength(1);
    });
  });

  it('refuses an invalid timeout at construction with invalid-argument', () => {
    const construct = (timeouts: object) => () =>
      new Vapi('public-key', undefined, undefined, undefined, { timeouts });
    for (const key of ['webCall', 'callMachine', 'join', 'destroy']) {
      for (const value of [
        0,
        -1,
        1.5,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        2 ** 31,
        '1000',
        null,
      ]) {
        const refused = construct({ [key]: value });
        expect(refused).toThrow(VoiceClientError);
        expect(refused).toThrow(
          `timeouts.${key} must be a whole number of milliseconds from 1 to 2147483647.`,
        );
        try {
          refused();
        } catch (error) {
          expect(isVoiceClientError(error, 'invalid-argument')).toBe(true);
        }
      }
      for (const value of [1, 2 ** 31 - 1, undefined]) {
        expect(construct({ [key]: value })).not.toThrow();
      }
    }
    expect(() => new Vapi('public-key', undefined, undefined, undefined, {})).not.toThrow();
  });
});

describe('stop() in each stage of a start returns and leaves nothing behind (ours only)', () => {
  /**
   * Runs `script` (which begins a start and stops it), then checks that both have returned, the
   * start with null, that nothing of the call is left (call object, timer, listener) and that
   * nothing happens in the next ten minutes; then a new start connects.
   */
  /** A start stopped while it waited resolves null right after the stop. */
  const endsWithTheStop = (world: World) => {
    const { entries } = world.trace;
    const stopped = entries.findIndex(
      (entry) => entry.kind === 'return' && entry.method === 'stop',
    );
    expect(entries[stopped + 1]).toEqual({ kind: 'return', method: 'start', value: null });
  };

  async function stopsCleanly(
    options: RunOptions,
    script: (world: World) => Promise<void>,
  ): Promise<TraceEntry[]> {
    const listeners = trackListeners();
    try {
      return await runScenario(Ours, options, async (world) => {
        await script(world);
        expect(outcomes(world.trace.entries, 'stop')).toEqual([{ kind: 'return', method: 'stop' }]);
        expect(outcomes(world.trace.entries, 'start')).toEqual([
          { kind: 'return', method: 'start', value: null },
        ]);
        expect(world.daily.live).toBe(0);
        expect(vi.getTimerCount()).toBe(0);
        expect(listeners.live()).toEqual([]);
        const quiet = world.trace.entries.length;
        await world.advance(10 * 60_000);
        expect(since(world, quiet)).toEqual([{ kind: 'step', note: '600000 ms pass' }]);
        world.step('a new start');
        world.daily.script.join = { kind: 'joined' };
        world.daily.script.bundle = { kind: 'runs' };
        const again = world.trace.entries.length;
        world.begin('start', 'assistant-2');
        await world.settle();
        if (options.userAgent === IPHONE) await world.advance(1_000);
        expect(eventsNamed(since(world, again), 'call-start-success')).toHaveLength(1);
        expect(outcomes(since(world, again), 'start')).toEqual([
          { kind: 'return', method: 'start', value: WEB_CALL },
        ]);
        await world.call('stop');
        expect(world.daily.live).toBe(0);
        expect(vi.getTimerCount()).toBe(0);
      });
    } finally {
      listeners.restore();
    }
  }

  it('during POST /call/web: the request is aborted, and the warm call object destroyed', async () => {
    const trace = await stopsCleanly(
      { replies: [{ kind: 'never' }, { status: 201, body: WEB_CALL }] },
      async (world) => {
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.call('stop');
        endsWithTheStop(world);
        expect(isVoiceClientError(fakeFetch.signals[0]?.reason, 'cancelled')).toBe(true);
      },
    );
    // The warm-up's, destroyed by the stop (stopsCleanly: none live), then the new start's.
    expect(dailyCalls(trace, 'createCallObject')).toHaveLength(2);
  });

  it('during a slow POST /call/web: its answer, 5 s later, sets up no call', async () => {
    const trace = await stopsCleanly(
      {
        replies: [
          { status: 201, body: WEB_CALL, delayMs: 5_000 },
          { status: 201, body: WEB_CALL },
        ],
      },
      async (world) => {
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.advance(2_000);
        await world.call('stop');
        endsWithTheStop(world);
      },
    );
    // The warm-up's, destroyed by the stop, then the new start's: the answer adds none.
    expect(dailyCalls(trace, 'createCallObject')).toHaveLength(2);
    expect(dailyCalls(trace, 'join')).toHaveLength(1);
    expect(eventsNamed(trace, 'call-start-failed')).toEqual([]);
  });

  it("during the phone's permission wait", async () => {
    const trace = await stopsCleanly({ userAgent: IPHONE }, async (world) => {
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(500);
      await world.call('stop');
      endsWithTheStop(world);
      expect(progress(world.trace.entries).at(-1)).toBe('mobile-permissions:started');
    });
    // The new start's.
    expect(dailyCalls(trace, 'join')).toHaveLength(1);
  });

  it('during a join the call machine holds', async () => {
    await stopsCleanly({}, async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(15_000);
      expect(world.callObject.joinHeld).toBe(true);
      await world.call('stop');
      endsWithTheStop(world);
    });
  });

  it('during a start whose call machine never started: stop() answers its leave at 3 s', async () => {
    await stopsCleanly({}, async (world) => {
      world.daily.script.bundle = { kind: 'inert' };
      world.begin('start', 'assistant-1');
      await world.settle();
      world.begin('stop');
      await world.settle();
      await world.advance(3_000);
      expect(outcomes(world.trace.entries, 'stop')).toEqual([]);
      await world.advance(1);
      endsWithTheStop(world);
    });
  });

  it('from a call-start-progress listener, in the very stage it reports', async () => {
    for (const [stage, options] of [
      ['mobile-permissions', { userAgent: IPHONE }],
      ['daily-call-join', {}],
    ] as const) {
      await stopsCleanly(options, async (world) => {
        const onProgress = (event: unknown) => {
          const { stage: reported, status } = event as { stage: string; status: string };
          if (reported !== stage || status !== 'started') return;
          world.client.off('call-start-progress', onProgress);
          world.begin('stop');
        };
        world.client.on('call-start-progress', onProgress);
        world.begin('start', 'assistant-1');
        await world.settle();
        endsWithTheStop(world);
        expect(progress(world.trace.entries).at(-1)).toBe(`${stage}:started`);
      });
    }
  });

  it('reconnect() during a held join: it resolves once stop() has returned', async () => {
    await runScenario(Ours, {}, async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('reconnect', WEB_CALL);
      await world.settle();
      await world.call('stop');
      const { entries } = world.trace;
      const stopped = entries.findIndex(
        (entry) => entry.kind === 'return' && entry.method === 'stop',
      );
      expect(entries[stopped + 1]).toEqual({ kind: 'return', method: 'reconnect' });
      expect(world.daily.live).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('while a start waits for an earlier stop to destroy its call object', async () => {
    await runScenario(Ours, {}, async (world) => {
      world.daily.script.bundle = { kind: 'inert' };
      world.begin('start', 'assistant-1');
      await world.settle();
      world.begin('stop');
      await world.advance(1_000);
      // The first stop's destroy waits on the call machine: a new start waits for that call
      // object to be gone (the page's one call slot, reported as Vapi's cleanup-existing), and
      // is stopped meanwhile.
      world.begin('start', 'assistant-2');
      await world.settle();
      expect(progress(world.trace.entries).at(-1)).toBe('daily-call-object-creation:started');
      world.begin('stop');
      await world.settle();
      // The first destroy answers the leave in the call machine's place at its bound (3 s after
      // the first stop), which the page delivers 1 ms later: then both stops and both starts
      // return.
      await world.advance(1_999);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      await world.advance(2);
      const { entries } = world.trace;
      expect(outcomes(entries, 'start')).toEqual([
        { kind: 'return', method: 'start', value: null },
        { kind: 'return', method: 'start', value: null },
      ]);
      expect(outcomes(entries, 'stop')).toEqual([
        { kind: 'return', method: 'stop' },
        { kind: 'return', method: 'stop' },
      ]);
      expect(eventsNamed(entries, 'call-start-failed')).toEqual([]);
      expect(world.daily.live).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
      world.daily.script.bundle = { kind: 'runs' };
      await world.call('start', 'assistant-3');
      expect(outcomes(world.trace.entries, 'start').at(-1)).toEqual({
        kind: 'return',
        method: 'start',
        value: WEB_CALL,
      });
    });
  });

  it('after a start whose call machine never started timed out (and destroyed it)', async () => {
    await stopsCleanly({}, async (world) => {
      world.daily.script.bundle = { kind: 'inert' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(20_000);
      expect(outcomes(world.trace.entries, 'start')).toEqual([]);
      await world.advance(3_001);
      expect(outcomes(world.trace.entries, 'start')).toEqual([
        { kind: 'return', method: 'start', value: null },
      ]);
      expect(world.daily.live).toBe(0);
      // Nothing left to stop: it returns at once.
      await world.call('stop');
    });
  });
});

describe('start() and reconnect() never throw, as the async methods of Vapi', () => {
  it('turns what their first steps throw into a rejection', async () => {
    const vapi = new Vapi('public-key');
    // Nothing listens to `error`: where the events package would throw 'Unhandled error.' out
    // of emit('error'), ours drops the event (`unlistenedErrorDropped`), and the start rejects
    // with its own error.
    let started: Promise<unknown> | undefined;
    expect(() => {
      started = vapi.start();
    }).not.toThrow();
    await expect(started).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    vapi.on('call-start-progress', () => {
      throw new Error('a listener broke');
    });
    let reconnected: Promise<unknown> | undefined;
    expect(() => {
      reconnected = vapi.reconnect({ id: 'call-1', webCallUrl: 'https://vapi.daily.co/room-1' });
    }).not.toThrow();
    await expect(reconnected).rejects.toThrow('a listener broke');
    await expect(vapi.reconnect({ id: 'call-1', webCallUrl: '' })).rejects.toThrow(
      'webCallUrl is required for reconnection.',
    );
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
