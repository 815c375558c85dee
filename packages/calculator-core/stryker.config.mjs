import { sharedStrykerOptions } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the calculator's rules: every source module (`pnpm mutation` at the root).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...sharedStrykerOptions,
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
};
