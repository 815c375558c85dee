// @vitest-environment jsdom

import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle, webCall } from '../test/harness';
import type { ProgressEvent } from './events';
import { START_STAGES } from './stages';
import { VoiceClient } from './voice-client';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A harness whose start runs every stage, with a timer in each place one can be. */
function fullHarness() {
  // Mobile: the permission wait is a timer; recording: video-recording-setup does work.
  const h = createHarness({ isMobile: true });
  h.webCallScript.result = { data: webCall({ artifactPlan: { videoRecordingEnabled: true } }) };
  return h;
}

/** Everything a call can leave behind, all of which must be gone. */
function leftovers(h: ReturnType<typeof createHarness>, baselineListeners: number) {
  return {
    liveCallObjects: h.daily.live,
    dailyListeners: h.daily.instances.reduce((sum, call) => sum + call.listenerCount(), 0),
    timers: vi.getTimerCount(),
    audioElements: document.querySelectorAll('audio').length,
    clientListeners: h.client.listenerCount() - baselineListeners,
    started: h.client.started,
  };
}

const NOTHING_LEFT = {
  liveCallObjects: 0,
  dailyListeners: 0,
  timers: 0,
  audioElements: 0,
  clientListeners: 0,
  started: false,
};

describe('stop() inside a progress listener', () => {
  const moments = START_STAGES.flatMap((stage) =>
    (['started', 'completed'] as const).map((status) => [stage, status] as const),
  );

  it.each(moments)(
    'at %s %s: the start is cancelled, nothing is left, and a second start works',
    async (stage, status) => {
      const h = fullHarness();
      let stopped: Promise<void> | null = null;
      const detach = h.client.on('progress', (event: ProgressEvent) => {
        // Synchronously, from inside the event, as a visitor's click handler could.
        if (event.stage === stage && event.status === status && !stopped) {
          stopped = h.client.stop();
        }
      });
      const baseline = h.client.listenerCount();
      const result = await startAndSettle(h);
      expect(stopped).not.toBeNull();
      await stopped;
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'cancelled' });
      expect(h.names()).not.toContain('call-start-failed');
      expect(h.names()).not.toContain('call-start-success');
      const last = h.events.at(-1);
      // Nothing after the stop but the end of a call that had joined.
      await vi.runAllTimersAsync();
      expect(h.events.at(-1)).toBe(last);
      expect(leftovers(h, baseline)).toEqual(NOTHING_LEFT);
      // Every call object that was created was destroyed.
      expect(h.daily.instances.every((call) => call.destroyed)).toBe(true);

      detach();
      const again = await startAndSettle(h);
      expect(again).toEqual({
        status: 'fulfilled',
        value: expect.objectContaining({ id: 'call-1' }),
      });
      expect(h.daily.live).toBe(1);
      await h.client.stop();
      expect(leftovers(h, baseline - 1)).toEqual(NOTHING_LEFT);
    },
  );

  it('START_STAGES is the order the start runs them: shuffling the export fails here', async () => {
    const h = fullHarness();
    const started: string[] = [];
    h.client.on('progress', (event: ProgressEvent) => {
      if (event.status === 'started') started.push(event.stage);
    });
    expect(await startAndSettle(h)).toMatchObject({ status: 'fulfilled' });
    expect(started).toEqual([...START_STAGES]);
    await h.client.stop();

    // A reconnect runs the same order, without creating a web call.
    started.length = 0;
    const again = await startAndSettle(h, () => h.client.reconnect(webCall({ id: 'again' })));
    expect(again).toMatchObject({ status: 'fulfilled' });
    expect(started).toEqual(START_STAGES.filter((stage) => stage !== 'web-call-creation'));
    await h.client.stop();
  });

  it('covers every stage of the start', () => {
    // The harness above makes every stage do its work: none is skipped by the table.
    expect(moments).toHaveLength(START_STAGES.length * 2);
    expect(START_STAGES).toHaveLength(9);
  });

  it('at a failed optional stage: the failure is reported, then the start is cancelled', async () => {
    const h = fullHarness();
    h.daily.script.remoteObserverError = { error: 'observer failed' };
    h.client.on('progress', (event) => {
      if (event.status === 'failed') void h.client.stop();
    });
    const result = await startAndSettle(h);
    expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'cancelled' });
    expect(h.progress()).toContain('audio-observer-setup:failed');
    expect(h.progress()).not.toContain('audio-processing-setup:started');
    expect(h.daily.live).toBe(0);
  });
});

/** Runs fake time until `promise` settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  await settled;
  return promise;
}

describe('one call per page', () => {
  function twoClients() {
    // One daily-js on the page: both clients create their call objects through it.
    const daily = new FakeDaily();
    const make = () =>
      new VoiceClient({
        createWebCall: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { data: webCall() };
        },
        createCallObject: daily.createCallObject,
        isMobile: false,
      });
    return { daily, first: make(), second: make() };
  }

  it('two clients starting at once never hold two call objects', async () => {
    const { daily, first, second } = twoClients();
    let most = 0;
    const watch = () => {
      most = Math.max(most, daily.live);
    };
    first.on('progress', watch);
    second.on('progress', watch);
    const results = Promise.allSettled([
      first.start({ assistant: 'a' }),
      second.start({ assistant: 'a' }),
    ]);
    await vi.runAllTimersAsync();
    const [one, two] = await results;
    expect(one?.status).toBe('fulfilled');
    expect(two?.status).toBe('rejected');
    // Refused by the page's slot before any call object, not by Daily's duplicate check.
    expect((two as PromiseRejectedResult).reason).toMatchObject({
      code: 'start-method-error',
      stage: 'initialization',
      message: 'Another call is already in progress on this page.',
    });
    expect(daily.instances).toHaveLength(1);
    expect(most).toBe(1);
    await first.stop();
    expect(daily.live).toBe(0);
  });

  it('a remounted client starts at once while the old one is still closing', async () => {
    const { daily, first, second } = twoClients();
    // Daily takes a while to let go of a call object.
    daily.script.leaveDelayMs = 300;
    await settle(first.start({ assistant: 'a' }));
    expect(daily.live).toBe(1);
    // The old page's clean-up and the new page's Start, in the same task.
    void first.stop();
    const starting = second.start({ assistant: 'a' });
    let most = 0;
    second.on('progress', () => {
      most = Math.max(most, daily.live);
    });
    await vi.runAllTimersAsync();
    await expect(starting).resolves.toEqual(webCall());
    expect(most).toBe(1);
    expect(daily.live).toBe(1);
    expect(daily.instances).toHaveLength(2);
    await settle(second.stop());
    expect(daily.live).toBe(0);
  });

  it('a start that waits for a closing call can itself be stopped', async () => {
    const { daily, first, second } = twoClients();
    daily.script.leaveDelayMs = 300;
    await settle(first.start({ assistant: 'a' }));
    void first.stop();
    const starting = second.start({ assistant: 'a' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    await settle(second.stop());
    await expect(starting).resolves.toMatchObject({ code: 'cancelled' });
    await vi.runAllTimersAsync();
    expect(daily.live).toBe(0);
    // And the slot is free again for either client.
    const third = first.start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await expect(third).resolves.toEqual(webCall());
    await settle(first.stop());
  });
});
