import { describe, expect, it } from 'vitest';
import { hasBearerToken } from './bearer-token.ts';

describe('hasBearerToken', () => {
  it('accepts the expected token, whatever the case of the scheme', () => {
    expect(hasBearerToken('Bearer pk_123', 'pk_123')).toBe(true);
    expect(hasBearerToken('bearer pk_123', 'pk_123')).toBe(true);
    expect(hasBearerToken('Bearer   pk_123 ', 'pk_123')).toBe(true);
  });

  it.each([
    undefined,
    '',
    'pk_123',
    'Basic pk_123',
    'Bearer',
    'Bearer ',
    'Bearer pk_12',
    'Bearer pk_1234',
    'Bearer pk_123 extra',
    // Text before the scheme: the header must be the scheme and the token, nothing else.
    'xBearer pk_123',
    'foo Bearer pk_123',
    ' Bearer pk_123',
    'Basic Bearer pk_123',
    'Bearerpk_123',
  ])('refuses %j', (header) => {
    expect(hasBearerToken(header, 'pk_123')).toBe(false);
  });
});
