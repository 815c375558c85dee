#!/usr/bin/env node
// The check of the lingering close (`@org/loopback-http`): 100 uploads of 10 MB to each local
// service, the webhook receiver and the mock provider, with every core busy. Each upload is
// refused with 413; it must be read as a 413, never as a reset. Prints, per service, the counts of
// 413s, resets and other outcomes and the time taken; exits 1 on any reset or other outcome.
// Run from the root: `pnpm bench:refusals [--uploads 100] [--megabytes 10]`, which builds both
// services first (this script imports their built `dist`).
import { parseArgs } from 'node:util';
import {
  uploadRepeatedly,
  withEveryCoreBusy,
} from '../packages/loopback-http/scripts/upload-under-load.mjs';
import { startMockProvider } from '../packages/provider-api/dist/mock.js';
import { startWebhookReceiver } from '../packages/webhooks/dist/receiver.js';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '100' },
    megabytes: { type: 'string', default: '10' },
  },
});
const uploads = Math.max(1, Math.min(Number(values.uploads), 10_000));
const body = Buffer.alloc(Math.max(1, Number(values.megabytes)) * 1_000_000, 0x20);
const token = 'bench-token';

/** Each service, started on 127.0.0.1 port 0, with the URL and headers of an upload it refuses. */
const services = [
  {
    name: 'webhook receiver',
    start: async () => {
      const receiver = await startWebhookReceiver({ port: 0 });
      return { url: `${receiver.url}/contact`, close: () => receiver.close() };
    },
    headers: { 'content-type': 'application/json' },
  },
  {
    name: 'mock provider',
    start: async () => {
      const provider = await startMockProvider({ token, port: 0 });
      return { url: `${provider.url}/call/web`, close: () => provider.close() };
    },
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  },
];

const lines = [
  `${uploads} uploads of ${body.byteLength / 1_000_000} MB per service (half declared, half chunked), every core busy, node ${process.version}`,
];
let clean = true;
await withEveryCoreBusy(async () => {
  for (const service of services) {
    const running = await service.start();
    try {
      const summary = await uploadRepeatedly(running.url, {
        count: uploads,
        body,
        headers: service.headers,
      });
      const count413 = summary.statuses[413] ?? 0;
      const resets = Object.values(summary.resets).reduce((sum, n) => sum + n, 0);
      const other = uploads - count413 - resets;
      if (count413 !== uploads) clean = false;
      lines.push(
        `${service.name}: 413 ${count413}, reset ${resets}${describeResets(summary)}, other ${other}${describe(otherOutcomes(summary))}, ${(summary.ms / 1000).toFixed(2)} s`,
      );
    } finally {
      await running.close();
    }
  }
});
process.stdout.write(`${lines.join('\n')}\n`);
if (!clean) process.exitCode = 1;

/** Statuses other than 413 and failures, counted. */
function otherOutcomes(summary) {
  const counts = {};
  for (const [status, n] of Object.entries(summary.statuses)) {
    if (status !== '413') counts[status] = n;
  }
  for (const failure of summary.failures) counts[failure] = (counts[failure] ?? 0) + 1;
  return counts;
}

/** The resets by code, and how many came after the answer had been read. */
function describeResets(summary) {
  const codes = Object.entries(summary.resets).map(([code, n]) => `${code} × ${n}`);
  if (codes.length === 0) return '';
  return ` (${codes.join(', ')}; ${summary.answeredThenReset} after the answer was read)`;
}

function describe(counts) {
  const entries = Object.entries(counts);
  return entries.length === 0 ? '' : ` (${entries.map(([key, n]) => `${key} × ${n}`).join(', ')})`;
}
