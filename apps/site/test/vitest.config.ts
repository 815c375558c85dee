import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../../vitest.shared.ts';

// The tests of the budget and security machinery (scripts/**) and the scans of the built output
// (test/**), run by the site's `test` script after the build. Their own report file, so the site's
// unit-test report (.test-report/vitest.json) is not overwritten.
const config = mergeConfig(
  sharedTestConfig,
  defineConfig({
    root: new URL('..', import.meta.url).pathname,
    test: { include: ['scripts/**/*.test.mjs', 'test/**/*.test.ts'] },
  }),
);
config.test = {
  ...config.test,
  reporters: ['default', ['json', { outputFile: '.test-report/vitest-build-output.json' }]],
};
export default config;
