import { sharedStrykerOptions } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the webhook clients (`pnpm mutation` at the root): the four request
 * functions and the post, body-check, bounded-read and error code they share.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...sharedStrykerOptions,
  mutate: [
    'src/post-webhook.ts',
    'src/read-bounded-text.ts',
    'src/request-call-summary.ts',
    'src/request-demo.ts',
    'src/send-calculator-results.ts',
    'src/send-contact-message.ts',
    'src/validate-body.ts',
    'src/webhook-error.ts',
  ],
};
