// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webCall } from '../test/harness';
import { LATENCY, LatencyModel } from '../test/latency-model';
import type { ProgressEvent } from './events';
import { START_STAGES } from './stages';
import { VoiceClient, type VoiceClientBaseOptions } from './voice-client';
import type { WebCall } from './web-call';

// The warm-up through the client, over the latency model of test/latency-model.ts:
// what the visitor waits for, that the stages still report in order, and that a stop at any
// moment leaves nothing behind, the microphone included.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function modelClient(options: Partial<VoiceClientBaseOptions> = {}, answer: WebCall = webCall()) {
  const model = new LatencyModel();
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    mediaDevices: { getUserMedia: model.getUserMedia },
  });
  const client = new VoiceClient({
    createWebCall: async () => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY.webCall));
      return { data: answer };
    },
    createCallObject: model.daily.createCallObject,
    ...options,
  });
  const progress: string[] = [];
  let callStart: number | null = null;
  client.on('progress', (event) => progress.push(`${event.stage}:${event.status}`));
  client.on('call-start', () => {
    callStart = model.now();
  });
  model.click();
  return { model, client, progress, callStart: () => callStart };
}

/** Runs fake time until `promise` settles. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  if (!result) throw new Error('unreachable');
  return result;
}

/** Every stage started and completed, in the order of START_STAGES. */
const IN_ORDER = START_STAGES.flatMap((stage) => [`${stage}:started`, `${stage}:completed`]);

describe('the warm-up', () => {
  it('prompts at the click, loads Daily beside the web call, and joins as it answers', async () => {
    const { model, client, progress, callStart } = modelClient();
    const starting = client.start({ assistant: 'assistant-1' });
    // In the click's task (the initialization stage, a few microtasks in), before any timer.
    await vi.advanceTimersByTimeAsync(0);
    expect(model.promptAt).toBe(0);
    await expect(settle(starting)).resolves.toMatchObject({ status: 'fulfilled' });
    expect(progress).toEqual(IN_ORDER);
    // The web call answers at 700 ms with the call machine loaded (550) and the microphone
    // allowed (300): only the signalling is left.
    expect(callStart()).toBe(LATENCY.webCall + LATENCY.joinSignalling);
    const [call] = model.daily.instances;
    expect(model.daily.instances).toHaveLength(1);
    expect(call?.bundleLoads).toBe(1);
    const steps = ['load', 'startCamera', 'join'];
    expect(call?.calls.map((entry) => entry.method).filter((m) => steps.includes(m))).toEqual(
      steps,
    );
    // Daily's capture only; the page's own was stopped.
    expect(model.captures).toBe(1);
    await client.stop();
    expect(model.captures).toBe(0);
    expect(model.daily.live).toBe(0);
  });

  it('reports a stage only once it is its turn, however early its work ran', async () => {
    const { client, progress } = modelClient();
    const times: Record<string, number> = {};
    client.on('progress', (event: ProgressEvent) => {
      times[`${event.stage}:${event.status}`] = Date.now();
    });
    const begin = Date.now();
    await settle(client.start({ assistant: 'assistant-1' }));
    expect(progress).toEqual(IN_ORDER);
    // The call object was created at 150 ms, but its stage is reported after the web call.
    expect(times['daily-call-object-creation:started']).toBe(begin + LATENCY.webCall);
    expect(times['daily-call-join:completed']).toBe(
      begin + LATENCY.webCall + LATENCY.joinSignalling,
    );
    await client.stop();
  });

  it("without it, each step waits for the one before, as @vapi-ai/web's do", async () => {
    const { model, client, progress, callStart } = modelClient({ warmUp: false });
    await settle(client.start({ assistant: 'assistant-1' }));
    expect(progress).toEqual(IN_ORDER);
    expect(model.promptAt).toBe(LATENCY.webCall + LATENCY.callMachineLoad);
    expect(callStart()).toBe(
      LATENCY.webCall + LATENCY.callMachineLoad + LATENCY.microphoneGrant + LATENCY.joinSignalling,
    );
    await client.stop();
  });

  it('a recording web call replaces the audio-only call object, never holding two', async () => {
    const recorded = webCall({ artifactPlan: { videoRecordingEnabled: true } });
    const { model, client, callStart } = modelClient({}, recorded);
    let most = 0;
    client.on('progress', () => {
      most = Math.max(most, model.daily.live);
    });
    await expect(settle(client.start({ assistant: 'a' }))).resolves.toMatchObject({
      status: 'fulfilled',
    });
    expect(most).toBe(1);
    const [warm, own] = model.daily.instances;
    expect(warm?.destroyed).toBe(true);
    expect(own?.factoryOptions).toMatchObject({ videoSource: true });
    expect(own?.callsTo('join')).toHaveLength(1);
    // The microphone was allowed at the click: the new call machine opens it without asking.
    expect(model.timeline.filter((moment) => moment.what === 'microphone prompt')).toHaveLength(1);
    expect(callStart()).toBe(LATENCY.webCall + LATENCY.callMachineLoad + LATENCY.joinSignalling);
    await client.stop();
    expect(model.captures).toBe(0);
  });

  it('a reconnect warms the call object its web call needs', async () => {
    const recorded = webCall({ artifactPlan: { videoRecordingEnabled: true } });
    const { model, client } = modelClient();
    await settle(client.reconnect(recorded));
    expect(model.daily.instances).toHaveLength(1);
    expect(model.daily.instances[0]?.factoryOptions).toMatchObject({ videoSource: true });
    expect(model.promptAt).toBe(0);
    await client.stop();
  });

  it.each([
    ['no microphone', { audioSource: false }],
    ['a track of the page', { audioSource: {} as MediaStreamTrack }],
    ['audio that starts off', { startAudioOff: true }],
  ] as const)('asks for no microphone at the click with %s', async (_case, options) => {
    const { model, client } = modelClient(options);
    await settle(client.start({ assistant: 'a' }));
    expect(model.promptAt).toBeNull();
    await client.stop();
  });

  it('asks for the chosen microphone', async () => {
    const { model, client } = modelClient({ audioSource: 'usb-mic' });
    const asked = vi.spyOn(model, 'getUserMedia');
    vi.stubGlobal('navigator', { userAgent: 'test', mediaDevices: { getUserMedia: asked } });
    void client.start({ assistant: 'a' }).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'usb-mic' } } });
    await settle(client.stop());
  });

  it('a start without a microphone asks for none, joins without one and skips noise cancellation', async () => {
    const { model, client, progress } = modelClient();
    const asked = vi.spyOn(model, 'getUserMedia');
    const metadata: Record<string, unknown> = {};
    client.on('progress', (event) => {
      if (event.status !== 'started') metadata[event.stage] = event.metadata;
    });
    const started = await settle(client.start({ assistant: 'a' }, { microphone: false }));
    expect(started.status).toBe('fulfilled');
    expect(asked).not.toHaveBeenCalled();
    expect(model.promptAt).toBeNull();
    expect(client.getCallObject()).not.toBeNull();
    expect(metadata['daily-call-object-creation']).toMatchObject({ audioSource: false });
    expect(metadata['audio-processing-setup']).toEqual({ action: 'skipped-no-microphone' });
    expect(progress).toContain('daily-call-join:completed');
    await settle(client.stop());
    // The next start asks for the microphone again.
    await settle(client.start({ assistant: 'a' }));
    expect(asked).toHaveBeenCalledTimes(1);
    await settle(client.stop());
  });
});

describe('stop() during the warm-up', () => {
  const moments = [0, 50, 150, 200, 300, 450, 550, 600, 700, 900, 1200];

  it.each(moments)(
    'at %i ms: nothing is left, the microphone included; a new start works',
    async (at) => {
      const { model, client } = modelClient();
      const starting = client.start({ assistant: 'a' }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(at);
      await settle(client.stop());
      await vi.runAllTimersAsync();
      const outcome = await starting;
      if (at < LATENCY.webCall + LATENCY.joinSignalling) {
        expect(outcome).toMatchObject({ code: 'cancelled' });
      }
      expect(model.daily.live).toBe(0);
      expect(model.captures).toBe(0);
      expect(model.daily.instances.every((call) => !call.microphoneLive)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      expect(client.started).toBe(false);

      const again = await settle(client.start({ assistant: 'a' }));
      expect(again.status).toBe('fulfilled');
      expect(model.daily.live).toBe(1);
      await client.stop();
      expect(model.captures).toBe(0);
    },
  );

  it.each(START_STAGES.flatMap((stage) => [`${stage}:started`, `${stage}:completed`]))(
    'inside the progress listener at %s: nothing is left',
    async (moment) => {
      const { model, client } = modelClient();
      let stopped: Promise<void> | null = null;
      client.on('progress', (event) => {
        if (`${event.stage}:${event.status}` === moment && !stopped) stopped = client.stop();
      });
      const result = await settle(client.start({ assistant: 'a' }));
      await settle(stopped ?? Promise.resolve());
      expect(stopped).not.toBeNull();
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'cancelled' } });
      expect(model.daily.live).toBe(0);
      expect(model.captures).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('an AbortSignal during the warm-up cancels it the same way', async () => {
    const { model, client } = modelClient();
    const controller = new AbortController();
    const starting = client.start({ assistant: 'a' }, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(LATENCY.dailyImport + 10);
    controller.abort();
    await expect(settle(starting)).resolves.toMatchObject({
      status: 'rejected',
      reason: { code: 'cancelled' },
    });
    await settle(client.stop());
    expect(model.daily.live).toBe(0);
    expect(model.captures).toBe(0);
  });
});
