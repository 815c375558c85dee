import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built Storybook the visual baselines are taken from (`pnpm build-storybook`). */
export const STORYBOOK_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../storybook-static',
);

/** The environment variable global setup passes the static server's URL in. */
export const STORYBOOK_URL_ENV = 'ORG_UI_VISUAL_STORYBOOK_URL';

/** The viewport widths every story is captured at: the site's desktop and small-phone layouts. */
export const VISUAL_WIDTHS = [1280, 375] as const;

/** The viewport height; full-page screenshots grow past it when a story is taller. */
export const VISUAL_HEIGHT = 800;

/** One story of the built Storybook's index. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/**
 * Every story of `storybook-static/index.json` that Storybook shows (docs pages and stories
 * tagged `!dev`, hidden test-only guards, left out), sorted by id, so new stories get baselines
 * without editing the test.
 *
 * @throws {Error} when the Storybook is not built or lists no story.
 */
export function readStories(storybookDir: string = STORYBOOK_DIR): StoryEntry[] {
  const indexFile = path.join(storybookDir, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(
      `${indexFile} is missing: build the Storybook first (pnpm --filter @org/ui build-storybook).`,
    );
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries)
    .filter((entry) => {
      const tags = entry.tags ?? ['dev'];
      return entry.type === 'story' && tags.includes('dev');
    })
    .map(({ id, title, name }) => ({ id, title, name }))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (stories.length === 0) throw new Error(`${indexFile} lists no story.`);
  return stories;
}

/** The baseline's name for a story at a width, e.g. `controls-button--primary-1280`. */
export function baselineName(storyId: string, width: number): string {
  return `${storyId}-${width}`;
}
