import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertDailyVersion,
  type DailyRoutes,
  microphoneRequests,
  type PageWatch,
  ROOM,
  type RouteFaults,
  routeDaily,
  type Signalling,
  standInState,
  watchMicrophone,
  watchPage,
} from '@org/daily-fake/real-daily';
import { type BrowserContext, expect, type Page } from '@playwright/test';

// The harness page of the package's browser tests on the real daily-js: an app of a user of
// this package, served from https://app.test by Playwright's routes (no server), importing the
// built package (dist/) as an app's bundler would, and daily-js (with what the native client
// imports: @org/provider-api and its openapi-fetch) by an import map. It loads one face, `native`
// (`VoiceClient`, dist/index.js) or `vapi` (the `./vapi` drop-in, dist/vapi.js), and drives both
// the same way from the test: `start(assistant)`, `stop()`, and every event the client emitted
// with the page's time. Daily's CDN, its hosts and the provider are `@org/daily-fake/real-daily`'s
// routes; the page runs under the Content-Security-Policy this package's README asks for.

/** The harness's origin: a secure one, as an app's (daily-js wants `navigator.mediaDevices`). */
export const HARNESS = 'https://app.test';

/**
 * The provider the harness calls, and the public key it sends. Its origin is the README's
 * example (`https://api.example.com`), so the README's policy allows it as written.
 */
export const PROVIDER = { apiUrl: 'https://api.example.com', publicKey: 'harness-key' } as const;

/** Which face of the package the harness loads. */
export type Face = 'native' | 'vapi';

/** The bounds of every wait (`timeouts`, in ms), as both faces take them. */
export interface HarnessTimeouts {
  webCall?: number;
  callMachine?: number;
  join?: number;
  destroy?: number;
}

/**
 * Short deadlines (2 s each, the web call 6 s and the join 5 s), so that a matrix of faults stays
 * short: the web call, the call machine, the join and the destroy.
 */
export const SHORT_TIMEOUTS = {
  // Longer than the others: a fault further on needs the web call answered first, and beside
  // the site's suites the local provider's answer once took over 2 s (the empty-bundle fault
  // then failed at the web call).
  webCall: 6_000,
  callMachine: 2_000,
  // Longer than the others: the happy path's join waits on the test itself (answerJoin polls
  // for the join, then answers), which a loaded CI machine slowed past 2 s.
  join: 5_000,
  destroy: 2_000,
} as const satisfies HarnessTimeouts;
/** Slack for a deadline measured on the page's clock (timers, the event loop): how early. */
export const SLACK_MS = 1_000;
/**
 * How late a deadline may be seen on the page's clock: a page's timer fires late when the machine
 * is busy (1.8 s late in one CI run, with the site's three browsers' suites beside this one, and
 * 2.64 s in another: the call machine's 2 s deadline reported at 4,636 ms). Seen 2-35 ms late,
 * and 180-270 ms for the empty bundle's, on two cores at a load of 7 to 12: this is 15 times that.
 * Each deadline given plus this stays under the client's defaults (15 s, 20 s), so a start that
 * ended by then was ended by the deadline given; the exact instant is proven on fake time
 * (src/voice-client-deadlines.test.ts, src/compat/vapi-client.test.ts).
 */
export const LATE_SLACK_MS = 4_000;
/**
 * How long releasing a call may take at most under {@link SHORT_TIMEOUTS}: the destroy's bound,
 * then the second daily-js gets to take the client's answer to its leave
 * (src/daily/destroy.ts).
 */
export const RELEASE_BOUND_MS = SHORT_TIMEOUTS.destroy + 1_000;
/**
 * How soon stop() must return, in any wait: under the shortest deadline a stop could wait out
 * (the destroy's, 2 s in {@link SHORT_TIMEOUTS}, 3 s by default), so a stop that returns within
 * it waited on no party that does not answer. A stop took 0-40 ms (page clock) on two cores at a
 * load of 7 to 12, so the bound is over 35 times that.
 */
export const STOP_MS = 1_500;

/**
 * How the call engine chunk (dist/call-engine-*.js, which either face imports when a client is
 * constructed) is served: at once, when the test lets it (`late`), or never.
 */
export type EngineRoute =
  | { kind: 'served' }
  | { kind: 'late'; until: Promise<void> }
  | { kind: 'never' };

/** One event a client emitted, on the page's clock (`performance.now()`). */
export interface HarnessEvent {
  name: string;
  at: number;
  /** The payload's `stage` and `status` (progress and failures, on both faces). */
  stage?: string;
  status?: string;
  /** The native client's `error` event: its error's `code`. */
  code?: string;
  /** The native client's `state-change`: the state it went to. */
  state?: string;
}

/** One `start()` of the harness: when, and how it settled (page clock). */
export interface StartRecord {
  at: number;
  settled: number | null;
  /** The web call's id; `null` when the start gave no call (the drop-in) or was refused. */
  value: string | null | undefined;
  /** The native client's refusal: its error's `code` (the drop-in resolves `null` instead). */
  error?: string;
}

/** The built package, which the tests run against (`pnpm --filter @org/voice-client build`). */
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

const require = createRequire(import.meta.url);
const dailyPackage = require.resolve('@daily-co/daily-js/package.json');
assertDailyVersion(
  (JSON.parse(readFileSync(dailyPackage, 'utf8')) as { version: string }).version,
  '@org/voice-client',
);
/** daily-js as an app's bundler takes it: its ES module build. */
const DAILY_ESM = join(dirname(dailyPackage), 'dist', 'daily-esm.js');

/** The file an `import` of the package `name` loads, resolved from `from` (a file path). */
function esmEntry(from: string, name: string): string {
  const manifestPath = createRequire(from).resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: { '.'?: { import?: string | { default?: string } } };
  };
  const entry = manifest.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : entry?.default;
  if (!file) throw new Error(`${name} has no import entry in its exports map`);
  return join(dirname(manifestPath), file);
}

const PROVIDER_API_ESM = esmEntry(fileURLToPath(import.meta.url), '@org/provider-api');
const OPENAPI_FETCH_ESM = esmEntry(PROVIDER_API_ESM, 'openapi-fetch');

/** The app: the package imported as an app's bundler would, its dependencies by the import map. */
const IMPORT_MAP = JSON.stringify({
  imports: {
    '@daily-co/daily-js': '/daily-js.js',
    '@org/provider-api': '/provider-api.js',
    'openapi-fetch': '/openapi-fetch.js',
  },
});
const HARNESS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>voice-client harness</title>
<script type="importmap">${IMPORT_MAP}</script>
<script type="module" src="/harness.js"></script>
</head><body><p>voice-client harness</p></body></html>
`;

/**
 * How each face is imported, constructed (with the provider and `timeouts`) and started, and
 * the start stages it reports (`START_STAGES`, the native face's).
 */
const FACES: Record<Face, { setup: string; events: readonly string[]; start: string }> = {
  native: {
    setup: `import { START_STAGES, VoiceClient } from '/voice-client/index.js';
const client = new VoiceClient({ baseUrl: API_URL, token: PUBLIC_KEY, timeouts: TIMEOUTS });
const stages = START_STAGES;`,
    events: [
      'call-start',
      'call-end',
      'call-start-failed',
      'call-start-success',
      'error',
      'progress',
      'state-change',
    ],
    start: 'client.start({ assistant })',
  },
  vapi: {
    // `avoidEval`: the policy allows no eval (the native client's default). The drop-in
    // reports Vapi's stages, not the native ones.
    setup: `import Vapi from '/voice-client/vapi.js';
const client = new Vapi(PUBLIC_KEY, API_URL, { avoidEval: true }, undefined, { timeouts: TIMEOUTS });
const stages = null;`,
    events: [
      'call-start',
      'call-end',
      'call-start-failed',
      'call-start-success',
      'error',
      'call-start-progress',
    ],
    start: 'client.start(assistant)',
  },
};

/**
 * The harness's script for `face`: one client with the provider and key, the given deadlines;
 * every event it emits recorded with the page's time (`window.__harness`).
 */
function harnessScript(face: Face, timeouts: HarnessTimeouts): string {
  const { setup, events, start } = FACES[face];
  return `
const API_URL = ${JSON.stringify(PROVIDER.apiUrl)};
const PUBLIC_KEY = ${JSON.stringify(PROVIDER.publicKey)};
const TIMEOUTS = ${JSON.stringify(timeouts)};
${setup}
const log = [];
for (const name of ${JSON.stringify(events)}) {
  client.on(name, (payload) => log.push({
    name,
    at: performance.now(),
    stage: payload?.stage,
    status: payload?.status,
    code: payload?.error?.code,
    state: typeof payload === 'string' ? payload : undefined,
  }));
}
window.__harness = {
  face: ${JSON.stringify(face)},
  stages,
  log,
  starts: [],
  start(assistant) {
    const record = { at: performance.now(), settled: null, value: undefined };
    window.__harness.starts.push(record);
    ${start}.then(
      (value) => {
        record.settled = performance.now();
        record.value = value === null ? null : value.id;
      },
      (error) => {
        record.settled = performance.now();
        record.value = null;
        record.error = error?.code ?? String(error);
      },
    );
  },
  async stop() {
    const at = performance.now();
    await client.stop();
    return performance.now() - at;
  },
};
`;
}

/**
 * The Content-Security-Policy this package's README asks of a page that calls (its
 * "Content-Security-Policy" section, read from the README itself, so the tests hold the README
 * to its word), over `default-src 'none'`, with the harness's import map allowed by its hash.
 */
export function readmePolicy(): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme
    .split(/^## /m)
    .find((part) => part.startsWith('Content-Security-Policy\n'));
  const block = section?.match(/```text\n([\s\S]*?)```/)?.[1];
  if (!block) {
    throw new Error('No policy block in the README’s “Content-Security-Policy” section');
  }
  const hash = createHash('sha256').update(IMPORT_MAP).digest('base64');
  const directives = block
    .split(';')
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((directive) =>
      directive.startsWith('script-src ') ? `${directive} 'sha256-${hash}'` : directive,
    );
  const policy = ["default-src 'none'", ...directives].join('; ');
  if (!policy.includes(new URL(PROVIDER.apiUrl).origin)) {
    throw new Error(`The README's policy does not name the harness's provider, ${PROVIDER.apiUrl}`);
  }
  return policy;
}

/** Serves the harness for `face`, the built package and its dependencies from {@link HARNESS}. */
async function routeHarness(
  context: BrowserContext,
  face: Face,
  timeouts: HarnessTimeouts,
  engine: EngineRoute,
): Promise<void> {
  if (!existsSync(join(DIST, 'index.js')) || !existsSync(join(DIST, 'vapi.js'))) {
    throw new Error('The package is not built: run `pnpm --filter @org/voice-client build`.');
  }
  const policy = readmePolicy();
  const script = harnessScript(face, timeouts);
  await context.route(`${HARNESS}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const js = { contentType: 'text/javascript', headers: { 'cache-control': 'no-store' } };
    if (path === '/') {
      return route.fulfill({
        body: HARNESS_HTML,
        contentType: 'text/html',
        headers: {
          'content-security-policy': policy,
          // The README's other requirement of a page that calls.
          'permissions-policy': 'microphone=(self)',
        },
      });
    }
    if (path === '/harness.js') return route.fulfill({ ...js, body: script });
    if (path === '/daily-js.js') return route.fulfill({ ...js, path: DAILY_ESM });
    if (path === '/provider-api.js') return route.fulfill({ ...js, path: PROVIDER_API_ESM });
    if (path === '/openapi-fetch.js') return route.fulfill({ ...js, path: OPENAPI_FETCH_ESM });
    const file = /^\/voice-client\/([\w-]+\.js)$/.exec(path)?.[1];
    if (file?.startsWith('call-engine-') && engine.kind !== 'served') {
      // Never answered: the request stays pending (the route is never fulfilled).
      if (engine.kind === 'never') return;
      return engine.until.then(() => route.fulfill({ ...js, path: join(DIST, file) }));
    }
    if (file) return route.fulfill({ ...js, path: join(DIST, file) });
    return route.fulfill({ status: 404 });
  });
}

/** An open harness: its page, the routes playing Daily and the provider, the page's witnesses. */
export interface Harness {
  page: Page;
  daily: DailyRoutes;
  watch: PageWatch;
}

/** How {@link openHarness} sets the harness up. */
export interface HarnessOptions {
  face: Face;
  /** The faults the routes play (none by default). */
  faults?: RouteFaults;
  /** The client's deadlines (its defaults when left out). */
  timeouts?: HarnessTimeouts;
  /** How the call engine chunk is served (at once by default). */
  engine?: EngineRoute;
}

/**
 * Opens the harness on `face` with the routes playing `faults`, the microphone allowed and
 * watched, the call engine chunk served as `engine` says.
 */
export async function openHarness(
  page: Page,
  context: BrowserContext,
  { face, faults, timeouts = {}, engine = { kind: 'served' } }: HarnessOptions,
): Promise<Harness> {
  const watch = await watchPage(page);
  await watchMicrophone(page);
  const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl, faults });
  await routeHarness(context, face, timeouts, engine);
  await context.grantPermissions(['microphone'], { origin: HARNESS });
  await page.goto(`${HARNESS}/`, { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => Boolean(Reflect.get(window, '__harness'))))
    .toBe(true);
  return { page, daily, watch };
}

interface HarnessControl {
  stages: readonly string[] | null;
  log: HarnessEvent[];
  starts: StartRecord[];
  start(assistant: string): void;
  stop(): Promise<number>;
}

/** Starts a call with `assistant` (it runs on: see {@link starts}). */
export const startCall = (page: Page, assistant: string) =>
  page.evaluate((id) => (Reflect.get(window, '__harness') as HarnessControl).start(id), assistant);
/** Stops the client: how long `stop()` took, in ms (page clock). */
export const stopCall = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__harness') as HarnessControl).stop());
/** Every start so far, oldest first. */
export const starts = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__harness') as HarnessControl).starts);
/** The native face's start stages, in order, as the built package lists them (`START_STAGES`). */
export const startStages = async (page: Page): Promise<readonly string[]> => {
  const stages = await page.evaluate(
    () => (Reflect.get(window, '__harness') as HarnessControl).stages,
  );
  if (!stages) throw new Error('The harness has no start stages: open it on the native face.');
  return stages;
};
/** Every event the client emitted so far, in order. */
export const eventLog = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__harness') as HarnessControl).log);

/** The last start, once it settled (within `bound` ms of the test's clock). */
export async function settledStart(page: Page, bound: number): Promise<StartRecord> {
  await expect
    .poll(async () => (await starts(page)).at(-1)?.settled ?? null, { timeout: bound })
    .not.toBeNull();
  return (await starts(page)).at(-1) as StartRecord;
}

/**
 * What the page had done, for a failure's message: its starts, the client's events, what the
 * call machine stand-in was asked and holds, and how often the microphone was asked for, with
 * the page's clock: a start that waits on the call machine says there where it waits.
 */
async function whereThePageIs(page: Page): Promise<string> {
  const [now, records, events, standIn, microphone] = await Promise.all([
    page.evaluate(() => performance.now()),
    starts(page),
    eventLog(page),
    standInState(page),
    microphoneRequests(page),
  ]);
  const story = { now, starts: records, events, standIn, microphoneRequests: microphone };
  return JSON.stringify(story, null, 1);
}

/** Daily's server lets the call in and the assistant listens: `call-start`. */
export async function answerJoin({ page, daily }: Harness, index: number): Promise<Signalling> {
  // Polled often: the client's join deadline runs meanwhile. Waited for as long as the client
  // itself waits for the call machine (20 s by default): on a loaded machine, loading it and
  // opening its signalling took over 10 s in CI.
  const intervals = [50];
  const timeout = 20_000;
  try {
    await expect.poll(() => daily.signalling.length, { timeout, intervals }).toBeGreaterThan(index);
  } catch (error) {
    throw new Error(
      `Daily's signalling ${index + 1} did not open in ${timeout} ms. The page then: ${await whereThePageIs(page)}`,
      { cause: error },
    );
  }
  const server = daily.signalling[index] as Signalling;
  await expect
    .poll(() => server.received, { intervals })
    .toEqual([{ type: 'join', room: ROOM.name }]);
  const callStarts = async () =>
    (await eventLog(page)).filter((event) => event.name === 'call-start').length;
  const before = await callStarts();
  server.send({ type: 'joined' });
  server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
  await expect.poll(callStarts).toBe(before + 1);
  return server;
}
