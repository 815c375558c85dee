import { defineConfig } from '@playwright/test';
import e2eConfig, { desktop, E2E_PORTS, E2E_TRACE, REAL_DAILY_FAULTS } from './playwright.config';

/**
 * How many fault tests run at once. Each waits on real deadlines (up to 20 s), mostly idle, so
 * two share two cores. Measured on two cores, the whole matrix took about as long with three
 * or four workers (3.4–3.8 min) as with two (3.8–4.0 min): each browser also burns CPU while it
 * waits (and then the static server compressed a file once per request that came while it
 * compressed, not once for them all), and with three or four the contention pushed the page's
 * own time from the click to its web call up to 3 s, past the 2 s a refused web call has to end
 * the start in; with two it stayed at 0.3–1.2 s.
 */
const FAULT_WORKERS = 2;

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
  // A folder of its own, as the other two configs have: each run empties its output folder.
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
