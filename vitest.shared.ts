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
      ['json', { outputFile: '.test-report/vitest.json' }],
      // biome-ignore lint/suspicious/noUndeclaredEnvVars: Stryker sets it in its own workers, never in a turbo task.
      ...(process.env.STRYKER_MUTATOR_WORKER === undefined
        ? []
        : [new UnloadedTestFilesAsFailures()]),
    ],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
