import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

// What the real daily-js sends to Daily's Sentry when a call fails, and what keeps it in the
// page: the facts behind apps/site/DEPLOYMENT.md's advice for a Report-Only rollout. daily-js
// 0.92.2 bundles Sentry's browser SDK and reports some fatal errors itself
// (`_maybeSendToSentry`, no option turns it off); the fake reports nothing, as a unit test wants.
// The fatal error here: Daily's CDN refuses the call machine bundle on every host.

const require = createRequire(import.meta.url);
const DAILY_JS = require.resolve('@daily-co/daily-js/dist/daily.js');
const ORIGIN = 'https://site.test';
/** A visitor's way in, as on the site: /verify with their details, then /demo for the call. */
const VERIFY_PAGE = `${ORIGIN}/verify?name=Dana+Owner&email=dana%40acme.test&company=Acme+Roofing`;
const DEMO_PAGE = `${ORIGIN}/demo?agent=agent-1&company=Acme%20Roofing#call`;
const CDN = /^https:\/\/c\.(daily\.co|dailywebrtc\.com|dailywebrtc\.net)\//;
const SENTRY = /^https:\/\/[\w.-]+\.ingest\.sentry\.io\//;
/** A connect-src that names Daily's hosts and not Sentry's. */
const CONNECT_SRC = "connect-src 'self' https://*.daily.co wss://*.daily.co";

interface SentryPost {
  url: string;
  /** The envelope's event: its last line. */
  event: {
    request?: { url?: string; headers?: Record<string, string> };
    tags?: Record<string, string>;
  };
}

interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
}

/**
 * Serves /verify and /demo with `headers` (the site's Referrer-Policy beside them), refuses the
 * bundle on every CDN host, takes what reaches Sentry, and walks a visitor from /verify to /demo
 * with a full page load, as the site's verify form does.
 */
async function visitDemo(page: Page, headers: Record<string, string>): Promise<SentryPost[]> {
  const posts: SentryPost[] = [];
  await page.route(SENTRY, async (route) => {
    const lines = (route.request().postData() ?? '').trim().split('\n');
    posts.push({ url: route.request().url(), event: JSON.parse(lines.at(-1) ?? '{}') });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.route(CDN, (route) => route.fulfill({ status: 404, body: '' }));
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin', ...headers },
      body: '<!doctype html><title>site</title>',
    }),
  );
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Reflect.set(window, '__violations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        disposition: event.disposition,
      });
    });
  });
  await page.goto(VERIFY_PAGE);
  await Promise.all([
    page.waitForURL(DEMO_PAGE),
    page.evaluate((to) => location.assign(to), DEMO_PAGE),
  ]);
  await page.addScriptTag({ path: DAILY_JS });
  return posts;
}

/** Starts a call object's load, which fails: the fatal error daily-js reports. */
function failLoad(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const daily = Reflect.get(window, 'Daily') as {
      createCallObject(options: object): { load(): Promise<void> };
    };
    const call = daily.createCallObject({ dailyConfig: { avoidEval: true } });
    return call.load().then(
      () => 'loaded',
      () => 'rejected',
    );
  });
}

/**
 * How the page's policies met the connections to Sentry (`<directive> <disposition>`, each
 * once), when the first is seen (bounded): Chromium may report one connection more than once.
 */
async function sentryViolations(page: Page): Promise<string[]> {
  const read = () =>
    page.evaluate(() => {
      const seen = (Reflect.get(window, '__violations') as Violation[]).filter((violation) =>
        /\.ingest\.sentry\.io/.test(violation.blocked),
      );
      return [
        ...new Set(seen.map((violation) => `${violation.directive} ${violation.disposition}`)),
      ];
    });
  await expect.poll(async () => (await read()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return read();
}

test.describe("daily-js's report of a failed call to Daily's Sentry", () => {
  test('under a Report-Only policy it is sent, with the page URL and its referrer whole', async ({
    page,
  }) => {
    const posts = await visitDemo(page, { 'Content-Security-Policy-Report-Only': CONNECT_SRC });
    expect(await failLoad(page)).toBe('rejected');
    // Seen by the policy, and only reported.
    expect(await sentryViolations(page)).toEqual(['connect-src report']);
    await expect.poll(() => posts.length, { timeout: 30_000 }).toBe(1);
    const [post] = posts;
    expect(new URL(post?.url ?? '').hostname).toBe('o77906.ingest.sentry.io');
    expect(post?.event.tags?.fatalErrorType).toBe('connection-error');
    // The query (and fragment) of /demo, and /verify's whole URL: the visitor's details.
    expect(post?.event.request?.url).toBe(DEMO_PAGE);
    expect(post?.event.request?.headers?.Referer).toBe(VERIFY_PAGE);
  });

  test('an enforced connect-src without Sentry refuses it while the rest is only reported', async ({
    page,
  }) => {
    const posts = await visitDemo(page, {
      'Content-Security-Policy-Report-Only': `default-src 'none'; ${CONNECT_SRC}`,
      'Content-Security-Policy': CONNECT_SRC,
    });
    const cdn: string[] = [];
    page.on('request', (request) => {
      if (CDN.test(request.url())) cdn.push(request.url());
    });
    expect(await failLoad(page)).toBe('rejected');
    // The bundle's <script>s, which only the Report-Only policy names, were still requested.
    expect(cdn.length).toBeGreaterThan(0);
    expect(await sentryViolations(page)).toContain('connect-src enforce');
    expect(posts).toEqual([]);
  });
});
