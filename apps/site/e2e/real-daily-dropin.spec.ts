import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  callMachineUrl,
  type DailyRoutes,
  expectReleased,
  microphoneRequests,
  ROOM,
  type RouteFaults,
  routeDaily,
  type Signalling,
  standInState,
  watchMicrophone,
  watchPage,
} from '@org/daily-fake/real-daily';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROVIDER } from './real-daily-support';

// The `./vapi` drop-in (`@org/voice-client/vapi`, as built: dist/) on the real call stack of
// real-daily.spec.ts: the real daily-js in Chromium under the site's own Content Security
// Policy, Daily's CDN, its hosts and the provider played by Playwright's routes. The page is a
// harness of the test's (a drop-in user's app), served from https://dropin.test by a route. What
// the drop-in adds to Vapi must hold on the real daily-js: the warm-up (the call machine loaded
// and the microphone opened while the provider answers), every wait bounded (a fault ends the
// start by itself, at its deadline), and stop() ending a start in any wait, leaving no call
// object and no microphone track. Its call engine is a chunk of its own: a start before it
// arrived still asks for the microphone and the web call at the click, and one that never
// arrives ends the start at the call machine's deadline. The deadlines are shortened
// (`timeouts`, 2 s each) so that the matrix stays short; the site's fault matrix
// (real-daily-faults.spec.ts) runs the native face at the default ones. Runs in the
// `real-daily-faults` project (playwright.faults.config.ts).

const HARNESS = 'https://dropin.test';
const AGENT = 'dropin-agent';
/** The drop-in's deadlines here: the web call, the call machine and the join, 2 s each. */
const TIMEOUTS = { webCall: 2_000, callMachine: 2_000, join: 2_000, destroy: 2_000 };
/** The drop-in's join loads the call machine and joins, as Vapi's does: bounded by both. */
const JOIN_BOUND_MS = TIMEOUTS.callMachine + TIMEOUTS.join;
/** Slack for a deadline measured on the page's clock (timers, the event loop). */
const SLACK_MS = 1_000;
/**
 * How long releasing a call may take at most: the destroy's bound, then the second daily-js
 * gets to take the client's answer to its leave (src/destroy-call-object.ts).
 */
const RELEASE_BOUND_MS = TIMEOUTS.destroy + 1_000;
/** How soon stop() must return, in any wait. */
const STOP_MS = 1_000;

const require = createRequire(import.meta.url);
const voiceClientDist = join(dirname(require.resolve('@org/voice-client/package.json')), 'dist');
const dailyEsm = join(
  dirname(
    createRequire(join(voiceClientDist, '..', 'package.json')).resolve(
      '@daily-co/daily-js/package.json',
    ),
  ),
  'dist',
  'daily-esm.js',
);

/** The app: the drop-in imported as an app's bundler would, daily-js by the import map. */
const IMPORT_MAP = JSON.stringify({ imports: { '@daily-co/daily-js': '/daily-js.js' } });
const HARNESS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>drop-in</title>
<script type="importmap">${IMPORT_MAP}</script>
<script type="module" src="/harness.js"></script>
</head><body><p>drop-in harness</p></body></html>
`;

/**
 * The harness: one drop-in client with the site's provider and key, `avoidEval` (the policy
 * allows no eval), the shortened deadlines; every event it emits recorded with the page's time.
 */
const HARNESS_JS = `
import Vapi from '/voice-client/vapi.js';
const log = [];
const vapi = new Vapi(${JSON.stringify(PROVIDER.publicKey)}, ${JSON.stringify(PROVIDER.apiUrl)},
  { avoidEval: true }, undefined, { timeouts: ${JSON.stringify(TIMEOUTS)} });
for (const name of ['call-start', 'call-end', 'call-start-failed', 'call-start-success', 'error', 'call-start-progress']) {
  vapi.on(name, (payload) => log.push({ name, at: performance.now(), stage: payload?.stage, status: payload?.status }));
}
window.__dropin = {
  log,
  starts: [],
  start() {
    const start = { at: performance.now(), settled: null, value: undefined };
    window.__dropin.starts.push(start);
    vapi.start(${JSON.stringify(AGENT)}).then((value) => {
      start.settled = performance.now();
      start.value = value === null ? null : value.id;
    });
  },
  async stop() {
    const at = performance.now();
    await vapi.stop();
    return performance.now() - at;
  },
};
`;

/** The site's policy (dist-bench/_headers), with the harness's import map allowed by its hash. */
function harnessPolicy(): string {
  const headers = readFileSync(
    fileURLToPath(new URL('../dist-bench/_headers', import.meta.url)),
    'utf8',
  );
  const policy = headers.match(/Content-Security-Policy: (.*)/)?.[1];
  if (!policy) throw new Error('No Content-Security-Policy in apps/site/dist-bench/_headers');
  const hash = createHash('sha256').update(IMPORT_MAP).digest('base64');
  return policy.replace(/'sha256-[^']+'/, `'sha256-${hash}'`);
}

/**
 * How the drop-in's call engine chunk (dist/vapi-call-*.js, imported by the client when it is
 * constructed) is served: at once, when the test lets it (`late`), or never.
 */
type EngineRoute = { kind: 'served' } | { kind: 'late'; until: Promise<void> } | { kind: 'never' };

/** Serves the harness, the built drop-in and daily-js from https://dropin.test. */
async function routeHarness(
  context: BrowserContext,
  engine: EngineRoute = { kind: 'served' },
): Promise<void> {
  const policy = harnessPolicy();
  await context.route(`${HARNESS}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const js = { contentType: 'text/javascript', headers: { 'cache-control': 'no-store' } };
    if (path === '/') {
      return route.fulfill({
        body: HARNESS_HTML,
        contentType: 'text/html',
        headers: { 'content-security-policy': policy },
      });
    }
    if (path === '/harness.js') return route.fulfill({ ...js, body: HARNESS_JS });
    if (path === '/daily-js.js') return route.fulfill({ ...js, path: dailyEsm });
    const file = /^\/voice-client\/([\w-]+\.js)$/.exec(path)?.[1];
    if (file?.startsWith('vapi-call-') && engine.kind !== 'served') {
      // Never answered: the request stays pending (the route is never fulfilled).
      if (engine.kind === 'never') return;
      return engine.until.then(() => route.fulfill({ ...js, path: join(voiceClientDist, file) }));
    }
    if (file) return route.fulfill({ ...js, path: join(voiceClientDist, file) });
    return route.fulfill({ status: 404 });
  });
}

interface Harness {
  page: Page;
  daily: DailyRoutes;
  watch: Awaited<ReturnType<typeof watchPage>>;
}

/**
 * Opens the harness with the routes playing `faults`, the microphone allowed and watched, the
 * call engine chunk served as `engine` says.
 */
async function openHarness(
  page: Page,
  context: BrowserContext,
  faults?: RouteFaults,
  engine?: EngineRoute,
) {
  const watch = await watchPage(page);
  await watchMicrophone(page);
  const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl, faults });
  await routeHarness(context, engine);
  await context.grantPermissions(['microphone'], { origin: HARNESS });
  // The harness is not the site: no hydration to wait for (see fixtures.ts).
  await page.goto(`${HARNESS}/`, { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => Boolean(Reflect.get(window, '__dropin')))).toBe(true);
  return { page, daily, watch } satisfies Harness;
}

interface StartRecord {
  at: number;
  settled: number | null;
  value: string | null | undefined;
}

const startDropIn = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__dropin') as { start(): void }).start());
const stopDropIn = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__dropin') as { stop(): Promise<number> }).stop());
const starts = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__dropin') as { starts: StartRecord[] }).starts);
const eventLog = (page: Page) =>
  page.evaluate(
    () =>
      (
        Reflect.get(window, '__dropin') as {
          log: { name: string; at: number; stage?: string; status?: string }[];
        }
      ).log,
  );

/** The last start, once it settled (within `bound` ms of the test's clock). */
async function settledStart(page: Page, bound: number): Promise<StartRecord> {
  await expect
    .poll(async () => (await starts(page)).at(-1)?.settled ?? null, { timeout: bound })
    .not.toBeNull();
  return (await starts(page)).at(-1) as StartRecord;
}

/** Daily's server lets the call in and the assistant listens: `call-start`. */
async function answerJoin({ page, daily }: Harness, index: number): Promise<Signalling> {
  await expect.poll(() => daily.signalling.length, { timeout: 10_000 }).toBeGreaterThan(index);
  const server = daily.signalling[index] as Signalling;
  await expect.poll(() => server.received).toEqual([{ type: 'join', room: ROOM.name }]);
  const callStarts = async () =>
    (await eventLog(page)).filter((event) => event.name === 'call-start').length;
  const before = await callStarts();
  server.send({ type: 'joined' });
  server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
  await expect.poll(callStarts).toBe(before + 1);
  return server;
}

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

test.describe('the ./vapi drop-in on the real daily-js, under the site’s policy', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a whole call: the warm-up opens the microphone before the join, stop() lets go of everything', async ({
    page,
    context,
  }) => {
    const harness = await openHarness(page, context);
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

  // Each fault ends the start by itself, at its deadline (the page's clock, from the start).
  const FAULTS: { title: string; routes: RouteFaults; stage: string; within: number }[] = [
    {
      title: 'the provider never answers',
      routes: { provider: 'unanswered' },
      stage: 'web-call-creation',
      within: TIMEOUTS.webCall,
    },
    {
      title: 'Daily’s bundle is empty: the call machine never starts',
      routes: { bundle: 'empty' },
      stage: 'daily-call-join',
      within: JOIN_BOUND_MS,
    },
    {
      title: 'Daily’s server never answers the join',
      routes: {},
      stage: 'daily-call-join',
      within: JOIN_BOUND_MS,
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
          event.stage === fault.stage &&
          event.status === 'started',
      );
      expect(waitBegan, `no started progress for ${fault.stage}`).toBeDefined();
      const reported = (failed[0]?.at as number) - (waitBegan?.at as number);
      expect(reported).toBeGreaterThanOrEqual(fault.within - SLACK_MS);
      expect(reported).toBeLessThan(fault.within + SLACK_MS);
      // start() resolves once the call object is gone: a destroy daily-js cannot finish (a call
      // machine that never started) is bounded too.
      expect((start.settled as number) - (waitBegan?.at as number)).toBeLessThan(
        fault.within + RELEASE_BOUND_MS + SLACK_MS,
      );
      await expectReleased(page, 'after the fault');
      await startAgain(harness);
    });
  }

  // stop() during each wait returns within a second and ends the start with nothing left.
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
      const harness = await openHarness(page, context, wait.routes);
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
  // The call engine is a chunk of its own, imported when the client is constructed. A start
  // before it arrived still asks for the microphone and the web call at the click.
  test('the call engine arrives late: the prompt and the web call leave at the click, and the call connects', async ({
    page,
    context,
  }) => {
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const harness = await openHarness(page, context, undefined, { kind: 'late', until });
    const { daily, watch } = harness;
    await startDropIn(page);
    await expect.poll(() => daily.webCalls.length).toBe(1);
    expect(await microphoneRequests(page)).toBe(1);
    // Daily is not touched before the engine: daily-js may load, its call machine may not.
    expect(daily.cdn).toEqual([]);
    release();
    const server = await answerJoin(harness, 0);
    expect((await settledStart(page, 5_000)).value).toBe('call-1');
    // The warm-up took over the capture made at the click: the only other is the call
    // machine's own (startCamera), as in a start on a loaded engine.
    expect(await microphoneRequests(page)).toBe(2);
    const received = (await standInState(page))?.received ?? [];
    expect(received.indexOf('start-camera')).toBeLessThan(received.indexOf('join-meeting'));
    expect(daily.webCalls).toHaveLength(1);
    expect(await stopDropIn(page)).toBeLessThan(STOP_MS);
    await expect.poll(() => server.closed).toBe(true);
    await expectReleased(page, 'after stop()');
    await watch.assertClean();
  });

  test('the call engine never arrives: start() ends at the call machine’s deadline and lets go of the microphone', async ({
    page,
    context,
  }) => {
    await openHarness(page, context, { provider: 'unanswered' }, { kind: 'never' });
    const abortedWebCalls: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/call/web'))
        abortedWebCalls.push(`${request.failure()?.errorText}`);
    });
    await startDropIn(page);
    const start = await settledStart(page, TIMEOUTS.callMachine + 10_000);
    expect(start.value).toBeNull();
    const log = await eventLog(page);
    const failed = log.filter((event) => event.name === 'call-start-failed');
    expect(failed).toHaveLength(1);
    const reported = (failed[0]?.at as number) - start.at;
    expect(reported).toBeGreaterThanOrEqual(TIMEOUTS.callMachine - SLACK_MS);
    expect(reported).toBeLessThan(TIMEOUTS.callMachine + SLACK_MS);
    // Not the web call's deadline: the request left at the click and was aborted with the start.
    expect(failed[0]?.stage).toBe('unknown');
    await expect.poll(() => abortedWebCalls).toEqual(['net::ERR_ABORTED']);
    await expectReleased(page, 'after the engine never came');
    // stop() has nothing left to wait for.
    expect(await stopDropIn(page)).toBeLessThan(STOP_MS);
  });
});
