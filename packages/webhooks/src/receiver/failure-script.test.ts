import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createFailureScript,
  type FailurePlan,
  failurePlanSchema,
  MAX_PENDING_FAILURES,
  scriptedFailureLimits,
} from './failure-script';

/** Plan `i` of a full queue: each one different, so a reordering or a lost plan shows. */
function plan(i: number): FailurePlan {
  return { webhook: 'contact', failure: { kind: 'status', status: 500, message: `plan ${i}` } };
}

describe('createFailureScript', () => {
  it('serves each webhook its own failures, first in first out, for the given number of times', () => {
    const script = createFailureScript();
    script.add({ webhook: 'verify', failure: { kind: 'drop' }, times: 2 });
    script.add({ webhook: 'contact', failure: { kind: 'status', status: 500 } });
    script.add({ webhook: 'verify', failure: { kind: 'truncate' } });
    expect(script.take('calculator', {})).toBeUndefined();
    expect(script.take('verify', {})).toEqual({ kind: 'drop' });
    expect(script.list()).toEqual([
      { webhook: 'verify', failure: { kind: 'drop' }, remaining: 1 },
      { webhook: 'contact', failure: { kind: 'status', status: 500 }, remaining: 1 },
      { webhook: 'verify', failure: { kind: 'truncate' }, remaining: 1 },
    ]);
    expect(script.take('verify', {})).toEqual({ kind: 'drop' });
    expect(script.take('verify', {})).toEqual({ kind: 'truncate' });
    expect(script.take('verify', {})).toBeUndefined();
    expect(script.clear()).toBe(1);
    expect(script.take('contact', {})).toBeUndefined();
  });

  it(`queues ${MAX_PENDING_FAILURES} plans and refuses the next without touching the queue`, () => {
    const script = createFailureScript();
    for (let i = 0; i < MAX_PENDING_FAILURES; i += 1) {
      expect(script.schedule(plan(i))).toEqual({ kind: 'scheduled' });
    }
    const full = script.list();
    expect(full).toHaveLength(MAX_PENDING_FAILURES);
    expect(script.schedule({ ...plan(MAX_PENDING_FAILURES), times: 5 })).toEqual({
      kind: 'queue-full',
      limit: MAX_PENDING_FAILURES,
      message: `At most ${MAX_PENDING_FAILURES} failure plans can be pending: let some be used up or clear them first`,
    });
    expect(() => script.add(plan(MAX_PENDING_FAILURES))).toThrow(RangeError);
    expect(script.list()).toEqual(full);
    // A plan used up makes room for exactly one more.
    expect(script.take('contact', {})).toEqual(plan(0).failure);
    expect(script.schedule(plan(MAX_PENDING_FAILURES))).toEqual({ kind: 'scheduled' });
    expect(script.schedule(plan(MAX_PENDING_FAILURES + 1)).kind).toBe('queue-full');
    expect(script.list().at(-1)?.failure).toEqual(plan(MAX_PENDING_FAILURES).failure);
  });

  it('serves a plan with a match only to a body that fits it, leaving others to plans that fit theirs', () => {
    const script = createFailureScript();
    script.add({ webhook: 'verify', failure: { kind: 'drop' }, match: { email: 'a@example.com' } });
    script.add({
      webhook: 'verify',
      failure: { kind: 'truncate' },
      times: 2,
      match: { email: 'b@example.com', company: 'Acme' },
    });
    // Another test's request, side by side: neither plan is its own, and neither is used up.
    expect(script.take('verify', { email: 'c@example.com', company: 'Acme' })).toBeUndefined();
    // Every field must fit, as the same string: a number or a missing field does not.
    expect(script.take('verify', { email: 'b@example.com', company: 'acme' })).toBeUndefined();
    expect(script.take('verify', { email: 'b@example.com' })).toBeUndefined();
    expect(script.take('contact', { email: 'a@example.com' })).toBeUndefined();
    // The second plan, though queued after the first: the first does not fit.
    expect(script.take('verify', { email: 'b@example.com', company: 'Acme', name: 'B' })).toEqual({
      kind: 'truncate',
    });
    expect(script.take('verify', { email: 'a@example.com' })).toEqual({ kind: 'drop' });
    expect(script.list()).toEqual([
      {
        webhook: 'verify',
        failure: { kind: 'truncate' },
        remaining: 1,
        match: { email: 'b@example.com', company: 'Acme' },
      },
    ]);
  });

  it('does not match a field the body inherits, nor a value that is not the same string', () => {
    const script = createFailureScript();
    script.add({ webhook: 'contact', failure: { kind: 'drop' }, match: { toString: 'x' } });
    script.add({ webhook: 'contact', failure: { kind: 'drop' }, match: { phone: '5' } });
    expect(script.take('contact', {})).toBeUndefined();
    expect(script.take('contact', { phone: 5 })).toBeUndefined();
    expect(script.list()).toHaveLength(2);
  });

  it('clears the plans a filter selects: by webhook, by the fields of their match, or all', () => {
    const script = createFailureScript();
    const drop = { kind: 'drop' } as const;
    script.add({ webhook: 'verify', failure: drop, match: { email: 'a@example.com' } });
    script.add({ webhook: 'verify', failure: drop, match: { email: 'b@example.com', name: 'B' } });
    script.add({ webhook: 'contact', failure: drop, match: { email: 'b@example.com' } });
    script.add({ webhook: 'contact', failure: drop });
    expect(script.clear({ match: { email: 'c@example.com' } })).toBe(0);
    expect(script.clear({ webhook: 'verify', match: { email: 'b@example.com' } })).toBe(1);
    expect(script.list().map((entry) => [entry.webhook, entry.match?.email])).toEqual([
      ['verify', 'a@example.com'],
      ['contact', 'b@example.com'],
      ['contact', undefined],
    ]);
    expect(script.clear({ webhook: 'contact' })).toBe(2);
    expect(script.clear({})).toBe(1);
    expect(script.list()).toEqual([]);
  });

  it("keeps its own copy of a plan's match", () => {
    const script = createFailureScript();
    const match: Record<string, string> = { email: 'a@example.com' };
    script.add({ webhook: 'verify', failure: { kind: 'drop' }, match });
    match.email = 'b@example.com';
    const listed = script.list();
    (listed[0]?.match as Record<string, string>).email = 'c@example.com';
    expect(script.take('verify', { email: 'a@example.com' })).toEqual({ kind: 'drop' });
  });

  it('counts a plan repeated many times as one entry', () => {
    const script = createFailureScript();
    script.add({ ...plan(0), times: scriptedFailureLimits.times });
    for (let i = 1; i < MAX_PENDING_FAILURES; i += 1) script.add(plan(i));
    expect(script.list()).toHaveLength(MAX_PENDING_FAILURES);
  });
});

describe('failurePlanSchema', () => {
  it.each([
    { webhook: 'contact', failure: { kind: 'status', status: 503, message: 'down' }, times: 3 },
    { webhook: 'verify', failure: { kind: 'delay', delayMs: 2000 } },
    {
      webhook: 'verify',
      failure: {
        kind: 'reply',
        body: 'javascript:alert(1)',
        contentType: 'text/html; charset=utf-8',
      },
    },
    { webhook: 'call-summary', failure: { kind: 'drop' } },
    { webhook: 'contact', failure: { kind: 'drop' }, match: { email: 'a@example.com' } },
  ])('accepts %j', (plan) => {
    expect(v.is(failurePlanSchema, plan)).toBe(true);
  });

  it('accepts a match at its bounds: 8 fields, names of 64 characters, values of 1000', () => {
    const { matchFields, matchFieldLength, matchValueLength } = scriptedFailureLimits;
    const match = Object.fromEntries(
      Array.from({ length: matchFields }, (_, i) => [
        `${'f'.repeat(matchFieldLength - 1)}${i}`,
        'v'.repeat(matchValueLength),
      ]),
    );
    expect(v.is(failurePlanSchema, { webhook: 'verify', failure: { kind: 'drop' }, match })).toBe(
      true,
    );
  });

  const reply = (body: string, contentType?: string) => ({
    webhook: 'verify',
    failure: { kind: 'reply', body, ...(contentType === undefined ? {} : { contentType }) },
  });
  const { replyBodyBytes, contentTypeLength, messageLength } = scriptedFailureLimits;
  const longContentType = (length: number) => `text/plain; x=${'a'.repeat(length - 14)}`;

  it('bounds a reply body in UTF-8 bytes, as it is sent', () => {
    expect(v.is(failurePlanSchema, reply('a'.repeat(replyBodyBytes)))).toBe(true);
    expect(v.is(failurePlanSchema, reply('a'.repeat(replyBodyBytes + 1)))).toBe(false);
    // Two bytes each: half as many characters reach the limit.
    expect(v.is(failurePlanSchema, reply('é'.repeat(replyBodyBytes / 2)))).toBe(true);
    expect(v.is(failurePlanSchema, reply('é'.repeat(replyBodyBytes / 2 + 1)))).toBe(false);
  });

  it('bounds a reply content type and a status message', () => {
    expect(longContentType(contentTypeLength)).toHaveLength(contentTypeLength);
    expect(v.is(failurePlanSchema, reply('x', longContentType(contentTypeLength)))).toBe(true);
    expect(v.is(failurePlanSchema, reply('x', longContentType(contentTypeLength + 1)))).toBe(false);
    const status = (message: string) => ({
      webhook: 'contact',
      failure: { kind: 'status', status: 503, message },
    });
    expect(v.is(failurePlanSchema, status('m'.repeat(messageLength)))).toBe(true);
    expect(v.is(failurePlanSchema, status('m'.repeat(messageLength + 1)))).toBe(false);
  });

  it.each([
    { webhook: 'sms', failure: { kind: 'drop' } },
    { webhook: 'contact', failure: { kind: 'status', status: 200 } },
    { webhook: 'contact', failure: { kind: 'delay', delayMs: 10_000_000 } },
    { webhook: 'contact', failure: { kind: 'explode' } },
    { webhook: 'contact', failure: { kind: 'drop' }, times: 0 },
    {
      webhook: 'contact',
      failure: { kind: 'reply', body: 'x', contentType: 'text/html\r\nX-Injected: 1' },
    },
    { webhook: 'contact', failure: { kind: 'drop' }, match: {} },
    { webhook: 'contact', failure: { kind: 'drop' }, match: { '': 'x' } },
    { webhook: 'contact', failure: { kind: 'drop' }, match: { email: 5 } },
    { webhook: 'contact', failure: { kind: 'drop' }, match: ['a@example.com'] },
    { webhook: 'contact', failure: { kind: 'drop' }, match: JSON.parse('{"__proto__":"x"}') },
    {
      webhook: 'contact',
      failure: { kind: 'drop' },
      match: Object.fromEntries(
        Array.from({ length: scriptedFailureLimits.matchFields + 1 }, (_, i) => [`f${i}`, 'v']),
      ),
    },
  ])('refuses %j', (plan) => {
    expect(v.is(failurePlanSchema, plan)).toBe(false);
  });

  it('refuses a match field name over 64 characters or a value over 1000', () => {
    const { matchFieldLength, matchValueLength } = scriptedFailureLimits;
    const plan = (match: Record<string, string>) => ({
      webhook: 'contact',
      failure: { kind: 'drop' },
      match,
    });
    expect(v.is(failurePlanSchema, plan({ ['f'.repeat(matchFieldLength + 1)]: 'x' }))).toBe(false);
    expect(v.is(failurePlanSchema, plan({ email: 'v'.repeat(matchValueLength + 1) }))).toBe(false);
  });
});
