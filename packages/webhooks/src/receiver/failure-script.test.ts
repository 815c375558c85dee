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
    expect(script.take('calculator')).toBeUndefined();
    expect(script.take('verify')).toEqual({ kind: 'drop' });
    expect(script.list()).toEqual([
      { webhook: 'verify', failure: { kind: 'drop' }, remaining: 1 },
      { webhook: 'contact', failure: { kind: 'status', status: 500 }, remaining: 1 },
      { webhook: 'verify', failure: { kind: 'truncate' }, remaining: 1 },
    ]);
    expect(script.take('verify')).toEqual({ kind: 'drop' });
    expect(script.take('verify')).toEqual({ kind: 'truncate' });
    expect(script.take('verify')).toBeUndefined();
    expect(script.clear()).toBe(1);
    expect(script.take('contact')).toBeUndefined();
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
    expect(script.take('contact')).toEqual(plan(0).failure);
    expect(script.schedule(plan(MAX_PENDING_FAILURES))).toEqual({ kind: 'scheduled' });
    expect(script.schedule(plan(MAX_PENDING_FAILURES + 1)).kind).toBe('queue-full');
    expect(script.list().at(-1)?.failure).toEqual(plan(MAX_PENDING_FAILURES).failure);
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
  ])('accepts %j', (plan) => {
    expect(v.is(failurePlanSchema, plan)).toBe(true);
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
  ])('refuses %j', (plan) => {
    expect(v.is(failurePlanSchema, plan)).toBe(false);
  });
});
