import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Runs the *.test-d.ts type tests with tsc alongside the unit tests.
      typecheck: { enabled: true, tsconfig: './tsconfig.json' },
    },
  }),
);
