import { describe, expect, it } from 'vitest';
import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  VERIFY_NETWORK_ERROR_MESSAGE,
  verifyErrorMessage,
  verifyRequestErrorMessage,
} from './visitor-messages';
import { WebhookError, type WebhookErrorOptions } from './webhook-error';

describe('visitor messages', () => {
  it('keep their wording, word for word', () => {
    expect(CONTACT_SUCCESS_MESSAGE).toBe('Thank you! Your message has been sent successfully.');
    expect(CONTACT_ERROR_MESSAGE).toBe(
      'Sorry, there was an error sending your message. Please try again.',
    );
    expect(VERIFY_NETWORK_ERROR_MESSAGE).toBe(
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(verifyRequestErrorMessage('Oops')).toBe(
      'There was an error processing your request: Oops. Please try again.',
    );
  });
});

describe('verifyErrorMessage', () => {
  const error = (code: WebhookError['code'], options: WebhookErrorOptions = {}) =>
    new WebhookError(code, 'developer text', { webhook: 'verify', ...options });

  it.each([
    [error('network'), VERIFY_NETWORK_ERROR_MESSAGE],
    [
      error('http-status', { status: 422, serverMessage: 'Company not found' }),
      'There was an error processing your request: Company not found. Please try again.',
    ],
    [
      error('http-status', { status: 503, serverMessage: '' }),
      'There was an error processing your request: Request failed with status 503. Please try again.',
    ],
    [
      error('timeout'),
      'There was an error processing your request: The server took too long to respond. Please try again.',
    ],
    [
      error('invalid-response'),
      'There was an error processing your request: The server sent a reply that could not be read. Please try again.',
    ],
    [
      error('unsafe-redirect'),
      'There was an error processing your request: The server did not return a valid demo link. Please try again.',
    ],
    [
      error('invalid-body', { issues: ['email: Please enter a valid email'] }),
      'There was an error processing your request: Please enter a valid email. Please try again.',
    ],
    [
      error('aborted'),
      'There was an error processing your request: The request was cancelled. Please try again.',
    ],
    [
      new Error('Something broke'),
      'There was an error processing your request: Something broke. Please try again.',
    ],
    ['a string', 'There was an error processing your request: Unknown error. Please try again.'],
  ])('maps %s', (thrown, message) => {
    expect(verifyErrorMessage(thrown)).toBe(message);
  });
});
