import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { watchPageErrors } from './support';

// Links between pages are plain links to prerendered HTML: Speculation Rules let Chromium
// prerender the next page as the visitor reaches for its link, and every page stays eligible for
// the back/forward cache. Playwright turns that cache off by default; these tests turn it on.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** How the current document was reached: prerendered (activated), or loaded when clicked. */
function activationStart(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
      activationStart?: number;
    })[];
    return entry?.activationStart ?? 0;
  });
}

test('a link the visitor rests on is prerendered, and following it shows that page at once @desktop-only', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  const prerendered = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/contact',
  );
  await link.hover();
  await prerendered;
  // The prerender finishes loading in the background before the press.
  await page.waitForTimeout(1000);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  expect(await activationStart(page)).toBeGreaterThan(0);
  errors.assertClean();
});

/** Goes on to /privacy by its link, then back, and reads how the page came back. */
async function leaveAndComeBack(page: Page): Promise<{ persisted: boolean; reasons: unknown }> {
  await page.evaluate(() => {
    addEventListener('pageshow', (event) => Reflect.set(window, '__persisted', event.persisted));
  });
  await page.goto('/privacy');
  await page.goBack({ waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, '__persisted') ?? null))
    .not.toBeNull();
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
      notRestoredReasons?: unknown;
    })[];
    return {
      persisted: Reflect.get(window, '__persisted') as boolean,
      reasons: entry?.notRestoredReasons ?? null,
    };
  });
}

for (const path of ['/', '/calculator', '/verify', '/contact', '/demo?agent=demo-agent']) {
  test(`${path} with its islands awake comes back from the back/forward cache`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(path);
    // Awake: React's roots, and any listener an island adds, must not keep the page out.
    const islands = page.locator('[data-island]');
    await islands.evaluateAll((elements) => {
      for (const element of elements) {
        element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
    });
    await expect(islands.first()).toHaveAttribute('data-island-state', 'awake');
    const restore = await leaveAndComeBack(page);
    expect(restore, JSON.stringify(restore.reasons)).toMatchObject({ persisted: true });
    errors.assertClean();
  });
}
