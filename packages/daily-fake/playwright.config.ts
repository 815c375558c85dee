import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../scripts/chromium.mjs';

/**
 * The fake against the real daily-js, in Chromium (`e2e/conformance.spec.ts`): no server, the
 * page is answered by Playwright's routing.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['line'], ['json', { outputFile: '.test-report/playwright.json' }]],
  // Named, so the test summary can say where its runs went.
  projects: [
    {
      name: 'daily-js conformance',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
});
