import * as webhooks from '@org/webhooks';
import { WebhookError } from '@org/webhooks';
import { describe, expect, it } from 'vitest';
import { verifyErrorText } from './verify-error-text';

const RLO = '\u202E';

describe('verifyErrorText', () => {
  it('sets the server’s own words apart from the page’s copy', () => {
    const error = new WebhookError('http-status', 'failed', {
      status: 422,
      serverMessage: `${RLO}Company not found`,
    });
    expect(verifyErrorText(error, webhooks)).toEqual({
      kind: 'slot',
      before: 'There was an error processing your request: ',
      slot: `${RLO}Company not found`,
      after: '. Please try again.',
    });
  });

  it('sets apart the message of an error that is not the client’s', () => {
    expect(verifyErrorText(new Error(`${RLO}boom`), webhooks)).toMatchObject({
      kind: 'slot',
      slot: `${RLO}boom`,
    });
  });

  it('isolates whole a message with no slot', () => {
    expect(verifyErrorText(new WebhookError('network', 'offline'), webhooks)).toEqual({
      kind: 'whole',
      text: webhooks.VERIFY_NETWORK_ERROR_MESSAGE,
    });
  });
});
