import { defineConfig } from '@playwright/test';
import e2eConfig, { desktop, E2E_PORTS, E2E_TRACE, REAL_DAILY_FAULTS } from './playwright.config';

/**
 * How many fault tests run at once. Each waits on real deadlines (up to 20 s), mostly idle, so
 * three share two cores. Measured on two cores with nothing else running: the whole matrix took
 * 2.0 min with three workers and 2.6 min with two, and the page's time from Start to idle after
 * a refused web call (bound: 2 s) stayed at 0.4–1.1 s with three (0.2–1.0 s with two). Before
 * 0d916e4 the static server compressed a file once per request that came while it compressed,
 * and three or four workers then pushed that time up to 3 s.
 */
const FAULT_WORKERS = 3;

/**
 * The fault matrix of the real call stack (e2e/real-daily-faults.spec.ts): the production build
 * (`dist-bench`) under its own _headers, the real daily-js, every outside party played by
 * Playwright's routes, one at a time silent, slow or broken. Apart from playwright.config.ts
 * because its tests run side by side: they route everything and share nothing, whereas that
 * config's desktop and mobile runs share the local webhook receiver and must run one at a time
 * (a higher total worker limit there would let a desktop and a mobile test overlap). Same
 * browser, launch options and production-build server as that config's `real-daily` project.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: REAL_DAILY_FAULTS,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  expect: { timeout: 10_000 },
  workers: FAULT_WORKERS,
  // Its own folder: each run empties its output folder, and the other configs' is test-results/.
  outputDir: 'test-results/faults',
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright-faults.json' }]],
  use: {
    ...desktop,
    baseURL: `http://127.0.0.1:${E2E_PORTS.bench}`,
    trace: E2E_TRACE,
    launchOptions: e2eConfig.use?.launchOptions ?? {},
  },
  projects: [{ name: 'real-daily-faults' }],
  webServer: {
    command: `node e2e/bench-server.mjs ${E2E_PORTS.bench}`,
    url: `http://127.0.0.1:${E2E_PORTS.bench}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 30_000,
  },
});
