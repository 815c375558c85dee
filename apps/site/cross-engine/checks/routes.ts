import { expect } from 'vitest';
import { SITE_ROUTES } from '../../src/routes';
import { measureSideways } from '../in-page';
import type { Check } from '../suite';
import { settle, waitForShown } from './support';

/** The widths every route is measured at: a small phone and a laptop. */
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Where the not-found page is opened: a path no route has. */
const NOT_FOUND_PATH = '/no-such-page';

/**
 * Every route of the site as a visitor opens it: the not-found page at a path of its own, /demo
 * with the query /verify sends a visitor there with.
 */
const ROUTE_PATHS = SITE_ROUTES.map((route) => {
  if (route.path === '*') return NOT_FOUND_PATH;
  if (route.path === '/demo') return '/demo?agent=demo-agent&company=Acme%20Roofing';
  return route.path;
});

/**
 * Each route of the build at 375 and at 1280 px: it renders its heading, scrolls no wider than
 * the viewport at either width (resized in place, once the page's late chunks have come), and
 * logs no page or console error (asserted by the suite after every check).
 */
export const routeChecks: Check[] = ROUTE_PATHS.map((path) => ({
  title: `${path} at 375 and 1280 px: no sideways scroll, no error`,
  // The not-found page is served with status 404, as it must be, and Chromium logs that status
  // of the page's own document as a console error.
  expectedProblems: ({ site }) =>
    path === NOT_FOUND_PATH
      ? [
          `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${site}${path})`,
        ]
      : [],
  async run(page, { site }) {
    const [narrow, wide] = WIDTHS;
    await page.setViewport(narrow.width, narrow.height);
    await page.goto(`${site}${path}`);
    await waitForShown(page, { css: 'h1' });
    await settle(page);
    for (const { width, height } of [narrow, wide]) {
      await page.setViewport(width, height);
      const measured = await page.evaluate(measureSideways);
      expect(
        {
          innerWidth: await page.evaluate(() => innerWidth),
          document: measured.document,
          body: measured.body,
          outside: measured.outside,
        },
        `${path} at ${width} px`,
      ).toEqual({
        innerWidth: width,
        document: measured.viewport,
        body: measured.viewport,
        outside: [],
      });
    }
  },
}));
