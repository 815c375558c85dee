import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // One worker process runs many test files in turn instead of a fresh one each: starting a
      // worker and importing vitest and the package again cost more CPU than most files' tests.
      // Nothing here needs a fresh process: no DOM, no module mocks, and each file closes its own
      // servers after every test.
      isolate: false,
      // `*.test-d.ts` files are type tests: they pass when the wrong calls fail to compile. They
      // run in `typecheck` (`vitest --typecheck.only`), not in `test`: vitest's typecheck is
      // `tsc -p tsconfig.json`, the whole package, so one run both checks the types and runs the
      // type tests, where `tsc` and a typechecking `test` had compiled the same program twice. A
      // type error outside a type test fails it as an "Unhandled Source Error".
      typecheck: { include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
      // The JSON report carries each test's tags: `npm test`'s summary counts the tests tagged
      // reachability on their own line, not among the behaviour tests.
      tags: [
        {
          name: 'reachability',
          description: 'the client reaches an operation and the mock provider answers it',
        },
      ],
      // Several tests start a real server and compile the document's schemas; on a busy 2-core
      // machine running the whole workspace, vitest's 5 s default has proved too tight.
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  }),
);
