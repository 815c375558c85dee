import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  FAKE_MICROPHONE_ARGS,
  testChromiumExecutablePath,
} from '../../scripts/chromium.mjs';

/** The real-daily tooling's own test (`@org/daily-fake/real-daily`), whose call takes the microphone. */
const REAL_DAILY = /real-daily\.spec\.ts$/;

/**
 * The fake against the real daily-js, in Chromium (`e2e/conformance.spec.ts`), the real
 * daily-js's error report (`e2e/daily-error-report.spec.ts`), and the real daily-js through the
 * call machine stand-in (`e2e/real-daily.spec.ts`): no server, the pages are answered by
 * Playwright's routing.
 */
export default defineConfig({
  testDir: './e2e',
  forbidOnly: true,
  retries: 0,
  // turbo runs this suite in the first minutes of `npm test`, beside the repository's builds,
  // type checks and unit tests, on two cores. Each test takes 2.5-3.7 s alone and 6-14 s in a
  // full run here; in one CI run all four passed the old 30 s timeout. One test at a time, so its
  // browsers do not compete with each other as well, and a timeout for a machine that busy: the
  // probes' own waits (SHORT_MS, LONG_MS in e2e/conformance.spec.ts) decide what counts as
  // pending, not this.
  workers: 1,
  timeout: 120_000,
  // The same machine for the waits on the browser (`expect.poll`): a fresh clone's CI once saw
  // the stand-in's join take longer than Playwright's default 5 s to reach its signalling while
  // the builds ran beside it. Nothing here waits for something NOT to happen, so a longer bound
  // only delays a real failure.
  expect: { timeout: 30_000 },
  reporter: [['line'], ['json', { outputFile: '.test-report/playwright.json' }]],
  // Named, so the test summary can say where its runs went.
  projects: [
    {
      name: 'daily-js conformance',
      testIgnore: REAL_DAILY,
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: testChromiumExecutablePath(), args: [...CHROMIUM_ARGS] },
      },
    },
    {
      // A fake microphone for the stand-in's join; the conformance probes keep the bare flags.
      name: 'real-daily stand-in',
      testMatch: REAL_DAILY,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: testChromiumExecutablePath(),
          args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE_ARGS],
        },
      },
    },
  ],
});
