import { describe, expect, it } from 'vitest';
import { emailSummary, phoneSummary } from '../test/fixtures';
import { startTestReceiver } from '../test/test-receiver';
import { requestCallSummary } from './request-call-summary';

describe('requestCallSummary against the local receiver', () => {
  it('sends a phone number as its ten digits', async () => {
    const { receiver, at } = await startTestReceiver();
    await requestCallSummary(phoneSummary('(555) 010-2030'), { url: at('/call-summary') });
    expect(receiver.deliveries('call-summary')[0]?.body).toEqual({
      agentId: 'agent-1',
      company: 'Acme Roofing',
      contactType: 'phone',
      phoneNumber: '5550102030',
    });
  });

  it('sends an e-mail address', async () => {
    const { receiver, at } = await startTestReceiver();
    await requestCallSummary(emailSummary(' ada@example.com '), { url: at('/call-summary') });
    expect(receiver.deliveries('call-summary')[0]?.body).toEqual({
      agentId: 'agent-1',
      company: 'Acme Roofing',
      contactType: 'email',
      emailAddress: 'ada@example.com',
    });
  });

  it.each([
    ['nine digits', phoneSummary('555-010-203')],
    ['eleven digits', phoneSummary('+1 555 010 2030')],
    ['no digits', phoneSummary('call me')],
    ['a bad address', emailSummary('ada@example')],
    ['an empty address', emailSummary('')],
    ['an unknown contact type', { ...phoneSummary(), contactType: 'fax' } as never],
  ])('refuses %s before sending', async (_label, request) => {
    const { receiver, at } = await startTestReceiver();
    await expect(requestCallSummary(request, { url: at('/call-summary') })).rejects.toMatchObject({
      code: 'invalid-body',
    });
    expect(receiver.deliveries()).toEqual([]);
  });

  it('reports a scripted 502 as http-status', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({
      webhook: 'call-summary',
      failure: { kind: 'status', status: 502, message: 'SMS gateway down' },
    });
    await expect(
      requestCallSummary(phoneSummary(), { url: at('/call-summary') }),
    ).rejects.toMatchObject({
      code: 'http-status',
      status: 502,
      serverMessage: 'SMS gateway down',
    });
  });

  it('reports a dropped connection as network', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'call-summary', failure: { kind: 'drop' } });
    await expect(
      requestCallSummary(phoneSummary(), { url: at('/call-summary') }),
    ).rejects.toMatchObject({
      code: 'network',
    });
  });
});
