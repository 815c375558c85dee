import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactWebhookBodySchema } from './contact-schema';

const valid = {
  firstName: ' Ada ',
  lastName: 'Byron',
  email: 'ada@example',
  phone: '',
  subject: 'Hello',
  message: '\n  Indented first line\n',
  timestamp: '2025-01-31T09:30:00.000Z',
};

describe('contactWebhookBodySchema', () => {
  it('accepts the browser-level email shape, trims short fields and keeps the message as typed', () => {
    const result = v.parse(contactWebhookBodySchema, valid);
    expect(result).toEqual({ ...valid, firstName: 'Ada' });
  });

  it.each([
    [{ firstName: '   ' }, 'firstName: First name is required'],
    [{ email: 'ada example.com' }, 'email: Please enter a valid email'],
    // A valid browser-level address followed by junk: only the pattern's `$` anchor refuses these.
    [{ email: 'a@b@c' }, 'email: Please enter a valid email'],
    [{ email: 'ada@example junk' }, 'email: Please enter a valid email'],
    [{ message: ' \n ' }, 'message: Message is required'],
    [{ message: 'x'.repeat(20_001) }, 'message: Message is too long'],
    [{ subject: 'x'.repeat(201) }, 'subject: Subject is too long'],
    [{ timestamp: 'yesterday' }, 'timestamp: Timestamp must be ISO 8601'],
    [{ phone: 5550102030 }, 'phone: Phone must be text'],
    [{ extra: true }, 'extra: Field is not allowed'],
  ])('refuses %j', (patch, issue) => {
    const result = v.safeParse(contactWebhookBodySchema, { ...valid, ...patch });
    expect(result.success).toBe(false);
    const messages = result.issues?.map((i) =>
      `${v.getDotPath(i) ?? ''}: ${i.message}`.replace(/^: /, ''),
    );
    expect(messages).toContain(issue);
  });

  it('names a missing field', () => {
    const { subject: _subject, ...rest } = valid;
    const result = v.safeParse(contactWebhookBodySchema, rest);
    expect(result.issues?.[0]?.message).toBe('Field is missing');
  });
});
