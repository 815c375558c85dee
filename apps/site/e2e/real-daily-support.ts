import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test';

// What the real-daily tests put around the production build: the voice provider's
// `POST /call/web`, Daily's CDN (the call machine and audio processor stand-ins in
// e2e/real-daily/) and the room's https and wss hosts, all answered by Playwright's routes.

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
  | { type: 'audio-level'; levels: Record<string, number> };

/** The test's end of one signalling connection of the call machine stand-in. */
export interface Signalling {
  url: string;
  /** Messages the page sent, parsed. */
  received: Signal[];
  closed: boolean;
  send(message: Signal): void;
}

/** What the test sees of Daily and the provider, and how it plays Daily's server. */
export interface DailyRoutes {
  cdn: CdnRequest[];
  webCalls: WebCallRequest[];
  roomLookups: string[];
  signalling: Signalling[];
}

/**
 * Answers the provider's `POST /call/web` with a web call for {@link ROOM}, Daily's CDN (on all
 * three domains) with the stand-ins, and the stand-in's room lookup and signalling on Daily's
 * hosts. CDN hosts in `unreachable` refuse the connection, as a blocked network would.
 */
export async function routeDaily(
  context: BrowserContext,
  { unreachable = [] }: { unreachable?: readonly DailyDomain[] } = {},
): Promise<DailyRoutes> {
  const routes: DailyRoutes = { cdn: [], webCalls: [], roomLookups: [], signalling: [] };

  await context.route(`${PROVIDER.apiUrl}/call/web`, async (route, request) => {
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    routes.webCalls.push({
      authorization: await request.headerValue('authorization'),
      body: request.postDataJSON(),
    });
    await route.fulfill({
      status: 201,
      headers: CORS,
      contentType: 'application/json',
      json: { id: `call-${routes.webCalls.length}`, webCallUrl: ROOM.url },
    });
  });

  await context.route(/^https:\/\/c\.(daily\.co|dailywebrtc\.com|dailywebrtc\.net)\//, (route) => {
    const request = route.request();
    const url = request.url();
    routes.cdn.push({ url, resourceType: request.resourceType() });
    const domain = DAILY_DOMAINS.find((candidate) => new URL(url).hostname === `c.${candidate}`);
    if (!domain || unreachable.includes(domain)) return route.abort('connectionrefused');
    const headers = { 'cache-control': 'no-store' };
    if (url === callMachineUrl(domain)) {
      return route.fulfill({ path: STAND_IN.callMachine, contentType: 'text/javascript', headers });
    }
    if (url === audioProcessorUrl(domain)) {
      return route.fulfill({
        path: STAND_IN.audioProcessor,
        contentType: 'text/javascript',
        headers,
      });
    }
    return route.fulfill({ status: 404, headers });
  });

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
  microphone: 'none' | 'live' | 'released';
  audioProcessor: 'none' | 'ran';
}

/** Reads what the call machine stand-in recorded; `null` before it first ran. */
export function standInState(page: Page): Promise<StandInState | null> {
  return page.evaluate(
    () => (Reflect.get(window, '__dailyStandIn') as StandInState | undefined) ?? null,
  );
}
