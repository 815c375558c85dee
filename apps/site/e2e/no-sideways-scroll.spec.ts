import {
  CALCULATOR_NUMERIC_FIELDS,
  MAX_QUERY_VALUE_LENGTH,
  MAX_VERIFY_ANNUAL_LOSS,
  VERIFY_ANNUAL_LOSS_PARAM,
} from '@org/calculator-core';
import type { Page } from '@playwright/test';
import { measureSideways } from '../cross-engine/in-page';
import { DEMO_COPY } from '../src/demo/demo-copy';
import { SITE_ROUTES } from '../src/routes';
import { expect, test } from './fixtures';

// No route may scroll sideways, whatever a link puts in the text it shows: a company that is one
// long word (German compounds are), a domain as the company, the largest figures the calculator
// and /verify accept. Each query is loaded once per route, then measured at both widths in both
// colour schemes by resizing and re-emulating in place: a page per width and scheme cost four
// times the loads for the same check. The test sets its own widths, so it runs in the desktop
// project only.

/** Real German company words, run together past the query cap, as one word with no break. */
const LONG_WORD = [
  'Dachdeckermeisterbetriebsgesellschaft',
  'Grundstücksverwaltungsgesellschaft',
  'Bauklempnereifachbetrieb',
  'Hochbauunternehmensgruppe',
]
  .join('')
  .repeat(3);
/** A name within the calculator's 200-character field limit, so a report link still validates. */
const LONG_WORD_WITHIN_FIELD_LIMIT = LONG_WORD.slice(0, 200);
const LONG_DOMAIN = 'www.acmeroofingservices.com';
const HUGE_FIGURE = String(MAX_VERIFY_ANNUAL_LOSS);

const QUERIES: readonly { label: string; params: Record<string, string> }[] = [
  {
    label: 'a long single word',
    params: {
      agent: 'layout-agent',
      name: LONG_WORD,
      company: LONG_WORD,
      email: `${LONG_WORD.slice(0, 60)}@${LONG_WORD.slice(0, 180)}.de`,
      address: LONG_WORD,
      city: LONG_WORD,
      state: LONG_WORD,
      [VERIFY_ANNUAL_LOSS_PARAM]: '291600',
    },
  },
  {
    label: 'a domain as the company',
    params: {
      agent: 'layout-agent',
      name: 'Ann',
      company: LONG_DOMAIN,
      email: `office@${LONG_DOMAIN}`,
      [VERIFY_ANNUAL_LOSS_PARAM]: '291600',
    },
  },
  {
    // A report's share link: /calculator opens with its results, /verify shows the annual line.
    label: 'the largest figures',
    params: {
      agent: 'layout-agent',
      name: 'Ann',
      company: LONG_WORD_WITHIN_FIELD_LIMIT,
      email: 'ann@example.com',
      ...Object.fromEntries(CALCULATOR_NUMERIC_FIELDS.map((field) => [field, HUGE_FIGURE])),
      [VERIFY_ANNUAL_LOSS_PARAM]: HUGE_FIGURE,
    },
  },
];

const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const HEIGHT = 800;

/**
 * The page's widths after the next frame, and what sticks out past the viewport's right edge,
 * measured in the page by the one function the cross-engine suite uses too (its `in-page.ts`).
 */
async function measure(page: Page) {
  const { viewport: _viewport, ...widths } = await page.evaluate(measureSideways);
  return widths;
}

/** The URL of every route a visitor can open, with the not-found page at a path of its own. */
const ROUTE_PATHS = SITE_ROUTES.map((route) => (route.path === '*' ? '/no-such-page' : route.path));

for (const path of ROUTE_PATHS) {
  test(`${path} never scrolls sideways`, async ({ page }) => {
    for (const { label, params } of QUERIES) {
      const query = new URLSearchParams(params).toString();
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(`${path}?${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/calculator' && params.callsPerMonth !== undefined) {
        await expect(page.getByRole('heading', { name: 'Your Missed Call Report' })).toBeVisible();
      }
      // /demo's widget and the calculator's results come in chunks of their own.
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        for (const colorScheme of SCHEMES) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.emulateMedia({ colorScheme });
          const measured = await measure(page);
          expect(measured, `${label} at ${width} px, ${colorScheme}`).toEqual({
            document: width,
            body: width,
            outside: [],
          });
        }
      }
    }
  });
}

test('/demo cuts a huge company to the query cap, as /calculator does', async ({ page }) => {
  const company = 'A'.repeat(6_000);
  await page.goto(`/demo?agent=layout-agent&company=${company}`);
  const heading = page.getByRole('heading', { level: 1 });
  // The length of the company before the heading's ': ' (-1 until the page has read its query);
  // a length, not the text, so a failure does not print six thousand letters.
  await expect
    .poll(() => heading.evaluate((element) => element.textContent?.indexOf(': ')))
    .toBe(MAX_QUERY_VALUE_LENGTH);
  await expect(heading).toContainText(`A: ${DEMO_COPY.title}`);
});
