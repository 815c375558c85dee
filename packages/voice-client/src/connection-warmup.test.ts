import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATENCY, LatencyModel, type LatencyModelCall } from '../test/latency-model';
import type { CreateCallObject, VoiceCallObject } from './call-object';
import { ConnectionWarmup, type ConnectionWarmupOptions } from './connection-warmup';
import type { DailyPort } from './daily/port';
import type { GetUserMedia } from './platform';
import { createSimulatedCall } from './simulated/simulated-call';
import { DEFAULT_TIMEOUTS } from './timeouts';
import { globalTimers, TimerScope, timeoutError } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const AUDIO_ONLY: DailyFactoryOptions = {
  audioSource: true,
  videoSource: false,
  dailyConfig: { avoidEval: true },
};

function logger() {
  return { warn: vi.fn(), error: vi.fn() };
}

/** The call machine's deadline (default length) and a plain destroy, as a session gives them. */
function bounds(callMachineMs = DEFAULT_TIMEOUTS.callMachine) {
  const timers = new TimerScope(globalTimers);
  return {
    timers,
    deadline: () => timers.deadline(callMachineMs, () => timeoutError('call machine')),
    destroy: (port: DailyPort) => port.call.destroy(),
  };
}

/** Runs fake time until `promise` settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  await settled;
  return promise;
}

/** A warm-up over the latency model: daily-js's import, call machine and the visitor's prompt. */
function warmUp(options: Partial<ConnectionWarmupOptions> = {}) {
  const model = new LatencyModel();
  model.click();
  const log = logger();
  const warmup = new ConnectionWarmup({
    load: async () => (await model.importDaily()).default.createCallObject,
    factoryOptions: AUDIO_ONLY,
    microphone: true,
    getUserMedia: model.getUserMedia,
    logger: log,
    ...bounds(),
    ...options,
  });
  const call = () => model.daily.instances[0] as LatencyModelCall;
  return { model, warmup, call, log };
}

describe('ConnectionWarmup', () => {
  it('asks for the microphone at once, and loads the call machine while the prompt is up', async () => {
    const { model, warmup, call } = warmUp();
    // In the caller's task, before daily-js has even loaded.
    expect(model.promptAt).toBe(0);
    expect(model.daily.instances).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    expect(model.daily.instances).toHaveLength(1);
    // daily-js writes `layout` into the options it is given: a copy of the warm-up's.
    expect(call().factoryOptions).toEqual({ ...AUDIO_ONLY, layout: 'none' });
    expect(AUDIO_ONLY).not.toHaveProperty('layout');
    expect(call().meetingState()).toBe('loading');

    await settle(warmup.ready());
    // The import and the bundle in sequence; the prompt beside them, answered before.
    expect(model.now()).toBe(LATENCY.dailyImport + LATENCY.callMachineLoad);
    expect(call().callsTo('load')).toHaveLength(1);
    expect(call().callsTo('startCamera')).toHaveLength(1);
    expect(call().bundleLoads).toBe(1);
    // Daily holds the microphone; the page's own capture is stopped.
    expect(call().microphoneLive).toBe(true);
    expect(model.captures).toBe(1);
    expect(call().bundleMechanism).toBe('script-element');
  });

  it('hands its call object, once, to a start whose call needs no video either', async () => {
    const { model, warmup, call } = warmUp();
    // Not created yet: nothing to hand over.
    expect(warmup.take(false)).toBeNull();
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    await warmup.created();
    expect(warmup.take(true)).toBeNull();
    expect(warmup.take(false)?.call).toBe(call());
    expect(warmup.take(false)).toBeNull();
    await settle(warmup.ready());
    // The start owns it now: neither discard() nor the warm-up's end touches it.
    await warmup.discard();
    await warmup.dispose();
    expect(call().destroyed).toBe(false);
    expect(call().microphoneLive).toBe(true);
    expect(model.captures).toBe(1);
  });

  it('discard() makes room for a start that needs other options (video for a recording)', async () => {
    const { model, warmup, call, log } = warmUp();
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport + 10);
    expect(warmup.take(true)).toBeNull();
    await warmup.discard();
    expect(call().destroyed).toBe(true);
    expect(model.daily.live).toBe(0);
    // The load it cancelled never settles in daily-js: ready() does not wait for it.
    await warmup.ready();
    expect(model.now()).toBe(LATENCY.dailyImport + 10);
    // The page's capture is kept for the start's own call object, until the warm-up ends.
    await vi.advanceTimersByTimeAsync(LATENCY.microphoneGrant);
    expect(model.captures).toBe(1);
    const own = model.daily.createCallObject({ ...AUDIO_ONLY, videoSource: true });
    await settle(own.startCamera());
    await warmup.dispose();
    expect(model.captures).toBe(1);
    expect(own.microphoneLive).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['during the import', 50],
    ['during the prompt and the load', LATENCY.dailyImport + 100],
    ['after it is ready', LATENCY.dailyImport + LATENCY.callMachineLoad + 50],
  ])('dispose() %s releases the microphone and every call object', async (_moment, at) => {
    const { model, warmup } = warmUp();
    await vi.advanceTimersByTimeAsync(at);
    await warmup.dispose();
    await warmup.dispose();
    await settle(warmup.ready());
    await vi.runAllTimersAsync();
    expect(model.daily.live).toBe(0);
    expect(model.captures).toBe(0);
    expect(model.daily.instances.every((call) => call.microphoneLive === false)).toBe(true);
    expect(warmup.take(false)).toBeNull();
  });

  it('after a refused prompt, loads only: the join asks and reports it, as without a warm-up', async () => {
    const refuse: GetUserMedia = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
    const { call, warmup, log } = warmUp({ getUserMedia: refuse });
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    await settle(warmup.ready());
    expect(call().meetingState()).toBe('loaded');
    expect(call().callsTo('startCamera')).toHaveLength(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('asks nothing when told not to (no microphone, a track of the page, audio off)', async () => {
    const getUserMedia = vi.fn<GetUserMedia>();
    const { model, call, warmup } = warmUp({ microphone: false, getUserMedia });
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    await settle(warmup.ready());
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(model.promptAt).toBeNull();
    expect(call().callsTo('startCamera')).toHaveLength(0);
    expect(call().meetingState()).toBe('loaded');
  });

  it('asks for the chosen device', () => {
    const getUserMedia = vi.fn<GetUserMedia>(() => new Promise(() => {}));
    warmUp({ microphone: { deviceId: { exact: 'usb-mic' } }, getUserMedia });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'usb-mic' } } });
  });

  it('without a getUserMedia (outside a browser), only prepares Daily', async () => {
    const { model, warmup, call } = warmUp({ getUserMedia: null });
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    await settle(warmup.ready());
    expect(model.promptAt).toBeNull();
    expect(call().meetingState()).toBe('loaded');
    // The default looks the browser's up, and there is none in Node.
    const fallback = new ConnectionWarmup({
      ...bounds(),
      load: () => new Promise(() => {}),
      factoryOptions: AUDIO_ONLY,
      microphone: true,
      logger: logger(),
    });
    await fallback.dispose();
  });

  it('a getUserMedia that throws is a refusal', async () => {
    const { warmup, call } = warmUp({
      getUserMedia: () => {
        throw new TypeError('not a secure context');
      },
    });
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    await settle(warmup.ready());
    expect(call().callsTo('startCamera')).toHaveLength(0);
  });

  it('gives up a step that fails, and the start does it itself', async () => {
    const { warmup, call, log } = warmUp();
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport);
    vi.spyOn(call(), 'startCamera').mockRejectedValue(new Error('call machine refused'));
    await settle(warmup.ready());
    expect(log.warn).toHaveBeenCalledWith(
      'Daily could not be prepared ahead of the join',
      expect.any(Error),
    );
    // Still handed over: join() opens the microphone itself.
    expect(warmup.take(false)?.call).toBe(call());
  });

  it('a factory that throws: nothing is handed over, and the start creates (and reports) it', async () => {
    const log = logger();
    const daily = new FakeDaily({ script: { createError: new Error('no WebRTC') } });
    const warmup = new ConnectionWarmup({
      ...bounds(),
      load: () => Promise.resolve(daily.createCallObject),
      factoryOptions: AUDIO_ONLY,
      microphone: false,
      logger: log,
    });
    await warmup.created();
    expect(warmup.take(false)).toBeNull();
    await settle(warmup.ready());
    await expect(warmup.factory()).resolves.toBe(daily.createCallObject);
    expect(log.warn).toHaveBeenCalledWith(
      'The call object could not be created ahead of the join',
      expect.any(Error),
    );
  });

  it('a failed import: factory() rejects with it, nothing is created', async () => {
    const warmup = new ConnectionWarmup({
      ...bounds(),
      load: () => Promise.reject(new Error('offline')),
      factoryOptions: AUDIO_ONLY,
      microphone: false,
      logger: logger(),
    });
    await expect(warmup.factory()).rejects.toThrow('offline');
    await warmup.created();
    expect(warmup.take(false)).toBeNull();
    await settle(warmup.ready());
  });

  it('a call object without load() or startCamera() (the simulated call) is only created early', async () => {
    const simulated = createSimulatedCall();
    const created: VoiceCallObject[] = [];
    const create: CreateCallObject = (options) => {
      const call = simulated(options);
      created.push(call);
      return call;
    };
    const stops: string[] = [];
    const stream = { getTracks: () => [{ stop: () => stops.push('stopped') }] };
    const warmup = new ConnectionWarmup({
      ...bounds(),
      load: () => Promise.resolve(create),
      factoryOptions: AUDIO_ONLY,
      microphone: true,
      getUserMedia: async () => stream as unknown as MediaStream,
      logger: logger(),
    });
    await settle(warmup.ready());
    const [call] = created;
    expect(call).toBeDefined();
    expect(call && 'startCamera' in call).toBe(false);
    const destroy = vi.spyOn(call as VoiceCallObject, 'destroy');
    expect(warmup.take(false)?.call).toBe(call);
    // The page's capture is kept until the warm-up ends: nothing else holds the microphone yet.
    expect(stops).toEqual([]);
    await warmup.dispose();
    await Promise.resolve();
    expect(stops).toEqual(['stopped']);
    // Taken, the call object is the start's: the warm-up's end leaves it alone.
    expect(destroy).not.toHaveBeenCalled();
  });

  it('hands a call object no start took to its destroy, and settles once that has', async () => {
    const daily = new FakeDaily();
    const destroyed: VoiceCallObject[] = [];
    let finish: () => void = () => {};
    const warmup = new ConnectionWarmup({
      ...bounds(),
      destroy: (port) => {
        destroyed.push(port.call);
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      load: () => Promise.resolve(daily.createCallObject as CreateCallObject),
      factoryOptions: AUDIO_ONLY,
      microphone: false,
      logger: logger(),
    });
    await settle(warmup.ready());
    let disposed = false;
    const disposing = warmup.dispose().then(() => {
      disposed = true;
    });
    await vi.runAllTimersAsync();
    expect(destroyed).toEqual([daily.last]);
    expect(disposed).toBe(false);
    finish();
    await disposing;
    expect(disposed).toBe(true);
  });
});
