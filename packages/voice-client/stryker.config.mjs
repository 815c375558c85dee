import { sharedStrykerOptions } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the voice client's rules (`pnpm mutation` at the root): the call rules,
 * speech detector, Daily's fatal-error mapping and payload readers, server-message parser, start
 * parameters and `callSupport()`'s checks.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...sharedStrykerOptions,
  mutate: [
    'src/rules.ts',
    'src/speech-detector.ts',
    'src/daily/fatal-error.ts',
    'src/daily/camera-error.ts',
    'src/daily/error-event.ts',
    'src/server-message.ts',
    'src/start-params.ts',
    'src/call-support.ts',
  ],
};
