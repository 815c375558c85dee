import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import {
  baselineName,
  readStories,
  STORYBOOK_URL_ENV,
  type StoryEntry,
  VISUAL_HEIGHT,
  VISUAL_WIDTHS,
} from './stories';
import {
  pinnedViewport,
  remountStory,
  type StoryOutcome,
  storyOutcome,
  switchStory,
  type ViewportSize,
  VOLATILE_SELECTORS,
  watchStories,
} from './story-page';

const BASELINE_DIR = path.join(import.meta.dirname, '__screenshots__');

// One page per worker, loading Storybook once: each story after the first is switched to in the
// same document, as Storybook's sidebar does (Storybook unmounts the last story first). Loading
// the preview afresh for every story took 40% of the run's CPU (125 s, against 74 s switching).
const test = base.extend<Record<never, never>, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        colorScheme: 'light',
        reducedMotion: 'no-preference',
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      await watchStories(page);
      // The footer prints the current year: a fixed clock keeps its baseline valid next year.
      // Timers keep running, so play functions and Storybook's own waits behave as usual.
      await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What {@link openStory} found: how the story's first render ended, and the size it pins. */
interface OpenedStory {
  outcome: StoryOutcome;
  pinned: ViewportSize | undefined;
}

/**
 * Shows a story alone in Storybook's iframe, at the first width or the viewport it pins, and
 * waits until it has rendered and played (or failed to). The worker's first story loads the
 * iframe (then, if it pins a viewport, is mounted again at that size); later ones are switched to
 * in it, at their size from the start.
 */
async function openStory(page: Page, story: StoryEntry): Promise<OpenedStory> {
  const baseUrl = process.env[STORYBOOK_URL_ENV];
  if (!baseUrl) throw new Error(`${STORYBOOK_URL_ENV} is not set: global setup did not run.`);
  const first = { width: VISUAL_WIDTHS[0], height: VISUAL_HEIGHT };
  const url = new URL('iframe.html', baseUrl);
  if (page.url().startsWith(url.href)) {
    const pinned = await pinnedViewport(page, story.id);
    await page.setViewportSize(pinned ?? first);
    await switchStory(page, story.id);
    return { outcome: await storyShown(page, story), pinned };
  }
  await page.setViewportSize(first);
  // a11y.manual: axe runs in the story tests (vitest); here it would only cost time.
  url.search = new URLSearchParams({
    id: story.id,
    viewMode: 'story',
    globals: 'a11y.manual:!true',
  }).toString();
  await page.goto(url.href);
  const outcome = await storyShown(page, story);
  const pinned = await pinnedViewport(page, story.id);
  return { outcome: pinned ? await remountAt(page, story, pinned) : outcome, pinned };
}

/** Waits until the story has rendered and played (or failed to), and the fonts are ready. */
async function storyShown(page: Page, story: StoryEntry): Promise<StoryOutcome> {
  const outcome = await storyOutcome(page, story.id);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return outcome;
}

/**
 * Mounts the open story afresh at `size`, without reloading Storybook: the viewport is resized,
 * then Storybook's own `forceRemount` unmounts the story and renders and plays it again, so it
 * starts at that width as after a load (its play function runs again there). A load per width
 * cost about as much again as the rest of a capture.
 */
async function remountAt(page: Page, story: StoryEntry, size: ViewportSize): Promise<StoryOutcome> {
  await page.setViewportSize(size);
  await remountStory(page, story.id);
  return storyShown(page, story);
}

/** Fails the test unless the story rendered and its play function passed. */
function expectRendered(outcome: StoryOutcome, story: StoryEntry, width: number): void {
  expect(outcome, `story ${story.id} did not render at ${width} px`).toEqual({
    status: 'rendered',
  });
}

/**
 * The story's baselines at widths it is no longer captured at (say, it pinned a viewport since):
 * deleted when updating on purpose, a failure otherwise.
 */
function expectNoStaleWidths(story: StoryEntry, widths: number[]): void {
  const prefix = `${story.id}-`;
  const files = existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR) : [];
  const stale = files.filter((file) => {
    const rest = file.startsWith(prefix) ? file.slice(prefix.length) : '';
    return /^\d+\.png$/.test(rest) && !widths.includes(Number.parseInt(rest, 10));
  });
  if (isUpdating()) {
    for (const file of stale) rmSync(path.join(BASELINE_DIR, file));
    return;
  }
  expect(stale, 'baselines at widths the story is not captured at').toEqual([]);
}

/** Whether this run was asked to write baselines (`--update-snapshots`). */
function isUpdating(): boolean {
  const mode = test.info().config.updateSnapshots;
  return mode === 'all' || mode === 'changed';
}

/** Compares the whole page with the story's baseline at this width; soft, so every width runs. */
async function expectScreenshot(page: Page, story: StoryEntry, width: number): Promise<void> {
  await expect.soft(page).toHaveScreenshot(`${baselineName(story.id, width)}.png`, {
    fullPage: true,
    mask: VOLATILE_SELECTORS.map((selector) => page.locator(selector)),
  });
}

const stories = readStories();

for (const story of stories) {
  test(`${story.title} / ${story.name} (${story.id})`, async ({ storyPage }) => {
    const [first, ...others] = VISUAL_WIDTHS;
    const { outcome, pinned } = await openStory(storyPage, story);
    if (pinned) {
      expectRendered(outcome, story, pinned.width);
      await expectScreenshot(storyPage, story, pinned.width);
      expectNoStaleWidths(story, [pinned.width]);
      return;
    }
    expectRendered(outcome, story, first);
    await expectScreenshot(storyPage, story, first);
    for (const width of others) {
      expectRendered(
        await remountAt(storyPage, story, { width, height: VISUAL_HEIGHT }),
        story,
        width,
      );
      await expectScreenshot(storyPage, story, width);
    }
    expectNoStaleWidths(story, [...VISUAL_WIDTHS]);
  });
}

test('every baseline belongs to a story of the current Storybook', async () => {
  const ids = new Set(stories.map((story) => story.id));
  const files = existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR) : [];
  const orphans = files.filter((file) => !ids.has(file.replace(/-\d+\.png$/, '')));
  // Updating on purpose also forgets the baselines of removed or renamed stories.
  if (isUpdating()) {
    for (const file of orphans) rmSync(path.join(BASELINE_DIR, file));
    return;
  }
  expect(orphans, 'baselines without a story: run test:visual:update').toEqual([]);
});
