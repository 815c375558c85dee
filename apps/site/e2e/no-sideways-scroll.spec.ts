import {
  CALCULATOR_NUMERIC_FIELDS,
  MAX_QUERY_VALUE_LENGTH,
  MAX_VERIFY_ANNUAL_LOSS,
  VERIFY_ANNUAL_LOSS_PARAM,
} from '@org/calculator-core';
import type { Page } from '@playwright/test';
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
 * The page's widths after the next frame, and what sticks out past the viewport's right edge
 * (the texts and innermost elements that do, furthest first), so a failure says where to look. A text can overflow
 * a box that itself fits, so texts are measured on their own. What lies inside a box that clips
 * or scrolls its overflow (a visually hidden label, a table that scrolls on purpose) cannot push
 * the page; `body` and `html` do not count as such a box, so clipping the page itself is caught.
 */
function measure(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ document: number; body: number; outside: string[] }>((resolve) => {
        requestAnimationFrame(() => {
          const viewport = document.documentElement.clientWidth;
          const clippedInside = (node: Node) => {
            for (let box = node.parentElement; box && box !== document.body; ) {
              if (getComputedStyle(box).overflowX !== 'visible') return true;
              box = box.parentElement;
            }
            return false;
          };
          const outside: { what: string; right: number }[] = [];
          const walker = document.createTreeWalker(
            document.body,
            NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
          );
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const rect =
              node instanceof Element
                ? node.getBoundingClientRect()
                : range.getBoundingClientRect();
            if (rect.width === 0 || rect.right <= viewport + 0.5 || clippedInside(node)) continue;
            // Texts and elements without child elements: the boxes around them only follow.
            if (node instanceof Element && node.childElementCount > 0) continue;
            const what =
              node instanceof Element
                ? `<${node.localName} class="${node.className}">`
                : `"${node.textContent?.slice(0, 40)}" in <${node.parentElement?.localName}>`;
            outside.push({ what, right: rect.right });
          }
          resolve({
            document: document.documentElement.scrollWidth,
            body: document.body.scrollWidth,
            // The widest first: what sticks out furthest is what the page grew to hold.
            outside: outside
              .sort((a, b) => b.right - a.right)
              .slice(0, 4)
              .map(({ what, right }) => `${what} to ${Math.round(right)} px`),
          });
        });
      }),
  );
}

/** The URL of every route a visitor can open, with the not-found page at a path of its own. */
const ROUTE_PATHS = SITE_ROUTES.map((route) => (route.path === '*' ? '/no-such-page' : route.path));

for (const path of ROUTE_PATHS) {
  test(`${path} never scrolls sideways @desktop-only`, async ({ page }) => {
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

test('/demo cuts a huge company to the query cap, as /calculator does @desktop-only', async ({
  page,
}) => {
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
