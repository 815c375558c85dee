// The load a phone pays before the visitor does anything: a 375x812 page, its CPU slowed 4x by
// DevTools (real throttling, not Lighthouse's simulation), loaded and then left alone for 3 s.
// What it measures: the JavaScript the page fetched in that time (gzip bytes of the built files,
// as asset-sizes.mjs counts them) and the blocking time of its long tasks (each task's time past
// 50 ms, as the page's own PerformanceObserver saw them).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { measureLoaded } from './asset-sizes.mjs';

/** The phone: the viewport of the checks, and the slowdown DevTools applies to its CPU. */
export const THROTTLED_IDLE = {
  viewport: { width: 375, height: 812 },
  cpuSlowdown: 4,
  idleMs: 3000,
};

/**
 * How long a fresh window is left to settle before the measured load. Each load has a context
 * (a window) of its own, so nothing is cached between loads; and in a new window headless
 * Chromium boots its own omnibox popup, a WebUI page in a renderer of its own that took about
 * 1.2 s of a core over the first 1.3 s here. Measured beside it on 2 cores, the page paid for the
 * browser's window: on one build, medians of 7 loads of 85, 68, 14 and 148 ms of blocking on /,
 * /calculator, /contact and /demo without this wait, 3, 13, 0 and 9 ms with 1.5 s of it.
 */
const WINDOW_SETTLE_MS = 2000;

/** A task blocks the main thread for its time past this (the definition of TBT). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of some long tasks: each one's duration past 50 ms, summed.
 * @param {readonly number[]} durations
 * @returns {number}
 */
export function blockingTime(durations) {
  return durations.reduce(
    (sum, duration) => sum + Math.max(0, duration - BLOCKING_THRESHOLD_MS),
    0,
  );
}

// Runs before any script of the page: every long task from the first one on is kept.
const OBSERVE_LONG_TASKS = `(() => {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * @typedef {object} ThrottledIdleRun
 * @property {number} jsBytes JavaScript fetched, gzip
 * @property {number} blockingMs blocking time of the long tasks
 * @property {number[]} longTasksMs each long task's duration
 * @property {string[]} files what was fetched, scripts and styles
 */

/**
 * Starts a browser for throttled loads; `measure(url)` loads one page in a fresh context.
 * @param {{ distDir: string, origin: string, daily: Set<string> }} build
 */
export async function startThrottledIdle({ distDir, origin, daily }) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  return {
    /**
     * @param {string} url
     * @returns {Promise<ThrottledIdleRun>}
     */
    async measure(url) {
      const context = await browser.newContext({
        viewport: THROTTLED_IDLE.viewport,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      });
      try {
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_LONG_TASKS);
        const requests = [];
        page.on('requestfinished', (request) => {
          const type = request.resourceType();
          if (type === 'script' || type === 'stylesheet') {
            requests.push({
              url: request.url(),
              resourceType: type === 'script' ? 'Script' : 'Stylesheet',
              transferSize: 0,
            });
          }
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_IDLE.cpuSlowdown });
        // The page's renderer process started first, on a file of the same site: what is
        // measured is the page, not the browser creating the process and its JavaScript context
        // (a task of 100-250 ms at this slowdown, whatever the page).
        await page.goto(new URL('/robots.txt', url).href);
        await page.waitForTimeout(WINDOW_SETTLE_MS);
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(THROTTLED_IDLE.idleMs);
        const longTasksMs = await page.evaluate(() => [...Reflect.get(window, '__benchLongTasks')]);
        const sizes = await measureLoaded({ distDir, origin, requests, daily });
        return {
          jsBytes: sizes.jsBytes,
          blockingMs: blockingTime(longTasksMs),
          longTasksMs,
          files: sizes.files,
        };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
