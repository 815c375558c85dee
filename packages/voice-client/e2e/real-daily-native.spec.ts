import { expectReleased, standInState } from '@org/daily-fake/real-daily';
import { expect, test } from '@playwright/test';
import {
  answerJoin,
  eventLog,
  type HarnessEvent,
  openHarness,
  PROVIDER,
  STOP_MS,
  settledStart,
  startCall,
  startStages,
  stopCall,
} from './harness';

// The native face (`VoiceClient`, dist/index.js) on the harness of e2e/harness.ts, on the real
// daily-js with Daily's call machine played by @org/daily-fake's stand-in: a call starts, the
// assistant listens, stop() ends it, and nothing of the call is left. The drop-in's tests
// (real-daily-dropin.spec.ts) run on the same harness, which loads either face.

const AGENT = 'native-agent';

/** The events other than the start's progress, by name, in order. */
const milestones = (log: readonly HarnessEvent[]) =>
  log.filter((event) => event.name !== 'progress').map((event) => event.state ?? event.name);

test('the native face on the real daily-js: a whole call starts and stops, leaving no call object and no microphone track', async ({
  page,
  context,
}) => {
  const harness = await openHarness(page, context, { face: 'native' });
  const { daily, watch } = harness;
  // Nothing of Daily before the start: the client imports daily-js on first use.
  expect(daily.cdn).toEqual([]);
  await startCall(page, AGENT);
  await expect.poll(() => daily.webCalls.length).toBe(1);
  expect(daily.webCalls[0]).toEqual({
    authorization: `Bearer ${PROVIDER.publicKey}`,
    body: { assistantId: AGENT },
  });
  const server = await answerJoin(harness, 0);
  const start = await settledStart(page, 10_000);
  expect(start).toMatchObject({ value: 'call-1' });
  expect(start.error).toBeUndefined();

  // Every stage of the start (the built package's own list) started and completed, in order.
  const progress = (await eventLog(page)).filter((event) => event.name === 'progress');
  expect(progress.map((event) => `${event.stage} ${event.status}`)).toEqual(
    (await startStages(page)).flatMap((stage) => [`${stage} started`, `${stage} completed`]),
  );
  // The call library joined, the assistant listens, the start succeeded.
  expect(milestones(await eventLog(page))).toEqual([
    'joining',
    'joined',
    'call-start',
    'call-start-success',
  ]);
  // daily-js's report of fatal errors to Daily's Sentry is turned off on the call object the
  // client made (daily/loader.ts): its private reporter, still daily-js's, is shadowed by a no-op.
  expect(
    await page.evaluate(async () => {
      const specifier = '@daily-co/daily-js';
      const daily = (await import(specifier)) as { default: { getCallInstance(): object } };
      const call = daily.default.getCallInstance();
      const reporter = '_maybeSendToSentry';
      return {
        daily: typeof Reflect.get(Object.getPrototypeOf(call), reporter),
        own: Object.hasOwn(call, reporter),
        answers: (Reflect.get(call, reporter) as (event: object) => unknown)({
          error: { type: 'connection-error' },
        }),
      };
    }),
  ).toEqual({ daily: 'function', own: true, answers: undefined });
  // The warm-up: the call machine opened the microphone (startCamera) before the join.
  const received = (await standInState(page))?.received ?? [];
  expect(received.indexOf('start-camera')).toBeGreaterThanOrEqual(0);
  expect(received.indexOf('start-camera')).toBeLessThan(received.indexOf('join-meeting'));

  expect(await stopCall(page)).toBeLessThan(STOP_MS);
  await expect.poll(() => server.closed).toBe(true);
  // A joined call ends with `call-end`, once, during stop().
  expect(milestones(await eventLog(page)).slice(4)).toEqual(['left', 'call-end']);
  await expectReleased(page, 'after stop()');
  expect((await standInState(page))?.microphone).toBe('released');
  await watch.assertClean();
});
