import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClientClock, track, until } from '../test/client-clock';
import { calculatorBody } from '../test/fixtures';
import { startTestReceiver } from '../test/test-receiver';
import { sendCalculatorResults } from './send-calculator-results';

afterEach(() => {
  vi.useRealTimers();
});

describe('sendCalculatorResults against the local receiver', () => {
  it('delivers exactly the snake_case body', async () => {
    const { receiver, at } = await startTestReceiver();
    await sendCalculatorResults(calculatorBody(), { url: at('/calculator') });
    expect(receiver.deliveries('calculator').map((d) => d.body)).toEqual([calculatorBody()]);
  });

  it('drops properties the webhook does not take', async () => {
    const { receiver, at } = await startTestReceiver();
    const withExtra = { ...calculatorBody(), callsPerMonth: 60 };
    await sendCalculatorResults(withExtra, { url: at('/calculator') });
    expect(receiver.deliveries('calculator')[0]?.body).not.toHaveProperty('callsPerMonth');
  });

  it('refuses a non-finite figure before sending', async () => {
    const { receiver, at } = await startTestReceiver();
    await expect(
      sendCalculatorResults(calculatorBody({ jobs_lost_per_year: Number.POSITIVE_INFINITY }), {
        url: at('/calculator'),
      }),
    ).rejects.toMatchObject({ code: 'invalid-body' });
    expect(receiver.deliveries()).toEqual([]);
  });

  it('reports a scripted 503 as http-status', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'calculator', failure: { kind: 'status', status: 503 } });
    await expect(
      sendCalculatorResults(calculatorBody(), { url: at('/calculator') }),
    ).rejects.toMatchObject({
      code: 'http-status',
      status: 503,
      serverMessage: 'Scripted failure (503)',
    });
  });

  it('reports a slow automation as timeout', async () => {
    const { receiver, at } = await startTestReceiver();
    // An automation slower than any test (closing the receiver ends the delay), and a timeout on
    // the test's clock, moved once the request is in the receiver.
    receiver.failNext({ webhook: 'calculator', failure: { kind: 'delay', delayMs: 60_000 } });
    fakeClientClock();
    const sending = track(
      sendCalculatorResults(calculatorBody(), { url: at('/calculator'), timeoutMs: 50 }),
    );
    await until(() => receiver.pendingFailures().length === 0);
    await vi.advanceTimersByTimeAsync(50);
    await expect(sending.promise).rejects.toMatchObject({ code: 'timeout' });
  });
});
