import {
  callMachineUrl,
  type DailyRoutes,
  expectReleased,
  type RouteFaults,
  standInState,
} from '@org/daily-fake/real-daily';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  answerJoin,
  eventLog,
  type Harness,
  LATE_SLACK_MS,
  openHarness as openFace,
  PROVIDER,
  RELEASE_BOUND_MS,
  SHORT_TIMEOUTS,
  SLACK_MS,
  STOP_MS,
  settledStart,
  startCall,
  stopCall,
} from './harness';

// The `./vapi` drop-in (`@org/voice-client/vapi`, as built: dist/) on the real call stack: the
// real daily-js in Chromium under the Content-Security-Policy this package's README asks for,
// Daily's CDN, its hosts and the provider played by Playwright's routes
// (`@org/daily-fake/real-daily`). The page is the harness of e2e/harness.ts (a drop-in user's
// app), served from https://app.test by a route. What the drop-in adds to Vapi must hold on the
// real daily-js: the warm-up (the call machine loaded and the microphone opened while the
// provider answers), every wait bounded (a fault ends the start by itself, at its deadline), and
// stop() ending a start in any wait, leaving no call object and no microphone track (the call
// engine's own chunk, late or never served, is e2e/engine-chunk.spec.ts's, for both faces). The
// fault matrix's deadlines are shortened (`timeouts`: the web call 2 s, the join 5 s, the call
// machine 6 s) so that it stays short; a whole call and the stops run at the client's default
// ones, as the site's fault matrix (apps/site/e2e/real-daily-faults.spec.ts) does on the native
// face. Runs in this package's Playwright project (playwright.config.ts).

const AGENT = 'dropin-agent';
/**
 * The fault matrix's deadlines: the web call 6 s and the join 5 s, the call machine 6 s. The call
 * machine's bound runs from the click over daily-js's import and the bundle's load, which beside
 * the site's suites took 2.2 s (daily-js's import alone 1.4 s) and ran out a 2 s bound before
 * the stand-in was asked anything; the matrix's new start after each fault loads it again.
 */
const TIMEOUTS = { ...SHORT_TIMEOUTS, callMachine: 6_000 };

/** Opens the harness on the drop-in with the routes playing `faults`, the microphone allowed. */
function openHarness(page: Page, context: BrowserContext, faults?: RouteFaults): Promise<Harness> {
  return openFace(page, context, { face: 'vapi', faults, timeouts: TIMEOUTS });
}

const startDropIn = (page: Page) => startCall(page, AGENT);
const stopDropIn = stopCall;

/** The network recovered: a new start reaches the provider, connects, and stop() ends it. */
async function startAgain(harness: Harness) {
  const { page, daily } = harness;
  daily.heal();
  const webCalls = daily.webCalls.length;
  const signalling = daily.signalling.length;
  await startDropIn(page);
  await expect.poll(() => daily.webCalls.length).toBe(webCalls + 1);
  const server = await answerJoin(harness, signalling);
  expect(await stopDropIn(page)).toBeLessThan(STOP_MS);
  await expect.poll(() => server.closed).toBe(true);
  await expectReleased(page, 'after the second call');
}

test.describe('the ./vapi drop-in on the real daily-js, under the README’s policy', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a whole call: the warm-up opens the microphone before the join, stop() lets go of everything', async ({
    page,
    context,
  }) => {
    // The client's default deadlines: this call waits for none of them to run out.
    const harness = await openFace(page, context, { face: 'vapi' });
    const { daily, watch } = harness;
    // Nothing of Daily before the start: the drop-in imports daily-js on first use.
    expect(daily.cdn).toEqual([]);
    await startDropIn(page);
    await expect.poll(() => daily.webCalls.length).toBe(1);
    expect(daily.webCalls[0]).toEqual({
      authorization: `Bearer ${PROVIDER.publicKey}`,
      body: { assistantId: AGENT },
    });
    const server = await answerJoin(harness, 0);
    expect((await settledStart(page, 5_000)).value).toBe('call-1');
    // The warm-up: the call machine opened the microphone (startCamera) before the join.
    const received = (await standInState(page))?.received ?? [];
    expect(received.indexOf('start-camera')).toBeGreaterThanOrEqual(0);
    expect(received.indexOf('start-camera')).toBeLessThan(received.indexOf('join-meeting'));
    // One bundle load, as a script (avoidEval under the policy).
    const bundles = daily.cdn.filter((request) => request.url === callMachineUrl('daily.co'));
    expect(bundles).toEqual([{ url: callMachineUrl('daily.co'), resourceType: 'script' }]);
    expect(daily.cdn.filter((request) => request.resourceType !== 'script')).toEqual([]);

    expect(await stopDropIn(page)).toBeLessThan(STOP_MS);
    await expect.poll(() => server.closed).toBe(true);
    await expectReleased(page, 'after stop()');
    await watch.assertClean();
  });

  // Each fault ends the start by itself, at its deadline (the page's clock), which runs from the
  // start of the stage `from` (the warm-up loads the call machine from the click on, within the
  // call machine's bound, and the join waits for it).
  const FAULTS: {
    title: string;
    routes: RouteFaults;
    stage: string;
    from: string;
    within: number;
  }[] = [
    {
      title: 'the provider never answers',
      routes: { provider: 'unanswered' },
      stage: 'web-call-creation',
      from: 'web-call-creation',
      within: TIMEOUTS.webCall,
    },
    {
      title: 'Daily’s bundle is empty: the call machine never starts',
      routes: { bundle: 'empty' },
      stage: 'daily-call-join',
      from: 'initialization',
      within: TIMEOUTS.callMachine,
    },
    {
      title: 'Daily’s server never answers the join',
      routes: {},
      stage: 'daily-call-join',
      from: 'daily-call-join',
      within: TIMEOUTS.join,
    },
  ];
  for (const fault of FAULTS) {
    test(`${fault.title}: start() ends by itself at its deadline, leaves nothing, and a new start connects`, async ({
      page,
      context,
    }) => {
      const harness = await openHarness(page, context, fault.routes);
      await startDropIn(page);
      const start = await settledStart(page, fault.within + RELEASE_BOUND_MS + 10_000);
      expect(start.value).toBeNull();
      // The failure is reported at the deadline, which runs from the start of the stage that
      // waits (the stages before it take their own time on a busy machine).
      const log = await eventLog(page);
      const failed = log.filter((event) => event.name === 'call-start-failed');
      expect(failed.map((event) => event.stage)).toEqual([fault.stage]);
      const waitBegan = log.find(
        (event) =>
          event.name === 'call-start-progress' &&
          event.stage === fault.from &&
          event.status === 'started',
      );
      expect(waitBegan, `no started progress for ${fault.from}`).toBeDefined();
      const reported = (failed[0]?.at as number) - (waitBegan?.at as number);
      expect(reported).toBeGreaterThanOrEqual(fault.within - SLACK_MS);
      expect(reported).toBeLessThan(fault.within + LATE_SLACK_MS);
      // start() resolves once the call object is gone: a destroy daily-js cannot finish (a call
      // machine that never started) is bounded too.
      expect((start.settled as number) - (waitBegan?.at as number)).toBeLessThan(
        fault.within + RELEASE_BOUND_MS + LATE_SLACK_MS,
      );
      await expectReleased(page, 'after the fault');
      await startAgain(harness);
    });
  }

  // stop() during each wait returns within STOP_MS, under any deadline it could wait out, and
  // ends the start with nothing left.
  const WAITS: { title: string; routes: RouteFaults; underWay: (daily: DailyRoutes) => boolean }[] =
    [
      {
        title: 'the web call',
        routes: { provider: 'unanswered' },
        underWay: (daily) => daily.webCalls.length === 1,
      },
      {
        title: 'the call machine’s bundle',
        routes: { bundle: 'unanswered' },
        underWay: (daily) => daily.cdn.length === 1,
      },
      {
        title: 'the join',
        routes: {},
        underWay: (daily) =>
          Boolean(daily.signalling[0]?.received.some((signal) => signal.type === 'join')),
      },
    ];
  for (const wait of WAITS) {
    test(`stop() during ${wait.title} returns at once and leaves nothing behind`, async ({
      page,
      context,
    }) => {
      // The client's default deadlines, not the short ones: a stop must not wait for any, and on
      // a loaded machine a short deadline ran out before the poll below saw the wait (CI).
      const harness = await openFace(page, context, { face: 'vapi', faults: wait.routes });
      await startDropIn(page);
      await expect.poll(() => wait.underWay(harness.daily), { timeout: 10_000 }).toBe(true);
      expect(await stopDropIn(page)).toBeLessThan(STOP_MS);
      expect((await settledStart(page, STOP_MS + 1_000)).value).toBeNull();
      // A stop is no failure.
      expect((await eventLog(page)).map((event) => event.name)).not.toContain('call-start-failed');
      await expectReleased(page, 'after stop()');
      await startAgain(harness);
    });
  }
});
