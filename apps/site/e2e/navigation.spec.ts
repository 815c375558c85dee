import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { leaveAndComeBack, wakeEveryIsland, watchPageErrors } from './support';

// Links between pages are plain links to prerendered HTML: Speculation Rules let Chromium
// prerender the next page as the visitor reaches for its link, and every page stays eligible for
// the back/forward cache. Playwright turns that cache off by default; these tests turn it on, in
// the whole browser (scripts/chromium.mjs): the headless shell the other tests run in restores
// no page from that cache.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('the page’s Speculation Rules parse, and resting on a link starts a prerender of its page', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  // Chromium never activates a prerender while a debugger is attached (it reports
  // PrerenderingDisabledByDevTools), so what is checked is what it does up to that point: the
  // rules are accepted (the CSP allows them by their hash), and a pointer resting on a link makes
  // it fetch that page as a prerender.
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string }[] = [];
  const attempts: string[] = [];
  cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet));
  cdp.on('Preload.prerenderStatusUpdated', (event) => attempts.push(event.key.url));
  await cdp.send('Preload.enable');
  await page.goto('/');
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((ruleSet) => ruleSet.errorType ?? 'none')).toEqual(['none']);

  const link = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  const prerender = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/contact/' &&
      (request.headers()['sec-purpose'] ?? '').includes('prerender'),
  );
  await link.hover();
  await prerender;
  await expect.poll(() => attempts.map((url) => new URL(url).pathname)).toContain('/contact/');
  // Following the link then loads the page as a plain link does.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
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
