import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, testChromiumExecutablePath } from '../../scripts/chromium.mjs';
import { sharedTestConfig } from '../../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The tests' Chromium (scripts/chromium.mjs): Debian's headless shell, else the whole browser.
const executablePath = testChromiumExecutablePath();

/** Every story becomes a test: it renders, runs its play function, then axe. */
const storybookProject = {
  extends: true,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    // The story files of a worker share one iframe instead of a fresh one each: loading the
    // runner, the preview and axe again for each of 29 files was a third of the project's CPU
    // (60 s, against 39 s). A story already shares its file's iframe with the file's other
    // stories, and is unmounted after its test.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      // Chromium can take over a minute to start beside the rest of npm test on two cores.
      connectTimeout: 180_000,
      provider: playwright({
        launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
} satisfies TestProjectInlineConfiguration;

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // npm test runs every package's tests at once on two cores: a user-event test can
            // wait seconds for a CPU. The timeout bounds a hang, not the speed of a test.
            testTimeout: 20_000,
            include: ['src/**/*.test.{ts,tsx}'],
            // One jsdom per worker, not per file: setting one up for each file took 34 s of a
            // 70 s run alone (277 s beside the rest of npm test), and every file cleans up after
            // itself (testing-library's cleanup, restored mocks and globals).
            isolate: false,
          },
        },
        // Mutation testing (`pnpm mutation`) mutates plain helpers only: no browser for it.
        ...(process.env.STRYKER_MUTATOR_WORKER === undefined ? [storybookProject] : []),
      ],
    },
  }),
);
