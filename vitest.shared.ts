import { defineConfig } from 'vitest/config';

/**
 * Settings every package's vitest config merges in. The JSON report is what
 * `scripts/quickstart.mjs test` sums into the closing "N passed, N failed" line.
 */
export const sharedTestConfig = defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.test-report/vitest.json' }]],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
