import { defineConfig } from 'vitest/config';
import { UnloadedTestFilesAsFailures } from './vitest.unloaded-test-files.ts';

/**
 * Settings every package's vitest config merges in. The JSON report is what `npm test`'s summary
 * (`scripts/test-summary.mjs`) reads, sorts by kind and sums into its closing line. Under Stryker
 * (`pnpm mutation`), a test file that does not load fails the run instead of silently dropping
 * its tests (see `vitest.unloaded-test-files.ts`).
 */
export const sharedTestConfig = defineConfig({
  test: {
    reporters: [
      'default',
      'json',
      // biome-ignore lint/suspicious/noUndeclaredEnvVars: Stryker sets it in its own workers, never in a turbo task.
      ...(process.env.STRYKER_MUTATOR_WORKER === undefined
        ? []
        : [new UnloadedTestFilesAsFailures()]),
    ],
    // A run that is not a package's `test` names a report of its own on the command line
    // (`--outputFile.json=...`): the type tests' run in calculator-core's and provider-api's
    // `typecheck`.
    outputFile: { json: '.test-report/vitest.json' },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
