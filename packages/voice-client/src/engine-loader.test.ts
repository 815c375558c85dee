// @vitest-environment jsdom
/*
 * The drop-in loads the call engine as a chunk of its own (engine-loader.ts). Every other test starts
 * with it loaded (test/vapi-engine-loaded.ts), as a page has it by the click; these start before
 * it has arrived, on a fresh module graph whose engine import waits for the test. The microphone
 * prompt and the web call still leave at the click; the engine then takes them over and the call
 * runs as on a loaded engine. `stop()` ends the wait, an engine that never arrives ends the
 * start at `timeouts.callMachine`, and one that failed to load is loaded again; each of these
 * aborts the web call and lets the microphone go.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiffClientClass } from '../test/vapi-diff/real-vapi';
import type { World } from '../test/vapi-diff/run';
import type { TraceEntry } from '../test/vapi-diff/trace';

type Arrival = { ok: true } | { ok: false; error: Error };

/**
 * A fresh module graph (the drop-in, the scenario runner and the fakes) in which each import of
 * the call engine waits for the test: `arrive()` lets the pending one load (once it is
 * pending), `failNext(error)` makes it fail as a chunk that could not be fetched does.
 */
async function freshDropIn() {
  vi.resetModules();
  // daily-js is the graph's own fake, the one its scenario runner resets and traces.
  const fake = await import('../test/vapi-diff/fake-daily');
  vi.doMock('@daily-co/daily-js', () => fake.fakeDailyEsm);
  const actual = await vi.importActual<typeof import('./call-engine')>('./call-engine');
  const waiting: ((arrival: Arrival) => void)[] = [];
  let importWaits = () => {};
  vi.doMock('./call-engine', async () => {
    const arrival = await new Promise<Arrival>((resolve) => {
      waiting.push(resolve);
      importWaits();
    });
    if (!arrival.ok) throw arrival.error;
    return actual;
  });
  // An import reaches the mock through the module runner, in real time: the fake clock does not
  // see it, so a test waits for it rather than for some number of turns of the event loop.
  const importWaiting = () =>
    waiting.length > 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          importWaits = resolve;
        });
  const run = await import('../test/vapi-diff/run');
  const { fakeFetch } = await import('../test/vapi-diff/fake-fetch');
  const { default: Vapi, preload, vapiEngine } = await import('./compat/vapi-client');
  const loader = { preload, loadedEngine: vapiEngine.loaded, loadEngine: vapiEngine.load };
  // daily-js itself has loaded, as it has for the start it is compared with.
  await (await import('./daily/loader')).loadDaily();
  const answer = async (arrival: Arrival) => {
    await importWaiting();
    const next = waiting.shift();
    if (!next) throw new Error('no engine import is waiting');
    next(arrival);
  };
  return {
    ...run,
    fakeFetch,
    loader,
    Client: Vapi as unknown as DiffClientClass,
    arrive: () => answer({ ok: true }),
    failNext: (error: Error) => answer({ ok: false, error }),
    importWaiting,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.doUnmock('./call-engine');
  vi.doUnmock('@daily-co/daily-js');
  vi.resetModules();
});

const events = (trace: TraceEntry[], name: string) =>
  trace.flatMap((entry) => (entry.kind === 'event' && entry.name === name ? [entry.args[0]] : []));
const outcomes = (trace: TraceEntry[], method: string) =>
  trace.flatMap((entry) =>
    (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method
      ? [entry.kind === 'return' ? entry.value : entry.error]
      : [],
  );
const dailyCalls = (trace: TraceEntry[]) => trace.filter((entry) => entry.kind === 'daily');
const requests = (trace: TraceEntry[]) => trace.filter((entry) => entry.kind === 'fetch');

/** A page with a microphone: each request is counted, and each track knows it was stopped. */
function microphone() {
  const tracks: { stopped: boolean }[] = [];
  const getUserMedia = vi.fn(async () => {
    const track = { kind: 'audio', stopped: false, stop: () => (track.stopped = true) };
    tracks.push(track);
    return { getTracks: () => [track], getAudioTracks: () => [track] };
  });
  Object.defineProperty(window.navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { getUserMedia, tracks };
}

describe('a start before the call engine has loaded', () => {
  it('asks for the microphone and the web call at the click, then runs as on a loaded engine', async () => {
    const drop = await freshDropIn();
    const mic = microphone();
    const script = async (world: World) => {
      world.begin('start', 'assistant-1');
      await world.settle();
      // Only the first run waits for the engine; the second finds it loaded.
      if (drop.loader.loadedEngine() === null) {
        await drop.importWaiting();
        // The engine is on its way: the prompt and the request are out, Daily is untouched.
        expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
        expect(requests(world.trace.entries)).toHaveLength(1);
        expect(dailyCalls(world.trace.entries)).toEqual([]);
        world.step('the engine arrives');
        await drop.arrive();
      }
      await world.settle();
      await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant' });
      await world.call('stop');
    };
    const waited = await drop.runScenario(drop.Client, {}, script);
    expect(drop.loader.loadedEngine()).not.toBeNull();
    // One prompt: the warm-up took over the microphone asked for at the click.
    expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
    const loaded = await drop.runScenario(drop.Client, {}, script);
    expect(mic.getUserMedia).toHaveBeenCalledTimes(2);
    expect(mic.tracks.every((track) => track.stopped)).toBe(true);

    // The same events, calls into Daily and request, each in the same order. The web call left
    // before its stage was reported started (at the engine's arrival); its events, and the
    // start's own promise, settle a few microtasks later.
    const kinds = (trace: TraceEntry[], kind: TraceEntry['kind']) =>
      trace.filter((entry) => entry.kind === kind);
    for (const kind of ['event', 'daily', 'fetch', 'daily-event'] as const) {
      expect(kinds(waited, kind)).toEqual(kinds(loaded, kind));
    }
    expect(events(waited, 'call-start-success')).toHaveLength(1);
    expect(events(waited, 'call-start')).toHaveLength(1);
    expect(outcomes(waited, 'start')).toEqual([expect.objectContaining({ id: 'call-1' })]);
  });

  it('refuses a second start while the first waits for the engine, as during any start', async () => {
    const drop = await freshDropIn();
    const trace = await drop.runScenario(drop.Client, {}, async (world) => {
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.call('start', 'assistant-1');
      expect(outcomes(world.trace.entries, 'start')).toEqual([null]);
      await drop.arrive();
      await world.settle();
    });
    expect(events(trace, 'call-start-progress')).toContainEqual(
      expect.objectContaining({
        stage: 'validation',
        status: 'failed',
        metadata: { reason: 'already-started' },
      }),
    );
    expect(requests(trace)).toHaveLength(1);
    expect(events(trace, 'call-start-success')).toHaveLength(1);
  });

  it('reports the web call stage as lasting from the click, not from the engine', async () => {
    const drop = await freshDropIn();
    const durations: Record<string, number> = {};
    await drop.runScenario(
      drop.Client,
      { replies: [{ status: 201, body: drop.WEB_CALL, delayMs: 700 }] },
      async (world) => {
        world.client.on('call-start-progress', (payload) => {
          const event = payload as { stage: string; status: string; duration?: number };
          if (event.status === 'completed') durations[event.stage] = event.duration ?? -1;
        });
        world.begin('start', 'assistant-1');
        await world.advance(100, 'the engine is still on its way');
        await drop.arrive();
        await world.advance(600, 'the provider answers');
      },
    );
    // Sent at the click, answered 700 ms later; its stage was run from the engine's arrival.
    expect(durations['web-call-creation']).toBe(700);
  });

  it('ends when stop() is called: the start resolves null, the request is aborted, the microphone let go', async () => {
    const drop = await freshDropIn();
    const mic = microphone();
    const trace = await drop.runScenario(
      drop.Client,
      { replies: [{ kind: 'never' }, { status: 201, body: drop.WEB_CALL }] },
      async (world) => {
        world.begin('start', 'assistant-1');
        await world.settle();
        await world.call('stop');
        expect(outcomes(world.trace.entries, 'start')).toEqual([null]);
        expect(drop.fakeFetch.signals[0]?.aborted).toBe(true);
        expect(mic.tracks).toEqual([{ kind: 'audio', stopped: true, stop: expect.any(Function) }]);
        world.step('the engine arrives after the stop');
        await drop.arrive();
        await world.settle();
        expect(dailyCalls(world.trace.entries)).toEqual([]);
        // The next start runs on the engine that arrived.
        await world.call('start', 'assistant-1');
      },
    );
    expect(events(trace, 'call-start-failed')).toEqual([]);
    expect(events(trace, 'error')).toEqual([]);
    expect(events(trace, 'call-start-success')).toHaveLength(1);
  });

  it('fails at timeouts.callMachine when the engine never arrives, and may be started again', async () => {
    const drop = await freshDropIn();
    const mic = microphone();
    const options = { timeouts: { callMachine: 2000 } };
    const trace = await drop.runScenario(
      drop.Client,
      {
        replies: [{ kind: 'never' }, { status: 201, body: drop.WEB_CALL }],
        constructorArgs: [undefined, undefined, undefined, options],
      },
      async (world) => {
        world.begin('start', 'assistant-1');
        await world.advance(1999);
        expect(events(world.trace.entries, 'call-start-failed')).toEqual([]);
        await world.advance(1);
        expect(events(world.trace.entries, 'call-start-failed')).toEqual([
          expect.objectContaining({
            // A timeout names its stage: the engine is what initialization waits for.
            stage: 'initialization',
            error: "Daily's call machine did not start within 2 s.",
          }),
        ]);
        expect(outcomes(world.trace.entries, 'start')).toEqual([null]);
        expect(drop.fakeFetch.signals[0]?.aborted).toBe(true);
        expect(mic.tracks.map((track) => track.stopped)).toEqual([true]);
        // Not started any more: a second start is taken, and runs once the engine arrives.
        world.begin('start', 'assistant-1');
        await world.settle();
        await drop.arrive();
        await world.settle();
      },
    );
    expect(events(trace, 'error')[0]).toMatchObject({
      type: 'start-method-error',
      stage: 'initialization',
      context: { hasAssistant: true, isMobile: false },
    });
    expect(events(trace, 'call-start-success')).toHaveLength(1);
    expect(requests(trace)).toHaveLength(2);
    expect(mic.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('reports an engine that failed to load, and loads it again on the next start', async () => {
    const drop = await freshDropIn();
    const unreachable = new TypeError('Failed to fetch dynamically imported module');
    let rejection: unknown;
    const trace = await drop.runScenario(
      drop.Client,
      { replies: [{ kind: 'never' }, { status: 201, body: drop.WEB_CALL }] },
      async (world) => {
        // The constructor's own load fails: the start loads the engine again.
        await world.settle();
        await drop.failNext(unreachable);
        await world.settle();
        world.begin('start', 'assistant-1');
        await world.settle();
        // The import the start waits for (the loader shares one), and what it rejects with.
        const rejected = drop.loader.loadEngine().catch((error: unknown) => error);
        await drop.failNext(unreachable);
        rejection = await rejected;
        await world.settle();
        expect(outcomes(world.trace.entries, 'start')).toEqual([null]);
        expect(drop.fakeFetch.signals[0]?.aborted).toBe(true);
        expect(dailyCalls(world.trace.entries)).toEqual([]);
        world.begin('start', 'assistant-1');
        await world.settle();
        await drop.arrive();
        await world.settle();
      },
    );
    expect(rejection).toBeInstanceOf(Error);
    expect(events(trace, 'call-start-failed')).toEqual([
      expect.objectContaining({ stage: 'unknown', error: (rejection as Error).message }),
    ]);
    expect(events(trace, 'call-start-success')).toHaveLength(1);
  });

  it('rejects a reconnect whose engine failed to load, reported as the reconnect', async () => {
    const drop = await freshDropIn();
    const unreachable = new TypeError('Failed to fetch dynamically imported module');
    let rejection: unknown;
    const trace = await drop.runScenario(drop.Client, {}, async (world) => {
      await world.settle();
      await drop.failNext(unreachable);
      await world.settle();
      world.begin('reconnect', drop.WEB_CALL);
      await world.settle();
      const rejected = drop.loader.loadEngine().catch((error: unknown) => error);
      await drop.failNext(unreachable);
      rejection = await rejected;
      await world.settle();
    });
    expect(rejection).toBeInstanceOf(Error);
    // The trace keeps errors as plain data.
    expect(outcomes(trace, 'reconnect')).toEqual([
      expect.objectContaining({ message: (rejection as Error).message }),
    ]);
    expect(events(trace, 'call-start-failed')).toEqual([
      expect.objectContaining({ stage: 'reconnect', error: (rejection as Error).message }),
    ]);
    expect(events(trace, 'error')).toEqual([
      expect.objectContaining({ type: 'reconnect-error', context: expect.any(Object) }),
    ]);
    // A reconnect has no web call to make, nor a microphone to ask for before the engine.
    expect(requests(trace)).toEqual([]);
    expect(dailyCalls(trace)).toEqual([]);
  });
});

describe("./vapi's preload()", () => {
  it('imports the call engine, never rejects, and tries again after a failure', async () => {
    const drop = await freshDropIn();
    const failed = drop.loader.preload();
    await drop.failNext(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).resolves.toBeUndefined();
    expect(drop.loader.loadedEngine()).toBeNull();

    const loaded = drop.loader.preload();
    await drop.arrive();
    await expect(loaded).resolves.toBeUndefined();
    expect(drop.loader.loadedEngine()).not.toBeNull();
  });
});
