import { describe, expect, it } from 'vitest';
import { sendCalculatorResults } from '../src/index';
import { readDeliveryLog } from '../src/receiver/index';
import { calculatorBody } from './fixtures';
import { startTestReceiver } from './test-receiver';

const DELIVERIES = 400;
const CONCURRENCY = 16;

describe('the receiver under a small loopback load', () => {
  it(`records all ${DELIVERIES} concurrent deliveries exactly once`, {
    timeout: 30_000,
  }, async () => {
    const { receiver, logFile } = await startTestReceiver();
    const url = `${receiver.url}/calculator`;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < DELIVERIES) {
          const index = next;
          next += 1;
          await sendCalculatorResults(calculatorBody({ jobs_lost_per_year: index }), { url });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // A figure to read, not a target: speed is measured by `pnpm bench`, never asserted.
    process.stdout.write(
      `receiver load: ${DELIVERIES} deliveries, ${CONCURRENCY} at a time, ${Math.round(DELIVERIES / seconds)} deliveries/s\n`,
    );

    const { deliveries, unreadableLines } = await readDeliveryLog(logFile);
    expect(unreadableLines).toEqual([]);
    expect(deliveries).toHaveLength(DELIVERIES);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(DELIVERIES);
    const indexes = deliveries.map((d) =>
      d.webhook === 'calculator' ? d.body.jobs_lost_per_year : -1,
    );
    expect([...indexes].sort((a, b) => a - b)).toEqual(
      Array.from({ length: DELIVERIES }, (_, i) => i),
    );
    expect(receiver.deliveries()).toHaveLength(DELIVERIES);
  });
});
