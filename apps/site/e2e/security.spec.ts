import { watchCspViolations, watchPolicyMessages } from '@org/daily-fake/real-daily';
import { earlyScriptHashSources } from '../scripts/early-scripts.mjs';
import { expect, test } from './fixtures';
import {
  clearFailures,
  failNext,
  PROVIDER_URL,
  RECEIVER_URL,
  runOnItsOwn,
  SITE_URL,
  uniqueEmail,
  watchPageErrors,
} from './support';

// Every end-to-end test runs under the headers of dist/_headers (the static server applies
// them); these tests check the headers themselves and what they stop.

const ROUTES = ['/', '/calculator', '/verify', '/contact', '/privacy', '/demo?agent=sec-agent'];
const SITE_ORIGIN = SITE_URL;
/** The origins the loopback build may call: the receiver and the mock provider. */
const CONFIGURED_ORIGINS = [RECEIVER_URL, PROVIDER_URL];

test.afterEach(clearFailures);

test.describe('security headers', () => {
  for (const route of ROUTES) {
    test(`${route} is served with the CSP and the other security headers`, async ({ request }) => {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual([
        "'self'",
        ...earlyScriptHashSources(),
        'https://c.daily.co',
        'https://c.dailywebrtc.com',
        'https://c.dailywebrtc.net',
        "'wasm-unsafe-eval'",
      ]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('default-src')).toEqual(["'none'"]);
      expect(directives.get('connect-src')).toEqual([
        "'self'",
        ...CONFIGURED_ORIGINS,
        'https://*.daily.co',
        'wss://*.daily.co',
        'https://*.dailywebrtc.com',
        'wss://*.dailywebrtc.com',
        'https://*.dailywebrtc.net',
        'wss://*.dailywebrtc.net',
      ]);
      // Media and workers fall back to default-src and script-src: no blob: anywhere.
      expect(directives.has('media-src')).toBe(false);
      expect(directives.has('worker-src')).toBe(false);
      expect(csp).not.toContain('blob:');
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin');
      const microphone = route.startsWith('/demo') ? 'microphone=(self)' : 'microphone=()';
      expect(headers['permissions-policy']).toContain(microphone);
    });
  }
});

test.describe('content security policy in the browser', () => {
  for (const route of ROUTES) {
    test(`${route} runs under the policy without a single violation`, async ({ page }) => {
      const errors = watchPageErrors(page);
      const violations = await watchCspViolations(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      errors.assertClean();
    });
  }

  test('an injected inline script does not run', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return Reflect.get(window, '__injected') === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContainEqual('script-src-elem blocked inline');
  });

  test('the page cannot be framed by another site', async ({ page }) => {
    const policy = watchPolicyMessages(page);
    // Another site, served by the test, that frames two copies of /contact: the real one, and a
    // control that is the same response with the framing headers taken out. Both pass through
    // the test's route (Chromium would refuse a routed page's frames to the loopback server as
    // a public page reaching the local network); the real one passes through unchanged.
    const framer = 'http://framer.test';
    await page.route(`${framer}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Framer</title><h1>Framer</h1>',
      }),
    );
    await page.route(`${SITE_URL}/contact*`, async (route) => {
      const response = await route.fetch();
      const {
        'content-security-policy': _csp,
        'x-frame-options': _xfo,
        ...stripped
      } = response.headers();
      const control = new URL(route.request().url()).search === '?control';
      await route.fulfill({ response, headers: control ? stripped : response.headers() });
    });
    const served = page.waitForResponse((response) => response.url() === `${SITE_URL}/contact`);
    // Not the site: nothing here hydrates.
    await page.goto(`${framer}/`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const loads = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map((src) => {
            const frame = document.createElement('iframe');
            frame.src = src;
            // Chromium fires load for a refused frame too, once its error page is in:
            // after it, a frame holding no page was refused, not still on its way.
            const loaded = new Promise<string>((resolve) => {
              frame.addEventListener('load', () => resolve('loaded'), { once: true });
              setTimeout(() => resolve('no load event in 15 s'), 15_000);
            });
            document.body.append(frame);
            return loaded;
          }),
        ),
      [`${SITE_URL}/contact?control`, `${SITE_URL}/contact`],
    );
    expect(loads).toEqual(['loaded', 'loaded']);
    // The site answered in full, with the headers that refuse the framing.
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');

    const control = page.locator('iframe').nth(0).contentFrame();
    const site = page.locator('iframe').nth(1).contentFrame();
    await expect(control.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(site.locator('body')).toBeAttached();
    // The refused frame holds Chromium's error page, not /contact.
    expect(page.frames().map((frame) => frame.url())).toEqual([
      `${framer}/`,
      `${SITE_URL}/contact?control`,
      'chrome-error://chromewebdata/',
    ]);
    await expect(site.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(policy.map((message) => message.trim())).toEqual([
      `error: Framing '${SITE_URL}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`,
    ]);
  });
});

test.describe('the verify redirect', () => {
  // Which answers are refused is @org/webhooks' rule (safe-redirect.test.ts: javascript:, data:,
  // protocol-relative, relative and more); here, that the page refuses one and stays.
  for (const body of ['javascript:window.__redirected=true']) {
    test(`refuses a webhook reply of ${body.slice(0, 16)}… and keeps the visitor here`, async ({
      page,
    }) => {
      const errors = watchPageErrors(page);
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      const email = uniqueEmail('unsafe-reply');
      await failNext(
        'verify',
        { email },
        { kind: 'reply', body, status: 200, contentType: 'text/plain' },
      );
      await page.goto('/verify');
      const submit = page.getByRole('button', { name: 'Confirm & Build Demo' });
      await expect(submit).toBeEnabled();
      await page.getByLabel('Your Name').fill('Ann Roofer');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Company Name').fill('Acme Roofing');
      await submit.click();
      await expect(page.getByText(/There was an error processing your request/)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/verify');
      expect(await page.evaluate(() => Reflect.get(window, '__redirected'))).toBeUndefined();
      expect(dialogs).toBe(0);
      await expect(submit).toBeEnabled();
      errors.assertClean();
    });
  }
});

test.describe('third-party code waits for intent', () => {
  const isDaily = (url: string) => /daily-esm|daily\.co/.test(url);

  for (const route of ROUTES) {
    test(`${route} loads no daily-js and calls nobody else before any interaction`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.clock.install();
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Idle callbacks and timers that might prefetch, run ahead on the page's clock.
      await runOnItsOwn(page);
      expect(requested.filter(isDaily)).toEqual([]);
      const origins = new Set(requested.map((url) => new URL(url).origin));
      expect([...origins].filter((origin) => origin !== SITE_ORIGIN)).toEqual([]);
    });
  }

  test('/demo loads daily-js once the visitor points at Start Voice Chat', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/demo?agent=sec-agent');
    const start = page.getByRole('button', { name: 'Start Voice Chat' });
    await expect(start).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isDaily)).toEqual([]);
    await start.hover();
    await expect.poll(() => requested.filter(isDaily).length).toBeGreaterThan(0);
  });
});
