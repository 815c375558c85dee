import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumExecutablePath } from '../../scripts/chromium.mjs';

/**
 * The visual baselines: every story of the built Storybook at 1280 and 375 px, compared with
 * the PNGs committed in `e2e/__screenshots__`. `pnpm test:visual:update` rewrites them.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: 'visual.spec.ts',
  // Stable, platform-free names: `<story-id>-<width>.png`, the same on every machine.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A story without a baseline fails; only `--update-snapshots` writes baselines.
  updateSnapshots: 'none',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two cores, shared with the rest of `npm test`.
  workers: 2,
  // Each test opens its story at every width and waits for two equal screenshots of each; the
  // first of a worker starts its browser too. Beside the rest of `npm test` the first one ran
  // out Playwright's 30 s default (CI); a real hang still fails.
  timeout: 90_000,
  reporter: [['line'], ['json', { outputFile: '.test-report/visual.json' }]],
  expect: {
    // Headroom for a loaded 2-core CI machine; a real hang still fails.
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    // The tests' Chromium: Debian's headless shell here (CI installs it too). The baselines were
    // made with Debian's whole Chromium, and all 131 match in either.
    launchOptions: { executablePath: testChromiumExecutablePath(), args: [...CHROMIUM_ARGS] },
  },
});
