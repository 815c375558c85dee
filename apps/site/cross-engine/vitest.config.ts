import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite: the same checks in Chromium, Firefox and WebKit, one test file per
 * engine, each engine's browser launched once. `servers.ts` starts what they load, once for all.
 * Run by the site's `test` (scripts/test.mjs) beside the Playwright suites; its report is
 * `.test-report/cross-engine.json`, which `npm test`'s summary counts as end-to-end runs.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['cross-engine/*.test.ts'],
    globalSetup: ['cross-engine/servers.ts'],
    reporters: ['default', ['json', { outputFile: '.test-report/cross-engine.json' }]],
    hookTimeout: 60_000,
    // One engine at a time: `pnpm test` runs the suite beside the build's Playwright suite on two
    // cores. Alone, `--maxWorkers=3` runs the three at once.
    maxWorkers: 1,
  },
});
