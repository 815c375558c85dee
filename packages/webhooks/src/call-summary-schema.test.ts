import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callSummaryWebhookBodySchema } from './call-summary-schema';

describe('callSummaryWebhookBodySchema', () => {
  it('sends a phone number as its ten digits', () => {
    const body = {
      agentId: 'a1',
      company: '',
      contactType: 'phone',
      phoneNumber: '(555) 010-2030',
    };
    expect(v.parse(callSummaryWebhookBodySchema, body)).toEqual({
      ...body,
      phoneNumber: '5550102030',
    });
  });

  it('is idempotent, so the receiver accepts what the client sends', () => {
    const body = {
      agentId: 'a1',
      company: 'Acme',
      contactType: 'phone',
      phoneNumber: '5550102030',
    };
    expect(v.parse(callSummaryWebhookBodySchema, body)).toEqual(body);
  });

  it('accepts an e-mail address of basic shape', () => {
    const body = {
      agentId: 'a1',
      company: 'Acme',
      contactType: 'email',
      emailAddress: 'ada@example.com',
    };
    expect(v.parse(callSummaryWebhookBodySchema, body)).toEqual(body);
  });

  it.each([
    [{ contactType: 'phone', phoneNumber: '555-010-203' }, 'Enter 10 digits'],
    [{ contactType: 'phone', phoneNumber: '+1 555 010 2030' }, 'Enter 10 digits'],
    [{ contactType: 'email', emailAddress: 'ada@example' }, 'Please enter a valid email'],
    [{ contactType: 'sms', phoneNumber: '5550102030' }, 'Contact type must be "phone" or "email"'],
    [{ contactType: 'email', phoneNumber: '5550102030' }, 'Field is missing'],
  ])('refuses %j', (patch, message) => {
    const result = v.safeParse(callSummaryWebhookBodySchema, {
      agentId: 'a1',
      company: '',
      ...patch,
    });
    expect(result.issues?.map((issue) => issue.message)).toContain(message);
  });

  it('refuses a phone request that also carries an e-mail address', () => {
    const body = {
      agentId: 'a1',
      company: '',
      contactType: 'phone',
      phoneNumber: '5550102030',
      emailAddress: 'ada@example.com',
    };
    expect(v.is(callSummaryWebhookBodySchema, body)).toBe(false);
  });
});
