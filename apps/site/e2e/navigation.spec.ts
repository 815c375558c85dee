import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { leaveAndComeBack, wakeEveryIsland, watchPageErrors } from './support';

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

for (const path of ['/', '/calculator', '/verify', '/contact', '/demo?agent=demo-agent']) {
  test(`${path} with its islands awake comes back from the back/forward cache`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(path);
    // Awake: React's roots, and any listener an island adds, must not keep the page out.
    await wakeEveryIsland(page);
    const restore = await leaveAndComeBack(page);
    expect(restore, JSON.stringify(restore.reasons)).toMatchObject({ persisted: true });
    errors.assertClean();
  });
}
