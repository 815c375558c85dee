// @vitest-environment jsdom
import { type BundleOutcome, FakeCallObject } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, webCall } from '../test/harness';
import type { CallStartFailedEvent, ProgressEvent } from './events';
import { START_STAGES, type StartStage } from './stages';
import { DEFAULT_TIMEOUTS } from './timeouts';
import type { VoiceClientBaseOptions } from './voice-client';

// Every wait of a start on a party outside the page has a deadline (`timeouts`), and a stop
// never waits on daily-js for ever. Each deadline's exact value is proven here on the one Daily
// fake (@org/daily-fake) with fake timers; e2e/real-daily-faults.spec.ts in the site provokes
// the same faults for real, on the production build and the real daily-js.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** A microphone the warm-up can capture, so that it asks the call machine to open it too. */
function grantMicrophone() {
  const tracks: { stopped: boolean }[] = [];
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    mediaDevices: {
      getUserMedia: async () => {
        const track = { kind: 'audio', stopped: false, stop: () => (track.stopped = true) };
        tracks.push(track);
        return { getTracks: () => [track] } as unknown as MediaStream;
      },
    },
  });
  return { released: () => tracks.every((track) => track.stopped), tracks };
}

/** When the client first calls `method` on a call object (fake time), once it has. */
function firstCallOf(method: 'load' | 'startCamera' | 'join'): () => number | undefined {
  let at: number | undefined;
  const original = FakeCallObject.prototype[method] as (...args: unknown[]) => unknown;
  vi.spyOn(FakeCallObject.prototype, method).mockImplementation(function (
    this: FakeCallObject,
    ...args: unknown[]
  ) {
    at ??= Date.now();
    return original.apply(this, args) as never;
  });
  return () => at;
}

/** A harness whose client records, per stage, when it started and how the start failed. */
function deadlineHarness(
  options: Partial<VoiceClientBaseOptions> = {},
  bundle: BundleOutcome = { kind: 'runs' },
) {
  const h = createHarness(options, { bundle });
  const started = new Map<StartStage, number>();
  h.client.on('progress', (event: ProgressEvent) => {
    if (event.status === 'started') started.set(event.stage, Date.now());
  });
  let outcome: PromiseSettledResult<unknown> | null = null;
  const start = () => {
    const begin = Date.now();
    void Promise.allSettled([h.client.start({ assistant: 'assistant-1' })]).then(([result]) => {
      outcome = result ?? null;
    });
    return begin;
  };
  const failure = () => {
    const failed = h.events.filter((event) => event.name === 'call-start-failed');
    return failed[0]?.args[0] as CallStartFailedEvent | undefined;
  };
  return { ...h, started, start, outcome: () => outcome, failure };
}

type DeadlineHarness = ReturnType<typeof deadlineHarness>;

/** Moves fake time on until `done()`, in steps of `step` ms, at most `limit` ms. */
async function advanceUntil(done: () => boolean, limit = 60_000, step = 10): Promise<void> {
  for (let waited = 0; !done(); waited += step) {
    if (waited > limit) throw new Error(`not done within ${limit} ms`);
    await vi.advanceTimersByTimeAsync(step);
  }
}

/**
 * Checks that `done()` comes exactly `ms` after `from` (fake time): not yet a millisecond before,
 * and at that millisecond.
 */
async function expectDoneAt(done: () => boolean, from: number, ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(from + ms - 1 - Date.now());
  expect(done(), `${ms - 1} ms after`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done(), `${ms} ms after`).toBe(true);
}

/** Nothing of the call is left: no live call object, no Daily listener, no timer. */
function expectNothingLeft(h: DeadlineHarness) {
  expect(h.daily.live).toBe(0);
  expect(h.daily.instances.every((call) => call.listenerCount() === 0)).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
  expect(h.client.started).toBe(false);
}

/**
 * Checks that the start failed with `timeout` in `stage`, with `message`, reported once by
 * `call-start-failed` and as the stage's `failed` progress.
 */
function expectTimedOut(h: DeadlineHarness, stage: StartStage, message: string) {
  const outcome = h.outcome();
  expect(outcome?.status).toBe('rejected');
  const error = (outcome as PromiseRejectedResult).reason;
  expect(error).toMatchObject({ name: 'VoiceClientError', code: 'timeout', stage, message });
  expect(error.cause).toMatchObject({ name: 'TimeoutError', message });
  expect(h.failure()).toMatchObject({ stage, error });
  expect(h.progress()).toContain(`${stage}:failed`);
  expect(h.events.filter((event) => event.name === 'call-start-failed')).toHaveLength(1);
}

/** A second start, with the fault gone, connects. */
async function expectNextStartWorks(h: DeadlineHarness) {
  h.daily.script.bundle = { kind: 'runs' };
  h.daily.script.join = { kind: 'joined' };
  h.webCallScript.delayMs = 20;
  const again = Promise.allSettled([h.client.start({ assistant: 'assistant-1' })]);
  await vi.runAllTimersAsync();
  const [result] = await again;
  expect(result?.status).toBe('fulfilled');
  await h.client.stop();
}

describe('the web call deadline', () => {
  it('fails the start at exactly timeouts.webCall, with the request aborted', async () => {
    const h = deadlineHarness();
    h.webCallScript.delayMs = 10 * DEFAULT_TIMEOUTS.webCall;
    h.start();
    await advanceUntil(() => h.started.has('web-call-creation'));
    // The request leaves as the stage starts.
    const asked = h.started.get('web-call-creation') ?? 0;
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.webCall - 1 - (Date.now() - asked));
    expect(h.outcome()).toBeNull();
    expect(h.requests[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.failure()).toBeDefined();
    expect(Date.now() - asked).toBe(DEFAULT_TIMEOUTS.webCall);
    await vi.advanceTimersByTimeAsync(0);
    expectTimedOut(h, 'web-call-creation', 'The voice provider did not answer within 15 s.');
    // The request itself was ended, with the timeout as its reason.
    expect(h.requests[0]?.signal.aborted).toBe(true);
    expect(h.requests[0]?.signal.reason).toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.destroy + 1000);
    // The web call's own timer is the harness's, still running: clear it before counting.
    vi.clearAllTimers();
    expect(h.daily.live).toBe(0);
    expect(h.client.started).toBe(false);
    await expectNextStartWorks(h);
  });

  it('takes the bound it is given, and a provider answering just in time connects', async () => {
    const h = deadlineHarness({ timeouts: { webCall: 500 } });
    h.webCallScript.delayMs = 499;
    h.start();
    await vi.runAllTimersAsync();
    expect(h.outcome()?.status).toBe('fulfilled');
    await h.client.stop();

    h.webCallScript.delayMs = 501;
    h.start();
    await vi.runAllTimersAsync();
    expectTimedOut(h, 'web-call-creation', 'The voice provider did not answer within 500 ms.');
  });
});

describe('the join deadline', () => {
  it('fails the start at exactly timeouts.join after join() was asked', async () => {
    const joinedAt = firstCallOf('join');
    const h = deadlineHarness();
    h.daily.script.join = { kind: 'hold' };
    h.start();
    await advanceUntil(() => h.daily.instances[0]?.joinHeld === true);
    // Counted from join() itself: the call machine before it had its own bound.
    const asked = joinedAt() ?? 0;
    await expectDoneAt(() => h.failure() !== undefined, asked, DEFAULT_TIMEOUTS.join);
    await vi.runAllTimersAsync();
    expectTimedOut(h, 'daily-call-join', 'Daily did not let the call in within 20 s.');
    expectNothingLeft(h);
    await expectNextStartWorks(h);
  });

  it('a join answered just before the deadline connects', async () => {
    const h = deadlineHarness();
    h.daily.script.join = { kind: 'hold' };
    h.start();
    await advanceUntil(() => h.daily.instances[0]?.joinHeld === true);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.join - 50);
    expect(h.daily.last.releaseJoin()).toBe(true);
    await vi.runAllTimersAsync();
    expect(h.outcome()?.status).toBe('fulfilled');
    expect(h.progress().at(-1)).toBe('audio-processing-setup:completed');
    await h.client.stop();
  });
});

describe('the call machine deadline', () => {
  it('a bundle that never starts: the warm-up fails the join stage 20 s after asking it to open the microphone', async () => {
    const microphone = grantMicrophone();
    const askedAt = firstCallOf('startCamera');
    const h = deadlineHarness({}, { kind: 'inert' });
    h.start();
    await advanceUntil(() => askedAt() !== undefined);
    const asked = askedAt() ?? 0;
    // Reported as soon as the deadline passes, while the call object is still being destroyed.
    await expectDoneAt(() => h.failure() !== undefined, asked, DEFAULT_TIMEOUTS.callMachine);
    expect(h.outcome()).toBeNull();
    // Its destroy never finishes by itself: answered in the call machine's place (jsdom has the
    // window daily-js listens on), within the destroy bound; then the start rejects.
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.destroy + 1000);
    expectTimedOut(h, 'daily-call-join', "Daily's call machine did not start within 20 s.");
    // It never got as far as join().
    expect(h.daily.last.callsTo('join')).toEqual([]);
    expect(h.logger.warnings.map(([message]) => message)).toContainEqual(
      expect.stringContaining("Daily's call machine did not answer the leave within 3 s"),
    );
    expectNothingLeft(h);
    expect(microphone.released()).toBe(true);
    await expectNextStartWorks(h);
  });

  it('a bundle request never answered: fails 20 s after the load began, in the stage waiting for it', async () => {
    grantMicrophone();
    const h = deadlineHarness({}, { kind: 'unanswered' });
    const clicked = h.start();
    // The warm-up starts loading in the click's task.
    await expectDoneAt(() => h.outcome() !== null, clicked, DEFAULT_TIMEOUTS.callMachine);
    expectTimedOut(h, 'daily-call-join', "Daily's call machine did not start within 20 s.");
    await vi.runAllTimersAsync();
    expectNothingLeft(h);
    await expectNextStartWorks(h);
  });

  it('without the warm-up, bounds the load that the join stage asks for on its own', async () => {
    const askedAt = firstCallOf('load');
    const h = deadlineHarness({ warmUp: false }, { kind: 'unanswered' });
    h.start();
    await advanceUntil(() => askedAt() !== undefined);
    const asked = askedAt() ?? 0;
    await expectDoneAt(() => h.outcome() !== null, asked, DEFAULT_TIMEOUTS.callMachine);
    expectTimedOut(h, 'daily-call-join', "Daily's call machine did not start within 20 s.");
    expect(h.daily.last.callsTo('join')).toEqual([]);
    await vi.runAllTimersAsync();
    expectNothingLeft(h);
  });

  it('without the warm-up, a bundle that never starts runs into the join deadline', async () => {
    const askedAt = firstCallOf('join');
    const h = deadlineHarness({ warmUp: false, timeouts: { join: 5000 } }, { kind: 'inert' });
    h.start();
    await advanceUntil(() => askedAt() !== undefined);
    const asked = askedAt() ?? 0;
    await expectDoneAt(() => h.failure() !== undefined, asked, 5000);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.destroy + 1000);
    expectTimedOut(h, 'daily-call-join', 'Daily did not let the call in within 5 s.');
    expectNothingLeft(h);
  });

  it('the visitor’s time at the microphone prompt is not counted', async () => {
    let grant: () => void = () => {};
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      mediaDevices: {
        getUserMedia: () =>
          new Promise<MediaStream>((resolve) => {
            grant = () => resolve({ getTracks: () => [{ stop() {} }] } as unknown as MediaStream);
          }),
      },
    });
    const h = deadlineHarness();
    h.start();
    // The visitor reads the prompt for longer than the call machine may take.
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.callMachine + 5000);
    expect(h.outcome()).toBeNull();
    grant();
    await vi.runAllTimersAsync();
    expect(h.outcome()?.status).toBe('fulfilled');
    await h.client.stop();
  });
});

describe('a stop always returns', () => {
  /** The faults a stop can meet, each leaving one wait unanswered. */
  const faults = [
    {
      name: 'the provider never answers',
      arrange: (h: DeadlineHarness) => {
        h.webCallScript.delayMs = 10 * DEFAULT_TIMEOUTS.webCall;
      },
    },
    {
      name: 'the bundle request is never answered',
      arrange: (h: DeadlineHarness) => {
        h.daily.script.bundle = { kind: 'unanswered' };
      },
    },
    {
      name: 'the bundle never starts a call machine',
      arrange: (h: DeadlineHarness) => {
        h.daily.script.bundle = { kind: 'inert' };
      },
    },
    {
      name: 'the join is never answered',
      arrange: (h: DeadlineHarness) => {
        h.daily.script.join = { kind: 'hold' };
      },
    },
  ];
  const moments = [0, 10, 100, 1000, 5000];

  for (const fault of faults) {
    it.each(moments)(
      `${fault.name}: stop() %i ms after the start returns, nothing is left`,
      async (at) => {
        const microphone = grantMicrophone();
        const h = deadlineHarness();
        fault.arrange(h);
        h.start();
        await vi.advanceTimersByTimeAsync(at);
        const count = h.events.length;
        let stopped = false;
        const stopping = h.client.stop().then(() => {
          stopped = true;
        });
        // The call's state ends at once; the stop itself never waits longer than the destroy
        // bound and the second daily-js gets once answered.
        expect(h.client.started).toBe(false);
        await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.destroy + 1000);
        expect(stopped).toBe(true);
        await stopping;
        expect(h.outcome()).toMatchObject({ status: 'rejected', reason: { code: 'cancelled' } });
        expect(h.names()).not.toContain('call-start-failed');
        // Only the end of a start is reported after the stop; nothing later.
        expect(
          h
            .names()
            .slice(count)
            .every((name) => name === 'state-change'),
        ).toBe(true);
        vi.clearAllTimers();
        expect(h.daily.live).toBe(0);
        expect(h.daily.instances.every((call) => call.listenerCount() === 0)).toBe(true);
        expect(microphone.released()).toBe(true);
        await expectNextStartWorks(h);
      },
    );
  }

  it('a start that runs into a fault still reports the nine stages in order up to it', async () => {
    const h = deadlineHarness();
    h.daily.script.join = { kind: 'hold' };
    h.start();
    await vi.runAllTimersAsync();
    const expected = START_STAGES.slice(0, START_STAGES.indexOf('daily-call-join') + 1).flatMap(
      (stage) => [
        `${stage}:started`,
        `${stage}:${stage === 'daily-call-join' ? 'failed' : 'completed'}`,
      ],
    );
    expect(h.progress()).toEqual(expected);
  });

  it('web calls answered slowly but in time still connect', async () => {
    const h = deadlineHarness();
    h.webCallScript.delayMs = 10_000;
    h.webCallScript.result = { data: webCall() };
    h.start();
    await vi.runAllTimersAsync();
    expect(h.outcome()?.status).toBe('fulfilled');
    await h.client.stop();
  });
});
