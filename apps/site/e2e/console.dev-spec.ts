import { SITE_ROUTES } from '../src/routes';
import { expect, test } from './fixtures';
import { wakeEveryIsland, watchPageErrors } from './support';

// Runs on Vite's dev server (playwright.dev.config.ts), as `npm start` serves the site: the dev
// server renders each page per request from the sources, with React's development build in the
// browser, whose hydration warnings the production build leaves out; so a mismatch between the
// page's HTML and an island (or a missing variable) shows here.

/** Every route of the site, the not-found one as an unknown path, /demo also with its query. */
const PATHS = [
  ...SITE_ROUTES.map((route) => (route.path === '*' ? '/no-such-page' : route.path)),
  '/demo?agent=demo-agent&company=Acme%20Roofing',
];

for (const path of PATHS) {
  test(`the dev server serves ${path} with a clean console`, async ({ page }) => {
    const errors = watchPageErrors(page);
    // The fixture's goto also waits for the page's script (html[data-hydrated]).
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every island woken, so React has hydrated each one's HTML.
    expect(await wakeEveryIsland(page)).toBeGreaterThan(0);
    // Late errors (a lazy chunk, an effect) surface once the page has settled.
    await page.waitForLoadState('networkidle');
    // The not-found page is itself the one resource answered 404.
    errors.assertClean(path === '/no-such-page' ? [/status of 404/] : []);
  });
}
