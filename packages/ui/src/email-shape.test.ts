// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEmailShape } from './email-shape';

describe('isEmailShape', () => {
  it.each(['owner@acme.com', 'a@b.c', 'first.last+tag@mail.example.co.uk', ' owner@acme.com '])(
    'accepts %j',
    (value) => {
      expect(isEmailShape(value)).toBe(true);
    },
  );

  it.each([
    '',
    'owner',
    'owner@acme',
    '@acme.com',
    'owner@.com',
    'own er@acme.com',
    'a@b@c.d',
    // A valid address followed by junk: only the pattern's `$` anchor refuses these.
    'a@b.c@d',
    'owner@acme.com junk',
  ])('rejects %j', (value) => {
    expect(isEmailShape(value)).toBe(false);
  });
});
