import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './scripts/chromium.mjs';
import { localPorts } from './scripts/ports.mjs';

// Debian's headless shell here; else the whole browser: CHROME_PATH's, Debian's, or Playwright's
// (scripts/chromium.mjs). The tests of the back/forward cache and of the microphone prompt
// launch the whole browser themselves.
const launchOptions = testChromiumLaunchOptions();

const ports = localPorts();
/** The end-to-end ports (scripts/ports.mjs): not `npm start`'s, so the tests run beside it. */
export const E2E_PORTS = {
  site: ports.e2eSite,
  webhooks: ports.e2eReceiver,
  provider: ports.e2eProvider,
  bench: ports.e2eBench,
  // The fault matrix's production-build server: the matrix runs beside this config's suite.
  faults: ports.e2eFaults,
} as const;

/** The real-daily tests: the production build and the real daily-js (e2e/real-daily.spec.ts). */
const REAL_DAILY = /real-daily(-bfcache)?\.spec\.ts$/;
/**
 * The real-daily fault matrix of the site's demo (e2e/real-daily-faults.spec.ts): not run here,
 * but by its own config, playwright.faults.config.ts. (The `./vapi` drop-in's is
 * @org/voice-client's own: packages/voice-client/e2e.)
 */
export const REAL_DAILY_FAULTS = /real-daily-faults\.spec\.ts$/;
/**
 * The mobile project (375 px) runs only what can differ by width: tests tagged `@layout`, whose
 * assertions are geometry (boxes, offsets, scroll, layout shifts), what CSS shows, hides or
 * rearranges at phone widths (the header's menu, the comparison's cards), or axe on the page as
 * rendered; and the `@mobile-only` ones, which need the phone layout. A test that checks a flow,
 * a text, a state, a request or a header proves the same at any width, so it runs at 1280 px
 * only: the mobile project had run 79 tests, most of them such repeats, on a CPU-bound 2-core
 * machine. Tag a new test `@layout` when what it asserts could change with the width.
 */
const MOBILE_RUNS = /@layout|@mobile-only/;
/**
 * A trace of every test, kept when it fails: its actions, network, console and sources, with a
 * screenshot of the page as the test failed (E2E_FAILURE_SCREENSHOT), but neither the screencast
 * nor a DOM snapshot at every action. Each cost CPU on every passing test, and the suite is
 * CPU-bound on two cores: the screencast a third (calculator and contact, desktop, 24 tests: 195 s
 * of CPU with it, 133 s without, 124 s with no trace at all), the DOM snapshots a fourteenth
 * (a11y, home and calculator, desktop, 30 tests, two runs each: 138 and 132 s of CPU with them,
 * 128 and 124 s without). `--trace on` on the command line records them all, for a test being
 * debugged.
 */
export const E2E_TRACE = {
  mode: 'retain-on-failure',
  screenshots: false,
  snapshots: false,
} as const;
/** Where a failed test stood: one screenshot, taken only when it fails. */
export const E2E_FAILURE_SCREENSHOT = 'only-on-failure' as const;
export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * A test's time limit: ten times what the longest test needs alone on an idle 2-core machine.
 * Alone, this config's 167 tests took 0.2-6.1 s each (400 s in all; the longest are a whole call
 * and the back/forward-cache check, 6 s); `npm test` runs them beside every other package's
 * tests, about twice as slow on average and far slower at the start, when they share the two
 * cores with @org/ui's and @org/voice-client's browsers and jsdom workers. Playwright's default
 * of 30 s was five times the longest: the axe test of `/` (4.3 s alone) ran out of it once in CI,
 * as the suite's first test. A real hang still fails, after a minute.
 */
export const E2E_TEST_TIMEOUT = 60_000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: E2E_TEST_TIMEOUT,
  // Headroom for a loaded 2-core CI machine; a real hang still fails.
  expect: { timeout: 10_000 },
  // One worker: the suite is CPU-bound on two cores. Beside the other suites of `npm test`, two
  // workers made it slower (19.9 min against 17.9 in CI) and three tests ran out of time. Since
  // it runs each spec at 375 px only where layout is checked and waits out no deadline (179
  // tests, was 263), it took 9.6 min with one worker and 8.2 min with two on two cores with
  // other work beside it (500 and 491 s of CPU; the 263 took 12.5 min, 672 s of CPU); `npm test`
  // runs other suites beside it (scripts/test.mjs), so it keeps one. Its tests can share the one
  // receiver all the same: each scopes the failures it scripts to its own unique e-mail or
  // company (e2e/support.ts `failNext`), and finds its deliveries by them.
  workers: 1,
  // A folder of its own: each run empties its output folder, and the dev-server tests
  // (playwright.dev.config.ts) run beside this config (scripts/test.mjs).
  outputDir: 'test-results/build',
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.site}`,
    trace: E2E_TRACE,
    screenshot: E2E_FAILURE_SCREENSHOT,
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      testIgnore: [REAL_DAILY, REAL_DAILY_FAULTS],
      use: desktop,
    },
    {
      name: 'mobile',
      grep: MOBILE_RUNS,
      testIgnore: [REAL_DAILY, REAL_DAILY_FAULTS],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      // The production build on its own server; desktop only, its layout is not under test.
      name: 'real-daily',
      testMatch: REAL_DAILY,
      use: { ...desktop, baseURL: `http://127.0.0.1:${E2E_PORTS.bench}` },
    },
  ],
  webServer: [
    {
      command: 'node e2e/services.mjs',
      url: `http://127.0.0.1:${E2E_PORTS.site}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      command: `node e2e/bench-server.mjs e2eBench`,
      url: `http://127.0.0.1:${E2E_PORTS.bench}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 30_000,
    },
  ],
});
