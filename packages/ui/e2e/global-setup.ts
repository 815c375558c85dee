import { startStaticServer } from '../../../scripts/static-server.mjs';
import { readStories, STORYBOOK_DIR, STORYBOOK_URL_ENV } from './stories';

/**
 * Serves the built Storybook for the run on a free port (never one of `npm start`, Storybook's
 * dev server or the site's end-to-end tests); the workers, started afterwards, inherit its URL
 * through the environment. Returns the teardown Playwright calls when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Fails the run up front, with the command to fix it, when the Storybook is not built.
  readStories();
  const server = await startStaticServer({ root: STORYBOOK_DIR });
  process.env[STORYBOOK_URL_ENV] = server.url;
  return server.close;
}
