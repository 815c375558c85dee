import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  FAKE_MICROPHONE_ARGS,
  testChromiumExecutablePath,
} from '../../scripts/chromium.mjs';

/**
 * The package's browser tests on the real daily-js (`e2e/`): the built package (dist/) on a
 * harness page that loads either face (e2e/harness.ts), with Daily's CDN, its hosts and the
 * provider played by `@org/daily-fake/real-daily`'s routes. No server: the harness is answered
 * by Playwright's routing too. The browser is the tests' Chromium (scripts/chromium.mjs:
 * Debian's headless shell, else CHROME_PATH's, else Debian's Chromium, else Playwright's own);
 * with the repository's flags and a fake microphone.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // As in the site's configs: headroom for a loaded 2-core machine in every poll.
  expect: { timeout: 10_000 },
  // The fault tests wait on real deadlines (the short ones of e2e/harness.ts, 2-6 s), mostly
  // idle: two at a time, as the site's fault matrix runs. Measured on two cores at a load of 7 to
  // 12: 34-36 s and 16-18 s of CPU with two workers, 65 s and 16.6 s of CPU with one.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // A trace of a failed test without its screencast or a DOM snapshot at each action, which
    // cost a third and a fourteenth of the site's suite's CPU; a screenshot of where it failed.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumExecutablePath(),
      args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE_ARGS],
    },
  },
  // Named, so the test summary can say where its runs went.
  projects: [{ name: 'voice-client real-daily' }],
});
