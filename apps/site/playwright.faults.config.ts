import { defineConfig } from '@playwright/test';
import e2eConfig, {
  desktop,
  E2E_FAILURE_SCREENSHOT,
  E2E_PORTS,
  E2E_TEST_TIMEOUT,
  E2E_TRACE,
  REAL_DAILY_FAULTS,
} from './playwright.config';

/**
 * How many fault tests run at once. None waits out a deadline of the client's any more (a silent
 * fault is met with a Cancel; the deadlines are @org/voice-client's matrix's), so each is busy,
 * not idle, and one at a time is as fast: on two cores beside other work, the 15 tests took
 * 59 s with one worker and 66 s with two (61 s and 67 s of CPU); the 24 of the matrix that
 * waited the deadlines took 2.5 min with two.
 */
const FAULT_WORKERS = 1;

/**
 * The fault matrix of the real call stack (e2e/real-daily-faults.spec.ts): the production build
 * (`dist-bench`) under its own _headers, the real daily-js, every outside party played by
 * Playwright's routes, one at a time silent, late or broken. Its tests route everything and
 * share nothing, so any number may run at once. Same browser, launch options and
 * production-build server as playwright.config.ts's `real-daily` project.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: REAL_DAILY_FAULTS,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: E2E_TEST_TIMEOUT,
  expect: { timeout: 10_000 },
  workers: FAULT_WORKERS,
  // A folder of its own, as the other two configs have: each run empties its output folder.
  outputDir: 'test-results/faults',
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright-faults.json' }]],
  use: {
    ...desktop,
    baseURL: `http://127.0.0.1:${E2E_PORTS.faults}`,
    trace: E2E_TRACE,
    screenshot: E2E_FAILURE_SCREENSHOT,
    launchOptions: e2eConfig.use?.launchOptions ?? {},
  },
  projects: [{ name: 'real-daily-faults' }],
  webServer: {
    command: `node e2e/bench-server.mjs e2eFaults`,
    url: `http://127.0.0.1:${E2E_PORTS.faults}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 30_000,
  },
});
