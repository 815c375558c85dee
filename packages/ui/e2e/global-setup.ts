import { startStaticServer } from './static-server';
import { readStories, STORYBOOK_DIR, STORYBOOK_URL_ENV } from './stories';

/**
 * Serves the built Storybook for the run; the workers, started afterwards, inherit its URL
 * through the environment. Returns the teardown Playwright calls when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Fails the run up front, with the command to fix it, when the Storybook is not built.
  readStories();
  const server = await startStaticServer(STORYBOOK_DIR);
  process.env[STORYBOOK_URL_ENV] = server.url;
  return server.close;
}
