import type { verifyErrorMessage, verifyRequestErrorMessage } from '@org/webhooks';
import { findSlot, type IsolatedText } from '../isolated-text';

/** The two message functions of `@org/webhooks` the verify page's error is made with. */
export interface VerifyErrorCopy {
  verifyErrorMessage: typeof verifyErrorMessage;
  verifyRequestErrorMessage: typeof verifyRequestErrorMessage;
}

/**
 * What the verify page shows for a failed request: `verifyErrorMessage`'s words, with the
 * server's own (the slot of `verifyRequestErrorMessage`) to be isolated from the page's copy.
 * @example
 * verifyErrorText(error, await import('@org/webhooks'));
 * // { kind: 'slot', before: 'There was an error processing your request: ', slot: 'Company not found', … }
 */
export function verifyErrorText(error: unknown, copy: VerifyErrorCopy): IsolatedText {
  return findSlot(copy.verifyErrorMessage(error), copy.verifyRequestErrorMessage);
}
