import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // `e2e/` holds the Playwright tests on the real daily-js (`playwright test`).
      exclude: [...configDefaults.exclude, 'e2e/**'],
      setupFiles: ['test/vapi-engine-loaded.ts'],
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        // Tests, type-only modules and the re-export-only entry points have no code of their own.
        exclude: [
          'src/**/*.test.ts',
          'src/**/*.test.tsx',
          'src/index.ts',
          'src/vapi.ts',
          'src/react.ts',
          'src/call-object.ts',
          'src/events.ts',
          'src/client-message.ts',
        ],
        reporter: ['text-summary'],
        thresholds: { lines: 90 },
      },
    },
  }),
);
