import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFailureScript, failurePlanSchema } from './failure-script';

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
