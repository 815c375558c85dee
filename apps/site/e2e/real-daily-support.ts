import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { assertDailyVersion } from '@org/daily-fake/real-daily';
import { errors, type Page } from '@playwright/test';

// What the site's real-daily tests add to `@org/daily-fake/real-daily` (the call machine
// stand-in, Daily's CDN and hosts routed with faults, the page's witnesses): the production
// build's provider (its URL and public key, from .env.bench), and the witnesses of the site's
// voice widget, which real-daily-faults.spec.ts times on the page's clock.

/** The production build's own settings (`build:bench` reads the same file). */
function benchEnv(name: string): string {
  const text = readFileSync(fileURLToPath(new URL('../.env.bench', import.meta.url)), 'utf8');
  const value = text.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim();
  if (!value) throw new Error(`${name} is not set in apps/site/.env.bench`);
  return value;
}

/** The provider API the production build calls, and the public key it sends. */
export const PROVIDER = {
  apiUrl: benchEnv('VITE_PROVIDER_API_URL'),
  publicKey: benchEnv('VITE_PROVIDER_PUBLIC_KEY'),
} as const;

// The daily-js the site ships (through @org/voice-client) is the one the stand-in is written for.
assertDailyVersion(
  createRequire(new URL('../node_modules/@org/voice-client/package.json', import.meta.url))(
    '@daily-co/daily-js/package.json',
  ).version,
  "The site's @org/voice-client",
);

/** A moment of the voice widget's life, on the page's clock (`performance.now()`). */
export type WidgetMoment = { at: number; click: string } | { at: number; state: string };

/**
 * Records, from the first byte of every document of `page`, each click on a button (by its
 * text) and each change of the voice widget's `data-state`, on the page's own clock: how long
 * the widget took to answer a click is then measured where it happened, whatever the load on
 * the test runner.
 */
export async function watchWidget(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moments: WidgetMoment[] = [];
    Reflect.set(window, '__widgetMoments', moments);
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button)
          moments.push({ at: performance.now(), click: button.textContent?.trim() ?? '' });
      },
      true,
    );
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof Element && target.matches('section[data-state]')) {
          moments.push({ at: performance.now(), state: target.getAttribute('data-state') ?? '' });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

/** What {@link watchWidget} recorded so far. */
export function widgetMoments(page: Page): Promise<WidgetMoment[]> {
  return page.evaluate(() => (Reflect.get(window, '__widgetMoments') as WidgetMoment[]) ?? []);
}

/** How long after the last click on `button` the widget first showed `state`, in ms (page clock). */
export interface WidgetAnswer {
  /** `null`: not (yet) shown. */
  after: number | null;
  /** The widget's state when the wait ended. */
  state: string;
  /** How long the wait lasted since the click, in ms (page clock). */
  waited: number;
}

/**
 * What {@link widgetAnswer} reads in the page: when, after the last click on `button`, the widget
 * first showed `state`; with `untilShown`, nothing (false) until it has. Runs in the page, so it
 * uses nothing of this module.
 */
function readAnswer({
  button,
  state,
  untilShown,
}: {
  button: string;
  state: string;
  untilShown: boolean;
}) {
  const moments = (Reflect.get(window, '__widgetMoments') as WidgetMoment[] | undefined) ?? [];
  const click = moments.findLast((moment) => 'click' in moment && moment.click === button);
  const shown = click
    ? moments.find((moment) => moment.at >= click.at && 'state' in moment && moment.state === state)
    : undefined;
  if (untilShown && !shown) return false;
  const current = moments.findLast((moment) => 'state' in moment);
  return {
    clicked: click?.at ?? null,
    shown: shown?.at ?? null,
    state: current && 'state' in current ? current.state : 'idle',
    now: performance.now(),
  };
}

/**
 * Waits, at most `wait` ms, until the widget shows `state` after the last click on `button`
 * (recorded by {@link watchWidget}), and says how long after the click that was, on the page's
 * clock. The page itself looks, frame by frame, for the moment it records. Fails if `button` was
 * never clicked.
 */
export async function widgetAnswer(
  page: Page,
  { button, state, wait }: { button: string; state: string; wait: number },
): Promise<WidgetAnswer> {
  if (wait > 0) {
    await page
      .waitForFunction(readAnswer, { button, state, untilShown: true }, { timeout: wait })
      .catch((error: unknown) => {
        // Not shown in time: what the widget shows instead is the answer.
        if (!(error instanceof errors.TimeoutError)) throw error;
      });
  }
  const answer = await page.evaluate(readAnswer, { button, state, untilShown: false });
  if (!answer || answer.clicked === null) {
    throw new Error(`No click on “${button}” was recorded.`);
  }
  return {
    after: answer.shown === null ? null : Math.round(answer.shown - answer.clicked),
    state: answer.state,
    waited: Math.round(answer.now - answer.clicked),
  };
}
