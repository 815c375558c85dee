import { sharedStrykerOptions } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the voice client's rules (`pnpm mutation` at the root): the call rules,
 * speech detector, fatal-error mapping, server-message parser and start parameters.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...sharedStrykerOptions,
  mutate: [
    'src/rules.ts',
    'src/speech-detector.ts',
    'src/fatal-error.ts',
    'src/server-message.ts',
    'src/start-params.ts',
  ],
};
