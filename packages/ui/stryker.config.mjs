import { sharedStrykerOptions } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the phone and email helpers (`pnpm mutation` at the root). Only the unit
 * tests run: vitest.config.ts leaves the browser story tests out under Stryker.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...sharedStrykerOptions,
  mutate: ['src/phone-digits.ts', 'src/email-shape.ts'],
};
