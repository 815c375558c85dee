import { defineConfig, devices } from '@playwright/test';
import e2eConfig, {
  E2E_FAILURE_SCREENSHOT,
  E2E_TEST_TIMEOUT,
  E2E_TRACE,
} from './playwright.config';
import { localPorts } from './scripts/ports.mjs';

/** The dev-server tests' site port: not `npm start`'s, so they can run while it does. */
export const DEV_E2E_PORT = localPorts().e2eDev;

/**
 * End-to-end tests of what `npm start` serves: Vite's dev server (not a build), where /demo
 * simulates its calls. Same browser and launch options as the build's tests
 * (playwright.config.ts); the specs are `e2e/*.dev-spec.ts`, which that config does not pick up.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.dev-spec.ts',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: E2E_TEST_TIMEOUT,
  expect: { timeout: 10_000 },
  workers: 1,
  // A folder of its own: it runs beside playwright.config.ts (scripts/test.mjs), and each run
  // empties its output folder.
  outputDir: 'test-results/dev',
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright-dev.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${DEV_E2E_PORT}`,
    trace: E2E_TRACE,
    screenshot: E2E_FAILURE_SCREENSHOT,
    launchOptions: e2eConfig.use?.launchOptions ?? {},
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node e2e/dev-server.mjs --port ${DEV_E2E_PORT}`,
    url: `http://127.0.0.1:${DEV_E2E_PORT}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 60_000,
  },
});
