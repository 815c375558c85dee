import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // One worker process runs many test files in turn instead of a fresh one each: starting a
      // worker and importing vitest and the package again cost more CPU than most files' tests.
      // Nothing here needs a fresh process: no DOM, no module mocks, each test undoes its fake
      // timers, and the helpers close servers and remove files per test (test/test-receiver.ts),
      // not per file.
      isolate: false,
      // Most tests talk to a real receiver over HTTP, some wait out its real-time bounds (a 1 s
      // scripted delay, a 300 ms request timeout), and a test that waits for an event rather
      // than a deadline fails only at this timeout: vitest's 5 s default is too close to what
      // they take while CI builds and tests the rest of the workspace beside them.
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  }),
);
