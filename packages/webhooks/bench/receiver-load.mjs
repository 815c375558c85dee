#!/usr/bin/env node
// Loopback load benchmark of the local webhook receiver: N calculator deliveries sent by the
// real client, C at a time, each appended to a JSON-lines file. Prints throughput and latency.
// Run after a build: `pnpm --filter @org/webhooks bench [-- --deliveries 2000 --concurrency 32]`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sendCalculatorResults } from '../dist/index.js';
import { readDeliveryLog, startWebhookReceiver } from '../dist/receiver.js';

const { values } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const total = Math.min(Number(values.deliveries), 100_000);
const concurrency = Math.min(Number(values.concurrency), 256);

const dir = await mkdtemp(join(tmpdir(), 'org-webhooks-bench-'));
const logFile = join(dir, 'deliveries.jsonl');
const receiver = await startWebhookReceiver({ port: 0, logFile });
const url = `${receiver.url}/calculator`;
const body = {
  name: 'Bench',
  company: 'Acme Roofing',
  email: 'bench@example.com',
  phone: '',
  inbound_calls_per_month: 60,
  missed_call_percentage: 30,
  booking_rate_percent: 50,
  close_rate_percent: 30,
  average_job_value: 9000,
  gross_margin_percent: 35,
  monthly_revenue_loss: 24300,
  annual_revenue_loss: 291600,
  annual_profit_loss: 102060,
  jobs_lost_per_year: 32,
};

const latencies = [];
let next = 0;
const started = performance.now();
try {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const sentAt = performance.now();
        await sendCalculatorResults(body, { url });
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { deliveries, unreadableLines } = await readDeliveryLog(logFile);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  process.stdout.write(
    [
      `deliveries: ${total}, concurrency: ${concurrency}, node ${process.version}`,
      `throughput: ${Math.round(total / seconds)} deliveries/s (${seconds.toFixed(2)} s)`,
      `latency ms: p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}`,
      `on disk: ${deliveries.length} lines, ${unreadableLines.length} unreadable`,
      '',
    ].join('\n'),
  );
  if (deliveries.length !== total) process.exitCode = 1;
} finally {
  await receiver.close();
  await rm(dir, { recursive: true, force: true });
}
