import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // One worker process runs many test files in turn instead of a fresh one each: starting a
      // worker and importing vitest again cost more CPU than most files' tests. Nothing here needs
      // a fresh process: no DOM, no module mocks, and each file closes its own servers and undoes
      // its fake timers after every test.
      isolate: false,
    },
  }),
);
