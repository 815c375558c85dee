import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Route, WebSocketRoute } from '@playwright/test';

// What a real-daily test puts around a page that runs the real daily-js: the voice provider's
// `POST /call/web`, Daily's CDN (the call machine and audio processor stand-ins beside this
// file) and the room's https and wss hosts, all answered by Playwright's routes, well or with
// the faults of {@link RouteFaults}.

/**
 * The daily-js whose side of the contract the call machine stand-in keeps (this package's own,
 * the one the fake copies and `@org/voice-client` ships): its version names the bundle's path
 * on Daily's CDN.
 */
export const DAILY_VERSION: string = createRequire(import.meta.url)(
  '@daily-co/daily-js/package.json',
).version;

/**
 * Throws unless `version`, the daily-js a page under test runs (`whose` says whose it is), is
 * {@link DAILY_VERSION}: another daily-js would ask for its bundle on another path, which the
 * routes do not serve, and talk to a stand-in written from another version's code.
 */
export function assertDailyVersion(version: string, whose: string): void {
  if (version !== DAILY_VERSION) {
    throw new Error(
      `${whose} runs daily-js ${version}, but the call machine stand-in of @org/daily-fake keeps daily-js ${DAILY_VERSION}'s contract: read the new version's dist/daily-esm.js, update the stand-in and @org/daily-fake's daily-js together.`,
    );
  }
}

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

/**
 * Where on Daily's hosts the call machine stand-in looks its room up (https, answered with
 * {@link ROOM_LOOKUP}) and opens its signalling (wss), each followed by the room's name.
 */
export const STAND_IN_PATHS = {
  rooms: '/__stand_in__/rooms/',
  signalling: '/__stand_in__/signalling/',
} as const;

/** What the room lookup answers. */
export const ROOM_LOOKUP = { name: ROOM.name } as const;

const DAILY_HOST = String.raw`[a-z0-9-]+\.(?:daily\.co|dailywebrtc\.com|dailywebrtc\.net)`;
/** The stand-ins, shipped beside this module (served by these routes and by `daily-server.ts`). */
export const STAND_IN = {
  callMachine: fileURLToPath(new URL('./call-machine.stand-in.js', import.meta.url)),
  audioProcessor: fileURLToPath(new URL('./audio-processor.stand-in.js', import.meta.url)),
};
/** What the provider and Daily's room lookup answer a page of another origin with. */
export const CORS = {
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
  /** The call machine opens its lost signalling again (answered `rejoined` once it is back). */
  | { type: 'rejoin'; room: string }
  | { type: 'rejoined' }
  | { type: 'app-message'; data: unknown; fromId?: string; to?: unknown }
  | { type: 'audio-level'; levels: Record<string, number> }
  /** A remote participant joined, its audio track playable (a tone in the stand-in). */
  /**
   * A remote participant joins: the assistant, named as the provider names it in its rooms
   * ('Vapi Speaker', the participant a call plays), unless `userName` names another.
   */
  | { type: 'participant-joined'; sessionId: string; userName?: string };

/** The test's end of one signalling connection of the call machine stand-in. */
export interface Signalling {
  url: string;
  /** Messages the page sent, parsed. */
  received: Signal[];
  closed: boolean;
  send(message: Signal): void;
  /** Closes the connection from the server's end, as a lost network does. */
  close(): void;
}

/**
 * The signalling's far end as a network that drops it: {@link SignallingCut.cut} closes every
 * connection and refuses new ones (each is closed as it opens) until
 * {@link SignallingCut.restore}; from then on a call machine's `rejoin` is answered `rejoined`.
 */
export class SignallingCut {
  #down = false;
  readonly #ends: () => readonly Signalling[];

  constructor(ends: () => readonly Signalling[]) {
    this.#ends = ends;
  }

  /** Whether the signalling is cut now. */
  get down(): boolean {
    return this.#down;
  }

  cut(): void {
    this.#down = true;
    for (const end of this.#ends()) if (!end.closed) end.close();
  }

  restore(): void {
    this.#down = false;
  }

  /** What the server's end does with a new connection, and with each message on it. */
  follow(end: Signalling): { onMessage(message: Signal): void } {
    if (this.#down) end.close();
    return {
      onMessage: (message) => {
        if (message.type !== 'rejoin') return;
        if (this.#down) end.close();
        else end.send({ type: 'rejoined' });
      },
    };
  }
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
  /** Cuts and restores the signalling (see {@link SignallingCut}). */
  signallingCut: SignallingCut;
  /** The faults in force: requests made from now on meet these. */
  faults: RouteFaults;
  /**
   * Ends every fault, as a network that recovered: requests made from now on are answered
   * well, and so are those left unanswered so far (Chromium joins a new request for a script
   * to one still in flight for the same URL, so a retry would otherwise wait on the old one).
   */
  heal(): void;
}

/** What {@link routeDaily} answers, and how. */
export interface RouteDailyOptions {
  /**
   * The voice provider's API the page calls (its base URL): `POST <providerApiUrl>/call/web`
   * is answered with a web call for {@link ROOM}. Without it the provider is not routed.
   */
  providerApiUrl?: string;
  /** CDN domains whose hosts refuse the connection, as a blocked network would. */
  unreachable?: readonly DailyDomain[];
  /** The faults the routes play until `heal()`. */
  faults?: RouteFaults;
}

/** Fulfils a route that the page (or the test's end) may have given up on meanwhile. */
async function fulfillLate(route: Route, response: Parameters<Route['fulfill']>[0]) {
  try {
    await route.fulfill(response);
  } catch {
    // The page aborted the request (a deadline, a cancel) or is gone: nothing to answer.
  }
}

/** The provider's answer to one `POST /call/web` under `fault` (a route's `fulfill` options). */
export function webCallAnswer(fault: ProviderFault | undefined, id: string) {
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
 * Answers the provider's `POST /call/web` (at `providerApiUrl`) with a web call for
 * {@link ROOM}, Daily's CDN (on all three domains) with the stand-ins, and the stand-in's room
 * lookup and signalling on Daily's hosts. CDN hosts in `unreachable` refuse the connection, as a
 * blocked network would; `faults` (see {@link RouteFaults}) make the provider or the CDN
 * misbehave until `heal()`.
 */
export async function routeDaily(
  context: BrowserContext,
  { providerApiUrl, unreachable = [], faults = {} }: RouteDailyOptions = {},
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
    signallingCut: new SignallingCut(() => routes.signalling),
    faults: { ...faults },
    heal() {
      routes.faults = {};
      healed();
    },
  };

  if (providerApiUrl !== undefined) {
    await context.route(`${providerApiUrl}/call/web`, async (route, request) => {
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
  }

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

  await context.route(new RegExp(`^https://${DAILY_HOST}${STAND_IN_PATHS.rooms}`), (route) => {
    routes.roomLookups.push(route.request().url());
    return route.fulfill({ headers: CORS, json: ROOM_LOOKUP });
  });

  await context.routeWebSocket(
    new RegExp(`^wss://${DAILY_HOST}${STAND_IN_PATHS.signalling}`),
    (socket: WebSocketRoute) => {
      const end: Signalling = {
        url: socket.url(),
        received: [],
        closed: false,
        send: (message) => socket.send(JSON.stringify(message)),
        close: () => {
          end.closed = true;
          void socket.close();
        },
      };
      routes.signalling.push(end);
      const network = routes.signallingCut.follow(end);
      socket.onMessage((message) => {
        const signal = JSON.parse(String(message)) as Signal;
        end.received.push(signal);
        network.onMessage(signal);
      });
      socket.onClose(() => {
        end.closed = true;
      });
    },
  );

  return routes;
}
