import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssue, validateBody } from './validate-body';
import { WebhookError } from './webhook-error';

const schema = v.object({ email: v.pipe(v.string(), v.email('Please enter a valid email')) });

describe('validateBody', () => {
  it('returns the parsed body', () => {
    expect(validateBody('verify', schema, { email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('throws invalid-body with one line per issue', () => {
    let thrown: unknown;
    try {
      validateBody('verify', schema, { email: 'nope' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WebhookError);
    expect(thrown).toMatchObject({
      code: 'invalid-body',
      webhook: 'verify',
      issues: ['email: Please enter a valid email'],
      message: 'The verify body was refused: email: Please enter a valid email',
    });
  });

  it('lists every issue in the message, separated by semicolons', () => {
    const two = v.object({ name: v.string('Name is required'), email: schema.entries.email });
    expect(() => validateBody('verify', two, { name: 3, email: 'nope' })).toThrow(
      'The verify body was refused: name: Name is required; email: Please enter a valid email',
    );
  });
});

describe('describeIssue', () => {
  it('gives the message alone for an issue of the whole body', () => {
    const [issue] = v.safeParse(v.string('Send text'), 1).issues ?? [];
    expect(issue && describeIssue(issue)).toBe('Send text');
  });
});
