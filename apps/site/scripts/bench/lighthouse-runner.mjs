// Lighthouse runs against one headless Chromium: mobile form factor, simulated throttling (the
// defaults of Lighthouse's own config), the four scored categories.
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../../scripts/chromium.mjs';
import { CATEGORIES } from './budgets.mjs';
import { keepsItselfOutOfSearch, seoScore } from './seo-score.mjs';

/** Chromium flags: headless (chrome-launcher's part), and the repository's common flags. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Attempts per measurement when Lighthouse reports a runtime error. */
const MAX_ATTEMPTS = 2;

/**
 * @typedef {object} RunResult
 * @property {Record<string, number>} scores category id -> score 0..100
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {import('./asset-sizes.mjs').LoadedRequest[]} requests
 * @property {string[]} failedAudits ids of scored audits under 1, to say what costs points
 * @property {number} benchmarkIndex Lighthouse's measure of this machine's CPU speed (higher is
 *   faster); simulated throttling scales the CPU time the page got, so a slow machine scores lower
 */

/**
 * The browser to drive: CHROME_PATH, else Debian's /usr/bin/chromium, else the Chromium that
 * `pnpm --filter @org/site exec playwright install chromium` downloaded (the README's promise).
 */
async function defaultChromePath() {
  const found = chromiumExecutablePath();
  if (found) return found;
  // Loaded only here: the measuring itself needs nothing of Playwright.
  const { chromium } = await import('@playwright/test');
  const playwrights = chromium.executablePath();
  if (existsSync(playwrights)) return playwrights;
  throw new Error(
    "No Chromium found for Lighthouse: set CHROME_PATH, install Debian's (`apt-get install chromium`) or Playwright's (`pnpm --filter @org/site exec playwright install chromium`).",
  );
}

/**
 * Starts the browser Lighthouse drives.
 * @param {{ chromePath?: string }} [options] defaults to CHROME_PATH, else /usr/bin/chromium,
 *   else Playwright's Chromium
 * @returns {Promise<{ run(url: string): Promise<RunResult>, close(): Promise<void> }>}
 */
export async function startLighthouse({ chromePath } = {}) {
  const chrome = await launch({
    chromePath: chromePath ?? (await defaultChromePath()),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return {
    async run(url) {
      // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) and says to run it again: a
      // second attempt, then the error.
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map(({ id }) => id),
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        if (!result.lhr.runtimeError || attempt === MAX_ATTEMPTS) return summarise(result.lhr);
      }
    },
    async close() {
      await chrome.kill();
    },
  };
}

/**
 * The figures of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 * @returns {RunResult}
 * @throws {Error} when Lighthouse could not load the page (its runtimeError).
 */
export function summarise(lhr) {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`,
    );
  }
  const scores = {};
  for (const { id } of CATEGORIES) {
    const score = id === 'seo' ? seoScore(lhr) : (lhr.categories[id]?.score ?? 0);
    scores[id] = Math.round(score * 100);
  }
  // A page kept out of search on purpose loses no points for it (./seo-score.mjs).
  const excused = keepsItselfOutOfSearch(lhr) ? 'is-crawlable' : undefined;
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  const requests = items.map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType ?? ''),
    transferSize: Number(item.transferSize ?? 0),
  }));
  const failedAudits = Object.entries(lhr.audits)
    .filter(
      ([id, audit]) =>
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 1 &&
        id !== excused,
    )
    .map(([id]) => id);
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests,
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
