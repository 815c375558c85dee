/**
 * What every package's `stryker.config.mjs` shares (`pnpm mutation`); each adds the files it
 * mutates. Runs in place, because each package's vitest config imports `../../vitest.shared.ts`,
 * which a sandbox copy of the package would not reach; Stryker writes the sources back when a run
 * ends or is interrupted. The vitest runner turns coverage off, so coverage thresholds do not apply.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export const sharedStrykerOptions = {
  testRunner: 'vitest',
  // Resolved here, at the root where it is installed: Stryker looks for plugins beside the
  // package it runs in, and pnpm installs none there.
  plugins: [import.meta.resolve('@stryker-mutator/vitest-runner')],
  vitest: { configFile: 'vitest.config.ts' },
  inPlace: true,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine this was tuned on has two cores.
  concurrency: 2,
  // Under 95 % the run exits non-zero, so `pnpm mutation` fails.
  thresholds: { high: 95, low: 90, break: 95 },
};
