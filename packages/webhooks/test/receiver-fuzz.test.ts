import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendCalculatorResults } from '../src/index';
import { readDeliveryLog, receiverPaths } from '../src/receiver/index';
import { calculatorBody } from './fixtures';
import { rawExchange, rawPost } from './raw-http';
import { startTestReceiver } from './test-receiver';

const MAX_BODY = 65_536;
const paths = [...Object.values(receiverPaths), '/__control/failures', '/nope'];

/** One hostile client, as fast-check draws it. */
const hostileClient = fc.oneof(
  fc.record({
    kind: fc.constant('garbage' as const),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 2048 }),
  }),
  fc.record({
    kind: fc.constant('random-body' as const),
    path: fc.constantFrom(...paths),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/json; charset=latin1',
      '',
    ),
    bytes: fc.uint8Array({ maxLength: 4096 }),
  }),
  fc.record({
    kind: fc.constant('random-json' as const),
    path: fc.constantFrom(...paths),
    value: fc.jsonValue({ maxDepth: 4 }),
  }),
  fc.record({
    kind: fc.constant('huge-body' as const),
    size: fc.integer({ min: MAX_BODY + 1, max: 1_000_000 }),
  }),
  fc.record({ kind: fc.constant('slow-client' as const), pieces: fc.integer({ min: 2, max: 5 }) }),
);

type HostileClient = typeof hostileClient extends fc.Arbitrary<infer T> ? T : never;

function play(port: number, client: HostileClient) {
  switch (client.kind) {
    case 'garbage':
      return rawExchange(port, [client.bytes], { waitMs: 1500 });
    case 'random-body':
      return rawExchange(port, [rawPost(port, client.path, client.bytes, client.contentType)], {
        waitMs: 1500,
      });
    case 'random-json':
      return rawExchange(port, [rawPost(port, client.path, JSON.stringify(client.value))], {
        waitMs: 1500,
      });
    case 'huge-body':
      return rawExchange(
        port,
        [rawPost(port, '/contact', new Uint8Array(client.size).fill(0x20))],
        {
          waitMs: 2500,
        },
      );
    case 'slow-client': {
      const head = 'POST /verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
      const pieces = Array.from({ length: client.pieces }, (_, i) =>
        head.slice(i * 10, i * 10 + 10),
      );
      return rawExchange(port, pieces, { gapMs: 400, waitMs: 3500 });
    }
  }
}

describe('the receiver under fuzzed input', () => {
  // Exactly 40 runs, never cut short by a time limit: about 25 s alone, and the timeout leaves
  // room for a loaded two-core machine. It bounds a hang, not the speed of the receiver.
  it('keeps serving and loses no accepted delivery', { timeout: 120_000 }, async () => {
    const { receiver, logFile } = await startTestReceiver({
      maxBodyBytes: MAX_BODY,
      requestTimeoutMs: 1000,
    });
    const url = `${receiver.url}/calculator`;
    let sent = 0;
    const answers: (number | undefined)[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(hostileClient, { minLength: 1, maxLength: 4 }), async (clients) => {
        // Hostile clients and a well-behaved one at the same time: the good one must get through.
        const [exchanges] = await Promise.all([
          Promise.all(clients.map((client) => play(receiver.port, client))),
          sendCalculatorResults(calculatorBody({ jobs_lost_per_year: sent }), { url }).then(() => {
            sent += 1;
          }),
        ]);
        for (const exchange of exchanges) {
          answers.push(exchange.status);
          // Every answer is a refusal (4xx) or, for the rare random body that is valid, a success.
          if (exchange.status !== undefined)
            expect(exchange.status === 200 || exchange.status >= 400).toBe(true);
          expect(exchange.status === undefined || exchange.status < 500).toBe(true);
        }
      }),
      { numRuns: 40 },
    );

    expect(sent).toBeGreaterThan(0);
    expect(answers.some((status) => status === 400)).toBe(true);
    const health = await fetch(`${receiver.url}/__health`);
    expect(health.status).toBe(200);

    // Every accepted delivery is both listed and on disk, each exactly once, in order.
    const listed = receiver.deliveries();
    const onDisk = await readDeliveryLog(logFile);
    expect(onDisk.unreadableLines).toEqual([]);
    expect(onDisk.deliveries.map((d) => d.id)).toEqual(listed.map((d) => d.id));
    const calculator = listed.filter((d) => d.webhook === 'calculator');
    expect(
      calculator.map((d) => (d.webhook === 'calculator' ? d.body.jobs_lost_per_year : -1)),
    ).toEqual(Array.from({ length: sent }, (_, i) => i));
  });
});
