import { SITE_ROUTES } from '../src/routes';
import { expect, test } from './fixtures';
import { watchPageErrors } from './support';

// Runs on Vite's dev server (playwright.dev.config.ts), as `npm start` serves the site: the page
// is rendered in the browser there, not prerendered, so a mismatch between what the dev server
// sends and what the client expects (a hydration error, a missing variable) shows only here.

/** Every route of the site, the not-found one as an unknown path, /demo also with its query. */
const PATHS = [
  ...SITE_ROUTES.map((route) => (route.path === '*' ? '/no-such-page' : route.path)),
  '/demo?agent=demo-agent&company=Acme%20Roofing',
];

for (const path of PATHS) {
  test(`the dev server serves ${path} with a clean console`, async ({ page }) => {
    const errors = watchPageErrors(page);
    // The fixture's goto also waits for React to have rendered the page (html[data-hydrated]).
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Late errors (a lazy chunk, an effect) surface once the page has settled.
    await page.waitForLoadState('networkidle');
    errors.assertClean();
  });
}
