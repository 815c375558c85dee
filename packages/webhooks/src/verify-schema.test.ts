import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { verifyWebhookBodySchema } from './verify-schema';

const valid = { name: 'Ada', email: 'ada@example.com', company: 'Acme', address: '' };

describe('verifyWebhookBodySchema', () => {
  it('accepts an empty address and trims the fields', () => {
    expect(
      v.parse(verifyWebhookBodySchema, { ...valid, company: ' Acme ', address: ' Austin, TX ' }),
    ).toEqual({
      ...valid,
      address: 'Austin, TX',
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ada@example' }, 'Please enter a valid email'],
    [{ company: ' ' }, 'Company name is required'],
  ])('refuses %j with the form message', (patch, message) => {
    const result = v.safeParse(verifyWebhookBodySchema, { ...valid, ...patch });
    expect(result.issues?.map((issue) => issue.message)).toEqual([message]);
  });
});
