import type { Browser, ElementHandle } from 'puppeteer-core';
import type { CrossPage, EngineName } from '../engine';
import { documentAddress, isHydrated, locate } from '../in-page';
import { describeTarget } from '../target';
import { WAIT_MS, waitUntil } from '../wait';

/** How long a page may take to load, on a loaded machine. */
const NAVIGATION_MS = 30_000;

/**
 * A page of Chromium or Firefox through Puppeteer, in a browser context of its own (Firefox: a
 * WebDriver BiDi user context), so no check sees another's storage or permissions. Puppeteer hears
 * the browser itself: uncaught errors and every console error, including those the browser logs
 * on its own (a refused load, a policy violation).
 */
export async function puppeteerPage(engine: EngineName, browser: Browser): Promise<CrossPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Where it came from: a failed load names the resource there, not in its text.
    const { url } = message.location();
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });

  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_MS });
      await waitUntil(`${url} to hydrate`, () => page.evaluate(isHydrated), Boolean);
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async click(target) {
      const element = await waitUntil(
        `${describeTarget(target)} to be there to click`,
        async () =>
          (await page.evaluateHandle(locate, { target, want: 'clickable' as const })).asElement(),
        (handle) => handle !== null,
        WAIT_MS,
      );
      await (element as ElementHandle).click();
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    setViewport: (width, height) => page.setViewport({ width, height }),
    // The document's own address, asked of the page as every other probe is: Puppeteer's
    // `page.url()` over WebDriver BiDi (Firefox) changes only when the browser's
    // domContentLoaded event reaches it, which can come after a probe already ran in the new
    // document (CI once saw /demo's heading while `page.url()` still said /verify).
    url: () => page.evaluate(documentAddress),
    problems: async () => [...problems],
    close: () => context.close(),
  };
}
