import type { Page } from '@playwright/test';
import { builtFile, demoUrl } from './demo-support';
import { expect, test } from './fixtures';
import { watchPageErrors } from './support';

const TITLE = 'Meet Your AI Receptionist';
const MARKETING_ROUTES = ['/', '/calculator', '/verify', '/contact', '/privacy'];

const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });
const stage = (page: Page) => page.locator('.demo-stage');

test.describe('/demo page', () => {
  test('without an agent it shows the Setup Required card, and nothing of the demo', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(demoUrl({ company: 'Acme Roofing' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Setup Required' })).toBeVisible();
    await expect(page.getByText('No assistant ID found in URL.')).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Try These Questions' })).toHaveCount(0);
    // The page's own header and footer still lead home and to the contact page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'CallKeeper' }),
    ).toHaveAttribute('href', '/');
    errors.assertClean();
  });

  // A blank agent counts as missing: demo-query.test.ts, on the page's reading of its query.

  test('with an agent: the company-prefixed heading, the widget, sample questions and links', {
    tag: '@layout',
  }, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(demoUrl({ agent: 'demo-agent', company: 'Acme Roofing & Sons' }));
    await expect(
      page.getByRole('heading', { level: 1, name: `Acme Roofing & Sons: ${TITLE}` }),
    ).toBeVisible();
    await expect(page.getByText('Setup Required')).toHaveCount(0);

    const voice = widget(page);
    await expect(voice).toHaveAttribute('data-state', 'idle');
    await expect(voice.getByText('Click to start a voice conversation')).toBeVisible();
    await expect(voice.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
    // Before Start: who the visitor talks with and recording, linked to the privacy policy.
    await expect(
      voice.getByRole('button', { name: 'Start Voice Chat' }),
    ).toHaveAccessibleDescription(
      'You’ll talk with an AI assistant, and the call may be recorded. How we handle your data',
    );
    await expect(voice.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(voice.locator('.org-status-dot')).toHaveAttribute('data-state', 'idle');
    const canvas = voice.getByRole('img', { name: 'Voice activity' });
    await expect(canvas).toHaveJSProperty('clientWidth', 200);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Try These Questions' }),
    ).toBeVisible();
    const questions = page.locator('.demo-questions li');
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    await expect(questions.first()).toHaveText(/\?$/);

    await expect(page.getByRole('link', { name: 'Want This for Your Business?' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'CallKeeper' }),
    ).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Powered by');
    await expect(footer.getByRole('link', { name: 'CallKeeper' })).toHaveAttribute('href', '/');
    errors.assertClean();
  });

  test('without a company the heading is the plain title', async ({ page }) => {
    await page.goto(demoUrl({ agent: 'demo-agent' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  });

  // Malformed percent-encoding in the company: demo-query.test.ts decodes it, and
  // hostile-queries.spec.ts loads /demo with it.

  test('the links lead to the contact page and home', async ({ page }) => {
    await page.goto(demoUrl({ agent: 'demo-agent' }));
    // Plain links to prerendered pages (Chromium may have prerendered them already).
    await expect(widget(page)).toBeVisible();
    await page.getByRole('link', { name: 'Want This for Your Business?' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    await page.goBack();
    await expect(widget(page)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'CallKeeper' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Miss a Job Again' }),
    ).toBeVisible();
  });
});

test.describe('/demo before its scripts run', () => {
  test('the prerendered page is the demo, its widget in its idle state, never Setup Required', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(demoUrl({ agent: 'demo-agent' }));
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Setup Required')).toHaveCount(0);
    // The page's largest text is there before any script runs (its LCP does not wait for them).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meet Your AI Receptionist' }),
    ).toBeVisible();
    await expect(page.getByText('Press Start Voice Chat and talk to the assistant')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Try These Questions' })).toBeVisible();
    // Busy until the page's script has read the query; the widget is there, Start and all.
    await expect(stage(page)).toHaveAttribute('aria-busy', 'true');
    await expect(
      page.getByRole('region', { name: 'AI Voice Assistant' }).getByRole('button', {
        name: 'Start Voice Chat',
      }),
    ).toBeVisible();
    // Chromium with scripts switched off still parses <noscript> as scripting-enabled, so read
    // the HTML itself: a visitor without JavaScript is told why nothing happens.
    expect(await response?.text()).toContain(
      '<noscript><p>The voice demo needs JavaScript. Please enable it and reload the page.</p></noscript>',
    );
    await context.close();
  });

  test('the pending state, the demo and the Setup Required card take the same room', {
    tag: '@layout',
  }, async ({ browser, page }) => {
    // The page before its scripts run: they never arrive here. (With scripting off altogether
    // the <noscript> line would add to the stage, for a visitor whose page never changes.)
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const staticPage = await context.newPage();
    await staticPage.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await staticPage.goto(demoUrl({ agent: 'demo-agent' }));
    const pending = await stage(staticPage).boundingBox();
    const pendingIntro = await staticPage.locator('.demo-intro').boundingBox();
    await context.close();

    await page.goto(demoUrl({ agent: 'demo-agent', company: 'Acme Roofing' }));
    await expect(widget(page)).toBeVisible();
    const demo = await stage(page).boundingBox();
    // The heading gains the company without pushing the intro down.
    expect(await page.locator('.demo-intro').boundingBox()).toEqual(pendingIntro);
    await page.goto(demoUrl());
    await expect(page.getByText('Setup Required')).toBeVisible();
    const setup = await stage(page).boundingBox();

    expect(pending).not.toBeNull();
    // Same place and size: what follows the stage (and the footer) never moves when it fills in.
    expect(demo).toEqual(pending);
    expect(setup).toEqual(pending);
  });
});

test.describe('/demo loading of the call library', () => {
  test('daily-js loads only once the visitor points at Start', async ({ page }) => {
    const daily = builtFile((source) => source.includes('@daily-co/daily-js'));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(demoUrl({ agent: 'demo-agent' }));
    const start = widget(page).getByRole('button', { name: 'Start Voice Chat' });
    await expect(start).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(daily);

    const loaded = page.waitForResponse((response) => response.url().endsWith(daily));
    await start.hover();
    expect((await loaded).status()).toBe(200);
  });

  test('keyboard focus on Start warms daily-js too', async ({ page }) => {
    const daily = builtFile((source) => source.includes('@daily-co/daily-js'));
    await page.goto(demoUrl({ agent: 'demo-agent' }));
    await expect(widget(page).getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
    const loaded = page.waitForResponse((response) => response.url().endsWith(daily));
    await widget(page).getByRole('button', { name: 'Start Voice Chat' }).focus();
    expect((await loaded).status()).toBe(200);
  });

  test('no marketing route loads daily-js or the demo chunk', async ({ page }) => {
    const daily = builtFile((source) => source.includes('@daily-co/daily-js'));
    const demoChunk = builtFile((source) => source === 'src/islands/demo-call-island.tsx');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of MARKETING_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(requested).not.toContain(daily);
    expect(requested).not.toContain(demoChunk);
  });
});
