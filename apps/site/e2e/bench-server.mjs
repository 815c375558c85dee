#!/usr/bin/env node
// What the real-daily tests run against: the production build of `build:bench` (dist-bench: no
// test seam, the example hosts of .env.bench) served as a static host would serve it, with its
// own _headers, on the port of ROLE (scripts/ports.mjs: e2eBench for the real-daily tests,
// e2eFaults for their fault matrix, which runs beside them). Usage: node e2e/bench-server.mjs ROLE
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { exitIfPortsTaken, localPorts } from '../scripts/ports.mjs';

const role = process.argv[2];
if (role !== 'e2eBench' && role !== 'e2eFaults') {
  throw new Error('usage: node e2e/bench-server.mjs e2eBench|e2eFaults');
}
const ports = localPorts();
const port = ports[role];

const root = fileURLToPath(new URL('../dist-bench', import.meta.url));
try {
  await access(join(root, '_headers'));
} catch {
  process.stderr.write(
    'No production build in apps/site/dist-bench: run `pnpm --filter @org/site build:bench` first (turbo runs it before the site’s tests).\n',
  );
  process.exit(1);
}
await exitIfPortsTaken(ports, [role]);
const site = await startStaticServer({ root, port });
process.stdout.write(`production build: ${site.url}\n`);
