import type { Page } from '@playwright/test';

/**
 * Elements painted from the clock, masked in every screenshot. Each entry says why.
 * - An active volume visualiser redraws its canvas every animation frame, its ripple following
 *   the frame's timestamp: no two screenshots match. Its idle ring is drawn once and stays in.
 */
export const VOLATILE_SELECTORS = ['canvas.org-visualiser[data-state="active"]'] as const;

/** A viewport size in CSS pixels. */
export interface ViewportSize {
  width: number;
  height: number;
}

// Storybook's own viewport list (storybook/viewport MINIMAL_VIEWPORTS), used when a story pins one
// of them without declaring `parameters.viewport.options`.
const MINIMAL_VIEWPORTS: Record<string, ViewportSize> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 1024 },
};

/**
 * The viewport the story `storyId` pins with `globals: { viewport: { value } }`, if any. Its play
 * function may assert that layout (a collapsed menu, stacked cards), so it is captured at that
 * size alone, as Storybook's viewport addon and the Vitest story tests show it. Read from
 * Storybook's story store, which loads the story's file without rendering it.
 */
export async function pinnedViewport(
  page: Page,
  storyId: string,
): Promise<ViewportSize | undefined> {
  const pinned = await page.evaluate(async (id) => {
    type Options = Record<string, { styles?: { width?: string; height?: string } }>;
    interface PreparedStory {
      storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
      parameters?: { viewport?: { options?: Options } };
    }
    const store = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { loadStory(options: { storyId: string }): Promise<PreparedStory> };
        };
      }
    ).__STORYBOOK_PREVIEW__.storyStoreValue;
    const story = await store.loadStory({ storyId: id });
    const viewport = story?.storyGlobals?.viewport;
    if (!viewport?.value) return undefined;
    const styles = story?.parameters?.viewport?.options?.[viewport.value]?.styles;
    return {
      value: viewport.value,
      rotated: viewport.isRotated === true,
      width: styles?.width ? Number.parseFloat(styles.width) : undefined,
      height: styles?.height ? Number.parseFloat(styles.height) : undefined,
    };
  }, storyId);
  if (!pinned) return undefined;
  const size =
    pinned.width !== undefined && pinned.height !== undefined
      ? { width: pinned.width, height: pinned.height }
      : MINIMAL_VIEWPORTS[pinned.value];
  if (!size) throw new Error(`The story pins an unknown viewport, "${pinned.value}".`);
  return pinned.rotated ? { width: size.height, height: size.width } : size;
}

/** How a story's render ended: rendered and played, or what Storybook reported going wrong. */
export type StoryOutcome = { status: 'rendered' } | { status: 'errored'; errors: string[] };

/** What the init script records in the page, read back by {@link storyOutcome}. */
interface StoryWatch {
  finished: string[];
  errors: string[];
}

// Storybook's channel events that mean the story did not render or its play function failed.
// A failed play function ends in phase `finished` with the story on screen, half played: only
// these events tell it from a good run.
const ERROR_EVENTS = [
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'storyMissing',
  'unhandledErrorsWhilePlaying',
];

/**
 * Makes every document the page loads record Storybook's render events, before any script of
 * Storybook runs: it catches the preview's channel when Storybook installs it on `globalThis`.
 * Call once per page, before the first navigation.
 */
export async function watchStories(page: Page): Promise<void> {
  await page.addInitScript((errorEvents: string[]) => {
    type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
    const scope = window as unknown as { __orgStoryWatch: StoryWatch };
    const watch: StoryWatch = { finished: [], errors: [] };
    scope.__orgStoryWatch = watch;
    let installed: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => installed,
      set: (channel: Channel) => {
        installed = channel;
        channel.on('storyRenderPhaseChanged', (payload) => {
          const { newPhase, storyId } = payload as { newPhase: string; storyId: string };
          if (newPhase === 'finished') watch.finished.push(storyId);
        });
        for (const event of errorEvents) {
          channel.on(event, (payload) => {
            watch.errors.push(`${event}: ${JSON.stringify(payload).slice(0, 2000)}`);
          });
        }
      },
    });
  }, ERROR_EVENTS);
}

/**
 * Waits until Storybook has finished the story `storyId` in the current document: rendered,
 * played, its finite animations done (Storybook waits for those before `STORY_RENDERED`) and its
 * `afterEach` hooks run; the render phase `finished` is the last step. Needs
 * {@link watchStories} on the page.
 */
export async function storyOutcome(page: Page, storyId: string): Promise<StoryOutcome> {
  const handle = await page.waitForFunction((id) => {
    const watch = (window as unknown as { __orgStoryWatch?: StoryWatch }).__orgStoryWatch;
    if (!watch) return false;
    const body = document.body.classList;
    const shown = body.contains('sb-show-errordisplay') || body.contains('sb-show-nopreview');
    if (!watch.finished.includes(id) && !shown) return false;
    return watch.errors.length === 0 && !shown
      ? ({ status: 'rendered' } as const)
      : ({
          status: 'errored',
          errors: watch.errors.length > 0 ? watch.errors : ['Storybook showed no story'],
        } as const);
  }, storyId);
  return (await handle.jsonValue()) as StoryOutcome;
}

/**
 * Has Storybook unmount the current story `storyId` and render and play it again in the same
 * document (its `forceRemount`: storybook/internal/core-events FORCE_REMOUNT), after forgetting
 * what {@link watchStories} recorded of the last render, so that {@link storyOutcome} waits for
 * the new one.
 */
export async function remountStory(page: Page, storyId: string): Promise<void> {
  await emitAfresh(page, 'forceRemount', { storyId }, false);
}

/**
 * Has Storybook tear down the current story and render and play `storyId` in the same document
 * (its `setCurrentStory`: storybook/internal/core-events SET_CURRENT_STORY, what its sidebar
 * sends), after forgetting what {@link watchStories} recorded of the last story, so that
 * {@link storyOutcome} waits for the new one. The page is scrolled back to the top, where a
 * freshly loaded document starts.
 */
export async function switchStory(page: Page, storyId: string): Promise<void> {
  await emitAfresh(page, 'setCurrentStory', { storyId, viewMode: 'story' }, true);
}

/**
 * Forgets what {@link watchStories} recorded of the last render, optionally scrolls back to the
 * top, then sends `event` on Storybook's channel: the one way both remounting and switching ask
 * Storybook for a new render.
 */
async function emitAfresh(
  page: Page,
  event: string,
  payload: Record<string, string>,
  scrollToTop: boolean,
): Promise<void> {
  await page.evaluate(
    ([name, data, toTop]) => {
      const scope = window as unknown as {
        __orgStoryWatch: StoryWatch;
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
      };
      scope.__orgStoryWatch.finished = [];
      scope.__orgStoryWatch.errors = [];
      if (toTop) window.scrollTo(0, 0);
      scope.__STORYBOOK_ADDONS_CHANNEL__.emit(name, data);
    },
    [event, payload, scrollToTop] as const,
  );
}
