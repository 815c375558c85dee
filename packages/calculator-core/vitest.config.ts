import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // One worker process runs many test files in turn instead of a fresh one each: starting a
      // worker and importing vitest and the package again cost more CPU than most files' tests.
      // Nothing here needs a fresh process: pure functions, no DOM, no module mocks.
      isolate: false,
      // The *.test-d.ts type tests, run by `typecheck` (`vitest --typecheck.only`), not by `test`:
      // vitest's typecheck is `tsc -p tsconfig.json`, the whole package, so one run both checks
      // the types and proves what must and must not compile, where `tsc` and a typechecking
      // `test` had compiled the same program twice. A type error outside a type test fails it as
      // an "Unhandled Source Error".
      typecheck: { tsconfig: './tsconfig.json' },
      // Its properties run a fixed 300 times each (test/arbitraries.ts), CPU only: 0.3 s here,
      // up to 2.8 s while CI builds and tests the rest of the workspace beside them, too close
      // to vitest's 5 s default.
      testTimeout: 20_000,
    },
  }),
);
