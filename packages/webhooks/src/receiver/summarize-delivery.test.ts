import { describe, expect, it } from 'vitest';
import { calculatorBody } from '../../test/fixtures';
import type { Delivery } from './delivery';
import { summarizeDelivery } from './summarize-delivery';

const base = { id: 'id-1', receivedAt: '2025-01-31T09:30:05.000Z' };

describe('summarizeDelivery', () => {
  it('describes each webhook on one line', () => {
    const deliveries: Delivery[] = [
      {
        ...base,
        webhook: 'contact',
        body: {
          firstName: 'Ada',
          lastName: 'Byron',
          email: 'ada@example.com',
          phone: '',
          subject: 'Quote',
          message: 'Hi',
          timestamp: base.receivedAt,
        },
      },
      { ...base, webhook: 'calculator', body: calculatorBody() },
      {
        ...base,
        webhook: 'verify',
        body: { name: 'Ada', email: 'ada@example.com', company: 'Acme', address: '' },
      },
      {
        ...base,
        webhook: 'call-summary',
        body: { agentId: 'a1', company: '', contactType: 'phone', phoneNumber: '5550102030' },
      },
      {
        ...base,
        webhook: 'call-summary',
        body: { agentId: 'a1', company: '', contactType: 'email', emailAddress: 'ada@example.com' },
      },
    ];
    expect(deliveries.map(summarizeDelivery)).toEqual([
      '09:30:05 contact      Ada Byron <ada@example.com> "Quote"',
      '09:30:05 calculator   Ada Byron <ada@example.com> (Acme Roofing) annual revenue loss 291600',
      '09:30:05 verify       Ada <ada@example.com> (Acme)',
      '09:30:05 call-summary agent a1 by SMS 5550102030',
      '09:30:05 call-summary agent a1 by e-mail ada@example.com',
    ]);
  });

  it('keeps visitor text from breaking the line or the terminal, and cuts it short', () => {
    const line = summarizeDelivery({
      ...base,
      webhook: 'verify',
      body: { name: 'Ada\n\u001b[31mred', email: 'a@b.co', company: 'x'.repeat(100), address: '' },
    });
    expect(line).not.toContain('\n');
    expect(line).not.toContain('\u001b');
    expect(line).toContain('Ada [31mred');
    expect(line).toContain(`${'x'.repeat(59)}…`);
  });
});
