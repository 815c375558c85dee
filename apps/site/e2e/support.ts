import type { FailureMatch, ScriptedFailure } from '@org/webhooks/receiver';
import {
  type BrowserContext,
  type BrowserType,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { desktop } from '../playwright.config';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { localPorts } from '../scripts/ports.mjs';

/** The end-to-end ports (scripts/ports.mjs): not `npm start`'s, so both can run at once. */
export const E2E_PORTS = localPorts();
/** The origin the end-to-end tests serve the loopback build from (its VITE_SITE_URL). */
export const SITE_URL = `http://127.0.0.1:${E2E_PORTS.e2eSite}`;
/** The local webhook receiver the loopback build posts to. */
export const RECEIVER_URL = `http://127.0.0.1:${E2E_PORTS.e2eReceiver}`;
/** The mock provider the loopback build creates its web calls on. */
export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.e2eProvider}`;

export type WebhookName = 'contact' | 'calculator' | 'verify' | 'call-summary';

/** One delivery the receiver accepted. */
export interface Delivery {
  id: string;
  webhook: WebhookName;
  receivedAt: string;
  body: Record<string, unknown>;
}

/** The deliveries of one webhook the receiver accepted since the last clear, oldest first. */
export async function deliveries(webhook: WebhookName): Promise<Delivery[]> {
  const response = await fetch(`${RECEIVER_URL}/__deliveries?webhook=${webhook}`);
  expect(response.ok).toBe(true);
  const json = (await response.json()) as { deliveries: Delivery[] };
  return json.deliveries;
}

/** Waits until a delivery of `webhook` matches `predicate`, and returns it. */
export async function waitForDelivery(
  webhook: WebhookName,
  predicate: (body: Record<string, unknown>) => boolean,
): Promise<Delivery> {
  let found: Delivery | undefined;
  await expect
    .poll(async () => {
      found = (await deliveries(webhook)).find((delivery) => predicate(delivery.body));
      return found !== undefined;
    })
    .toBe(true);
  return found as Delivery;
}

/** The plans this worker scheduled and has not cleared: its tests run one at a time. */
const scheduled: { webhook: WebhookName; match: FailureMatch }[] = [];

/**
 * Makes the next `times` requests to `webhook` whose body fits `match` fail as `failure` says.
 * `match` picks out this test's requests (its unique e-mail or company): tests run side by side on
 * the one local receiver, so an unscoped failure could be taken by another test's request.
 */
export async function failNext(
  webhook: WebhookName,
  match: FailureMatch,
  failure: ScriptedFailure,
  times = 1,
) {
  const response = await fetch(`${RECEIVER_URL}/__control/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ webhook, failure, times, match }),
  });
  expect(response.status).toBe(201);
  scheduled.push({ webhook, match });
}

/**
 * Clears the failures this worker's tests scheduled and did not use up (call it after a test that
 * scheduled some), leaving those of tests running beside it.
 */
export async function clearFailures() {
  for (const { webhook, match } of scheduled.splice(0)) {
    const query = new URLSearchParams({ webhook });
    for (const [field, value] of Object.entries(match)) query.set(`match.${field}`, value);
    const response = await fetch(`${RECEIVER_URL}/__control/failures?${query}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
  }
}

/**
 * Runs what the page would do on its own, without waiting real time for it: every timer and idle
 * callback it sets in the next `ms` of its clock (installed with `page.clock.install()` before
 * `goto`), then one request of the test's there and back, so that any request the page began
 * meanwhile has been sent, and seen by the test's `request` listeners, before that one.
 */
export async function runOnItsOwn(page: Page, ms = 10_000): Promise<void> {
  await page.clock.runFor(ms);
  const answered = await page.evaluate(() =>
    fetch('/robots.txt', { cache: 'no-store' }).then((response) => response.ok),
  );
  expect(answered).toBe(true);
}

/** A value no other test uses, to find this test's deliveries among all of them. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

// Uncaught page errors and console errors: the same witness as the real-daily tests'.
export { watchPageErrors } from '@org/daily-fake/real-daily';

/**
 * How the page's next POST to `webhook` on the local receiver ended: `'finished'`, or
 * `'failed: <net error>'`. A 200 whose body the client cancels ends as
 * `'failed: net::ERR_ABORTED'` (Playwright's `requestfailed`), which Chromium shows in red in the
 * console but does not hand to the page's `console` event, so `watchPageErrors` misses it.
 */
export function webhookPostOutcome(page: Page, webhook: WebhookName): Promise<string> {
  const url = `${RECEIVER_URL}/${webhook}`;
  return new Promise((resolve) => {
    const isPost = (request: Request) => request.method() === 'POST' && request.url() === url;
    page.on('requestfinished', (request) => {
      if (isPost(request)) resolve('finished');
    });
    page.on('requestfailed', (request) => {
      if (isPost(request)) resolve(`failed: ${request.failure()?.errorText}`);
    });
  });
}

/**
 * Records the page's layout shifts from its first paint on, each with what moved (element,
 * rectangles before and after) and when, so a failure says where to look. With `within` (a
 * selector), only the shifts of elements inside it, each with its score for the whole page.
 * Call before `page.goto`; {@link layoutShifts} reads them.
 */
export async function recordLayoutShifts(
  page: Page,
  { within }: { within?: string } = {},
): Promise<void> {
  await page.addInitScript((within) => {
    const shifts: string[] = [];
    Reflect.set(window, '__layoutShifts', shifts);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources = (Reflect.get(entry, 'sources') ?? []) as {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
        const kept = sources.filter(
          ({ node }) => within === null || (node instanceof Element && node.closest(within)),
        );
        if (kept.length === 0) continue;
        const moved = kept.map(({ node, previousRect, currentRect }) => {
          const what =
            node instanceof Element ? `${node.localName}.${node.className}` : node?.nodeName;
          return `${what} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push(
          `${Reflect.get(entry, 'value')} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
}

/** The layout shifts {@link recordLayoutShifts} has recorded so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => Reflect.get(window, '__layoutShifts') as string[]);
}

/**
 * Holds the site's scripts back (or those `scripts` matches), as a slow connection would, so a
 * test can act on the prerendered HTML before an island wakes. They load once `release()` is
 * called.
 */
export async function holdScripts(
  page: Page,
  scripts: RegExp = /\/assets\/.*\.js$/,
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** One look at the visualiser's canvas. */
export interface VisualiserSample {
  /** How many of its pixels are drawn: longer bars draw more. -1: not a 2D canvas. */
  pixels: number;
  /** The `data-speaking` of its nearest element that has one, read in the same task. */
  speaking: string | null;
}

/** Samples the visualiser's canvas and whether the voice it follows is speaking, at one moment. */
export function sampleVisualiser(canvas: Locator): Promise<VisualiserSample> {
  return canvas.evaluate((element) => {
    const speaking = element.closest('[data-speaking]')?.getAttribute('data-speaking') ?? null;
    if (!(element instanceof HTMLCanvasElement)) return { pixels: -1, speaking };
    const context = element.getContext('2d');
    if (!context) return { pixels: -1, speaking };
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) drawn += 1;
    return { pixels: drawn, speaking };
  });
}

/**
 * How many pixels the visualiser's canvas draws once its bars have come to rest: the same over
 * several frames (they ease down frame by frame after the voice drops).
 */
export async function restingPixels(canvas: Locator): Promise<number> {
  let pixels = -1;
  await expect
    .poll(async () => {
      const [before, after] = await canvas.evaluate(async (element) => {
        const drawn = () => {
          if (!(element instanceof HTMLCanvasElement)) return -1;
          const context = element.getContext('2d');
          if (!context) return -1;
          const { data } = context.getImageData(0, 0, element.width, element.height);
          let count = 0;
          for (let index = 3; index < data.length; index += 4)
            if ((data[index] ?? 0) > 0) count += 1;
          return count;
        };
        const first = drawn();
        for (let frame = 0; frame < 5; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return [first, drawn()];
      });
      pixels = after ?? -1;
      return before === after;
    })
    .toBe(true);
  return pixels;
}

/** How many pixels of the visualiser's canvas are drawn: longer bars draw more. */
export async function drawnPixels(canvas: Locator): Promise<number> {
  return (await sampleVisualiser(canvas)).pixels;
}

/** One of the calculator's four result figures (its funnel repeats some of the amounts). */
export function resultFigure(page: Page, value: string): Locator {
  return page.getByRole('definition').getByText(value, { exact: true });
}

/**
 * Runs `use` on a page (1280×800, on `baseURL`) of a Chromium of its own whose microphone prompt
 * is answered with no, as a visitor who blocks the microphone answers it, then closes that
 * browser. The suites' own browser has `--use-fake-ui-for-media-stream`, which answers every
 * prompt with yes; without it, the whole browser run headless answers no (NotAllowedError, and
 * the microphone's permission `denied`). The whole browser, not the suites' headless shell:
 * there, without the flag, the call never got past the prompt. `use` opens the page itself: `page.goto` here does not wait
 * for hydration as the suites' pages do (fixtures.ts).
 */
export async function withMicrophoneDenied(
  chromium: BrowserType,
  baseURL: string | undefined,
  use: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { executablePath, args } = chromiumLaunchOptions();
  const browser = await chromium.launch({
    executablePath,
    args: args.filter((arg) => arg !== '--use-fake-ui-for-media-stream'),
  });
  try {
    const context = await browser.newContext({ ...desktop, baseURL });
    await use(await context.newPage(), context);
  } finally {
    await browser.close();
  }
}

/**
 * The visitor types `text` into the call's message box of `widget` and sends it with Enter: the
 * box is empty again and keeps focus, and the visitor's line shows in the live captions at once.
 */
export async function typeIntoTheCall(widget: Locator, text: string): Promise<void> {
  const box = widget.getByRole('textbox', { name: 'Type a message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(widget.getByRole('log', { name: 'Live captions' })).toContainText(`You: ${text}`);
}

/**
 * Wakes every island of the page as a visitor reaching into each would (a `focusin` inside it)
 * and waits until React has hydrated them all: what the page then logs includes any hydration
 * mismatch of any island.
 */
export async function wakeEveryIsland(page: Page): Promise<number> {
  const islands = page.locator('[data-island]');
  // Polled: an island that wakes can change the page (/demo's script puts 'Setup Required' in
  // place of the demo and its widget), so the islands are counted once all are awake.
  await expect
    .poll(() =>
      islands.evaluateAll((elements) => {
        const asleep = elements.filter(
          (element) => element.getAttribute('data-island-state') !== 'awake',
        );
        for (const element of asleep) {
          element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        }
        return asleep.length;
      }),
    )
    .toBe(0);
  return islands.count();
}

export interface Restore {
  /** `pageshow`'s `persisted` on the way back: the page came from the cache. */
  persisted: boolean | null;
  /** Chromium's reasons, when it did not restore the page. */
  reasons: unknown;
}

/** Goes to /privacy by a full page load, then back, and reads how the page came back. */
export async function leaveAndComeBack(page: Page): Promise<Restore> {
  await page.evaluate(() => {
    Reflect.set(window, '__persisted', null);
    addEventListener('pageshow', (event) => Reflect.set(window, '__persisted', event.persisted));
  });
  // A page loaded anew (not restored) has no listener: its own pageshow is read from here.
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => Reflect.set(window, '__persisted', event.persisted));
  });
  await page.goto('/privacy');
  // A page restored from the cache fires `pageshow`, not `load`: wait for the commit only.
  await page.goBack({ waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, '__persisted') ?? null))
    .not.toBeNull();
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
      notRestoredReasons?: unknown;
    })[];
    return {
      persisted: (Reflect.get(window, '__persisted') as boolean | undefined) ?? null,
      reasons: entry?.notRestoredReasons ?? null,
    };
  });
}

/** Fills in the page's (last) contact form, Ann Roofer's message, with `email`. */
export async function fillContactForm(page: Page, email: string) {
  const form = page.locator('form[data-state]').last();
  await form.getByLabel('First Name').fill('Ann');
  await form.getByLabel('Last Name').fill('Roofer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('555 123 4567');
  await form.getByLabel('Subject').fill('Storm season');
  await form.getByLabel('Message').fill('We miss calls every afternoon.');
  return form;
}
