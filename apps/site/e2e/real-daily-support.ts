import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Route, WebSocketRoute } from '@playwright/test';
import { expect } from '@playwright/test';
import { watchCspViolations, watchPolicyMessages } from './csp-violations';
import { microphoneTracks } from './demo-support';
import { watchPageErrors } from './support';

// What the real-daily tests put around the production build: the voice provider's
// `POST /call/web`, Daily's CDN (the call machine and audio processor stand-ins in
// e2e/real-daily/) and the room's https and wss hosts, all answered by Playwright's routes,
// well or (for real-daily-faults.spec.ts) with the faults of {@link RouteFaults}; and the
// witnesses those specs read in the page.

/** The production build's own settings (`build:bench` reads the same file). */
function benchEnv(name: string): string {
  const text = readFileSync(fileURLToPath(new URL('../.env.bench', import.meta.url)), 'utf8');
  const value = text.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim();
  if (!value) throw new Error(`${name} is not set in apps/site/.env.bench`);
  return value;
}

/** The provider API the production build calls, and the public key it sends. */
export const PROVIDER = {
  apiUrl: benchEnv('VITE_PROVIDER_API_URL'),
  publicKey: benchEnv('VITE_PROVIDER_PUBLIC_KEY'),
} as const;

/** The daily-js the site ships (through @org/voice-client): its version names the bundle path. */
const DAILY_VERSION: string = createRequire(
  new URL('../node_modules/@org/voice-client/package.json', import.meta.url),
)('@daily-co/daily-js/package.json').version;

/** Daily's base domains, in the order daily-js tries them for its bundle. */
export const DAILY_DOMAINS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'] as const;
export type DailyDomain = (typeof DAILY_DOMAINS)[number];

/** Where daily-js asks for its call machine on `domain`. */
export function callMachineUrl(domain: DailyDomain): string {
  return `https://c.${domain}/call-machine/versioned/${DAILY_VERSION}/static/call-machine-object-bundle.js`;
}

/** Where the call machine asks for the noise-cancellation processor on `domain`. */
export function audioProcessorUrl(domain: DailyDomain): string {
  return callMachineUrl(domain).replace(/[^/]+$/, 'audio-processor-bundle.js');
}

/** The room the provider's web call names. */
export const ROOM = { name: 'demo-room', url: 'https://example-org.daily.co/demo-room' } as const;

const DAILY_HOST = String.raw`[a-z0-9-]+\.(?:daily\.co|dailywebrtc\.com|dailywebrtc\.net)`;
const STAND_IN = {
  callMachine: fileURLToPath(new URL('./real-daily/call-machine.stand-in.js', import.meta.url)),
  audioProcessor: fileURLToPath(
    new URL('./real-daily/audio-processor.stand-in.js', import.meta.url),
  ),
};
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'POST, GET',
};

/** A request to Daily's CDN, as the page made it. */
export interface CdnRequest {
  url: string;
  resourceType: string;
}

/** The web call the page asked the provider for. */
export interface WebCallRequest {
  authorization: string | null;
  body: unknown;
}

/** What a signalling message from the page or the test looks like (the stand-in's protocol). */
export type Signal =
  | { type: 'join'; room: string }
  | { type: 'joined' }
  | { type: 'app-message'; data: unknown; fromId?: string; to?: unknown }
  | { type: 'audio-level'; levels: Record<string, number> }
  /** A remote participant joined, its audio track playable (a tone in the stand-in). */
  | { type: 'participant-joined'; sessionId: string };

/** The test's end of one signalling connection of the call machine stand-in. */
export interface Signalling {
  url: string;
  /** Messages the page sent, parsed. */
  received: Signal[];
  closed: boolean;
  send(message: Signal): void;
}

/** How long a slow party takes to answer (the `slow` faults): well inside every deadline. */
export const SLOW_ANSWER_MS = 10_000;

/**
 * How Daily's CDN serves the call machine bundle, on all three domains:
 * - `empty`: status 200, an empty script; it loads, and no call machine ever starts;
 * - `html`: status 200, an HTML error page (a proxy's, a content blocker's stub) as the
 *   script; it loads, fails to parse ("Unexpected token '<'") and no call machine starts;
 * - `unanswered`: the request is not answered (until `heal()`);
 * - `refused`: every host refuses the connection (daily-js retries three passes);
 * - `slow`: the stand-in, after {@link SLOW_ANSWER_MS}.
 */
export type BundleFault = 'empty' | 'html' | 'unanswered' | 'refused' | 'slow';

/**
 * How the provider answers `POST /call/web`: with status 500 or 401 (a JSON error body); not
 * at all (until `heal()`); after {@link SLOW_ANSWER_MS} (with the web call); status 201 with a
 * body that is not JSON; or status 201 with a web call that has no `webCallUrl`.
 */
export type ProviderFault =
  | 'status-500'
  | 'status-401'
  | 'unanswered'
  | 'slow'
  | 'invalid-json'
  | 'no-web-call-url';

/** The faults the routes play; none by default. */
export interface RouteFaults {
  bundle?: BundleFault;
  provider?: ProviderFault;
  /**
   * How long the provider's faulty answer (a status, invalid JSON, a web call without URL)
   * waits before it is sent: a test can then act while it is on its way. Default 0.
   */
  providerDelayMs?: number;
}

/** What the test sees of Daily and the provider, and how it plays Daily's server. */
export interface DailyRoutes {
  cdn: CdnRequest[];
  webCalls: WebCallRequest[];
  roomLookups: string[];
  signalling: Signalling[];
  /** The faults in force: requests made from now on meet these. */
  faults: RouteFaults;
  /**
   * Ends every fault, as a network that recovered: requests made from now on are answered
   * well, and so are those left unanswered so far (Chromium joins a new request for a script
   * to one still in flight for the same URL, so a retry would otherwise wait on the old one).
   */
  heal(): void;
}

/** Fulfils a route that the page (or the test's end) may have given up on meanwhile. */
async function fulfillLate(route: Route, response: Parameters<Route['fulfill']>[0]) {
  try {
    await route.fulfill(response);
  } catch {
    // The page aborted the request (a deadline, a cancel) or is gone: nothing to answer.
  }
}

/** The provider's answer to one `POST /call/web` under `fault`. */
function webCallAnswer(fault: ProviderFault | undefined, id: string) {
  const json = { status: 201, headers: CORS, contentType: 'application/json' };
  switch (fault) {
    case 'status-500':
      return { ...json, status: 500, json: { message: 'Internal Server Error' } };
    case 'status-401':
      return { ...json, status: 401, json: { message: 'Invalid public key' } };
    case 'invalid-json':
      return { ...json, body: '{"id": "call-' };
    case 'no-web-call-url':
      return { ...json, json: { id } };
    default:
      return { ...json, json: { id, webCallUrl: ROOM.url } };
  }
}

/** An HTML error page, as a proxy or a content blocker serves one in place of a script. */
const HTML_ERROR_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Error</title></head><body><h1>Something went wrong</h1></body></html>\n';

/**
 * Answers the provider's `POST /call/web` with a web call for {@link ROOM}, Daily's CDN (on all
 * three domains) with the stand-ins, and the stand-in's room lookup and signalling on Daily's
 * hosts. CDN hosts in `unreachable` refuse the connection, as a blocked network would; `faults`
 * (see {@link RouteFaults}) make the provider or the CDN misbehave until `heal()`.
 */
export async function routeDaily(
  context: BrowserContext,
  {
    unreachable = [],
    faults = {},
  }: { unreachable?: readonly DailyDomain[]; faults?: RouteFaults } = {},
): Promise<DailyRoutes> {
  let healed: () => void = () => {};
  const recovery = new Promise<void>((resolve) => {
    healed = resolve;
  });
  const routes: DailyRoutes = {
    cdn: [],
    webCalls: [],
    roomLookups: [],
    signalling: [],
    faults: { ...faults },
    heal() {
      routes.faults = {};
      healed();
    },
  };

  await context.route(`${PROVIDER.apiUrl}/call/web`, async (route, request) => {
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    routes.webCalls.push({
      authorization: await request.headerValue('authorization'),
      body: request.postDataJSON(),
    });
    const { provider, providerDelayMs = 0 } = routes.faults;
    const id = `call-${routes.webCalls.length}`;
    if (provider === 'unanswered') {
      // Not answered until the network recovers; by then the page has given up on it.
      await recovery;
      await fulfillLate(route, webCallAnswer(undefined, id));
      return;
    }
    const delay = provider === 'slow' ? SLOW_ANSWER_MS : provider ? providerDelayMs : 0;
    if (delay > 0) await sleep(delay);
    await fulfillLate(route, webCallAnswer(provider, id));
  });

  /** The call machine bundle, as `bundle` serves it. */
  const serveBundle = async (route: Route, bundle: BundleFault | undefined) => {
    const headers = { 'cache-control': 'no-store' };
    const standIn = { path: STAND_IN.callMachine, contentType: 'text/javascript', headers };
    switch (bundle) {
      case 'refused':
        return route.abort('connectionrefused');
      case 'unanswered':
        // Not answered until the network recovers: then the stand-in comes, late.
        await recovery;
        return fulfillLate(route, standIn);
      case 'empty':
        return route.fulfill({ body: '', contentType: 'text/javascript', headers });
      case 'html':
        return route.fulfill({ body: HTML_ERROR_PAGE, contentType: 'text/html', headers });
      case 'slow':
        await sleep(SLOW_ANSWER_MS);
        return fulfillLate(route, standIn);
      default:
        return route.fulfill(standIn);
    }
  };

  await context.route(
    /^https:\/\/c\.(daily\.co|dailywebrtc\.com|dailywebrtc\.net)\//,
    async (route) => {
      const request = route.request();
      const url = request.url();
      routes.cdn.push({ url, resourceType: request.resourceType() });
      const domain = DAILY_DOMAINS.find((candidate) => new URL(url).hostname === `c.${candidate}`);
      if (!domain || unreachable.includes(domain)) return route.abort('connectionrefused');
      if (url === callMachineUrl(domain)) return serveBundle(route, routes.faults.bundle);
      const headers = { 'cache-control': 'no-store' };
      if (url === audioProcessorUrl(domain)) {
        return route.fulfill({
          path: STAND_IN.audioProcessor,
          contentType: 'text/javascript',
          headers,
        });
      }
      return route.fulfill({ status: 404, headers });
    },
  );

  await context.route(new RegExp(`^https://${DAILY_HOST}/__stand_in__/rooms/`), (route) => {
    routes.roomLookups.push(route.request().url());
    return route.fulfill({ headers: CORS, json: { name: ROOM.name } });
  });

  await context.routeWebSocket(
    new RegExp(`^wss://${DAILY_HOST}/__stand_in__/signalling/`),
    (socket: WebSocketRoute) => {
      const end: Signalling = {
        url: socket.url(),
        received: [],
        closed: false,
        send: (message) => socket.send(JSON.stringify(message)),
      };
      socket.onMessage((message) => end.received.push(JSON.parse(String(message)) as Signal));
      socket.onClose(() => {
        end.closed = true;
      });
      routes.signalling.push(end);
    },
  );

  return routes;
}

/** What the call machine stand-in recorded in the page (`window.__dailyStandIn`). */
export interface StandInState {
  loads: number;
  received: string[];
  /** `refused` and `missing`: its join met a NotAllowedError or a NotFoundError. */
  microphone: 'none' | 'live' | 'released' | 'refused' | 'missing';
  audioProcessor: 'none' | 'ran';
  /** Each input daily-js switched the microphone to (`set-input-devices`), by device id. */
  audioDevices: string[];
  /** The local level it reported last (`local-audio-level`); `null` before the observer ran. */
  localAudioLevel: number | null;
}

/** Reads what the call machine stand-in recorded; `null` before it first ran. */
export function standInState(page: Page): Promise<StandInState | null> {
  return page.evaluate(
    () => (Reflect.get(window, '__dailyStandIn') as StandInState | undefined) ?? null,
  );
}

/**
 * Every witness of a refused policy, and of anything else that went wrong in the page: CSP
 * violations (from the first byte of each document), the console's policy messages, page errors
 * and console errors. Call it before the page loads.
 */
export async function watchPage(page: Page) {
  const violations = await watchCspViolations(page);
  const policyMessages = watchPolicyMessages(page);
  const errors = watchPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {
    /** The page errors and console errors so far, each as `pageerror: …` or `console.error: …`. */
    problems: errors.problems,
    /** The console's warnings so far (the site's developer log warns there), for the record. */
    warnings,
    /**
     * Fails on any CSP violation or policy message except `allowedViolations` ones (each
     * matched against the violation's `<directive> blocked <URL>` and the console's policy
     * line), and on any error except `allowed` ones.
     */
    async assertClean(allowed: readonly RegExp[] = [], allowedViolations: readonly RegExp[] = []) {
      const unexpected = (lines: readonly string[]) =>
        lines.filter((line) => !allowedViolations.some((pattern) => pattern.test(line)));
      expect(unexpected(await violations())).toEqual([]);
      expect(unexpected(policyMessages)).toEqual([]);
      errors.assertClean(allowed);
    },
  };
}

/** A moment of the voice widget's life, on the page's clock (`performance.now()`). */
export type WidgetMoment = { at: number; click: string } | { at: number; state: string };

/**
 * Records, from the first byte of every document of `page`, each click on a button (by its
 * text) and each change of the voice widget's `data-state`, on the page's own clock: how long
 * the widget took to answer a click is then measured where it happened, whatever the load on
 * the test runner.
 */
export async function watchWidget(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moments: WidgetMoment[] = [];
    Reflect.set(window, '__widgetMoments', moments);
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button)
          moments.push({ at: performance.now(), click: button.textContent?.trim() ?? '' });
      },
      true,
    );
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof Element && target.matches('section[data-state]')) {
          moments.push({ at: performance.now(), state: target.getAttribute('data-state') ?? '' });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

/** What {@link watchWidget} recorded so far. */
export function widgetMoments(page: Page): Promise<WidgetMoment[]> {
  return page.evaluate(() => (Reflect.get(window, '__widgetMoments') as WidgetMoment[]) ?? []);
}

/** How long after the last click on `button` the widget first showed `state`, in ms (page clock). */
export interface WidgetAnswer {
  /** `null`: not (yet) shown. */
  after: number | null;
  /** The widget's state when the wait ended. */
  state: string;
  /** How long the wait lasted since the click, in ms (page clock). */
  waited: number;
}

/**
 * Waits, at most `wait` ms of the test's clock, until the widget shows `state` after the last
 * click on `button` (recorded by {@link watchWidget}), and says how long after the click that
 * was, on the page's clock. Fails if `button` was never clicked.
 */
export async function widgetAnswer(
  page: Page,
  { button, state, wait }: { button: string; state: string; wait: number },
): Promise<WidgetAnswer> {
  const end = Date.now() + wait;
  for (;;) {
    const { moments, now } = await page.evaluate(() => ({
      moments: (Reflect.get(window, '__widgetMoments') as WidgetMoment[]) ?? [],
      now: performance.now(),
    }));
    const click = moments.findLast((moment) => 'click' in moment && moment.click === button);
    if (!click) throw new Error(`No click on “${button}” was recorded.`);
    const later = moments.filter((moment) => moment.at >= click.at);
    const shown = later.find((moment) => 'state' in moment && moment.state === state);
    const current = moments.findLast((moment) => 'state' in moment);
    const currentState = current && 'state' in current ? current.state : 'idle';
    if (shown || Date.now() >= end) {
      return {
        after: shown ? Math.round(shown.at - click.at) : null,
        state: currentState,
        waited: Math.round(now - click.at),
      };
    }
    await sleep(100);
  }
}

/** How long the page may take to let go of the call and the microphone once the start ended. */
export const RELEASE_MS = 5_000;

/**
 * Waits (up to {@link RELEASE_MS}) until daily-js holds no call object and every microphone track
 * the page obtained has ended; `what` says when, in the failure's message.
 */
export async function expectReleased(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => liveCallObjects(page), {
      message: `${what}: daily-js still holds a call object`,
      timeout: RELEASE_MS,
    })
    .toBe(0);
  await expect
    .poll(async () => (await microphoneTracks(page)).filter((state) => state !== 'ended'), {
      message: `${what}: a microphone track is still running`,
      timeout: RELEASE_MS,
    })
    .toEqual([]);
}

/** How many call objects daily-js holds in its registry (`window._daily.instances`). */
export function liveCallObjects(page: Page): Promise<number> {
  return page.evaluate(() => {
    const daily = Reflect.get(window, '_daily') as { instances?: object } | undefined;
    return Object.keys(daily?.instances ?? {}).length;
  });
}

/**
 * When the page sent each `POST /call/web` and had its whole answer, on the page's clock (its
 * resource timing; a request the page aborted may have no entry).
 */
export function webCallTimes(page: Page): Promise<{ sent: number; answered: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/call/web'))
      .map((entry) => ({
        sent: Math.round(entry.startTime),
        answered: Math.round((entry as PerformanceResourceTiming).responseEnd),
      })),
  );
}
