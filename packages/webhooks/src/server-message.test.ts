import { describe, expect, it } from 'vitest';
import { MAX_SERVER_MESSAGE_LENGTH, serverMessageFrom } from './server-message';

describe('serverMessageFrom', () => {
  it('uses plain text as it is, without trailing full stops or extra spaces', () => {
    expect(serverMessageFrom('  Company   not\nfound.  ', 'text/plain')).toBe('Company not found');
  });

  it('reads the message or error field of a JSON body', () => {
    expect(
      serverMessageFrom('{"message":"Quota exceeded"}', 'application/json; charset=utf-8'),
    ).toBe('Quota exceeded');
    expect(serverMessageFrom('{"error":"Bad input"}', 'application/problem+json')).toBe(
      'Bad input',
    );
    expect(serverMessageFrom('{"error":{"message":"Nested"}}', 'application/json')).toBe('Nested');
    expect(serverMessageFrom('"Just a string"', 'application/json')).toBe('Just a string');
  });

  it('falls back to the raw text of a body that is labelled JSON but is not', () => {
    expect(serverMessageFrom('Internal error', 'application/json')).toBe('Internal error');
  });

  it('gives nothing for JSON without a message, or for HTML error pages', () => {
    expect(serverMessageFrom('{"code":42}', 'application/json')).toBe('');
    expect(serverMessageFrom('<html><body>502</body></html>', 'text/html')).toBe('');
    expect(serverMessageFrom('', null)).toBe('');
  });

  it('cuts a long message short', () => {
    const message = serverMessageFrom('x'.repeat(1000), 'text/plain');
    expect(message).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(message.endsWith('…')).toBe(true);
  });
});
