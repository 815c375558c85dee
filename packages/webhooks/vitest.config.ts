import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Most tests talk to a real receiver over HTTP, and some add up waits of their own (a
      // client's 1 s timeout, then 1.5 s for a retry that must not come): 2.5 to 3.3 s while CI
      // builds and tests the rest of the workspace beside them, too close to vitest's 5 s default.
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  }),
);
