import { defineConfig } from 'vitest/config';

/**
 * Settings every package's vitest config merges in. The JSON report is what `npm test`'s summary
 * (`scripts/test-summary.mjs`) reads, sorts by kind and sums into its closing line.
 */
export const sharedTestConfig = defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.test-report/vitest.json' }]],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
