#!/usr/bin/env node
// What the end-to-end tests run against: the loopback build served as a static host would serve
// it, plus the local services that build is wired to, all on the end-to-end ports
// (scripts/ports.mjs), not `npm start`'s, so the tests run while the site does.
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { startLocalServices } from '../scripts/local-services.mjs';
import { exitIfPortsTaken, localPorts } from '../scripts/ports.mjs';

const ports = localPorts();
await exitIfPortsTaken(ports, ['e2eSite', 'e2eReceiver', 'e2eProvider']);
const root = fileURLToPath(new URL('../dist', import.meta.url));
const logFile = fileURLToPath(new URL('../.local/e2e-deliveries.jsonl', import.meta.url));
const services = await startLocalServices({
  sitePorts: [ports.e2eSite],
  receiverPort: ports.e2eReceiver,
  providerPort: ports.e2eProvider,
  logFile,
});
const site = await startStaticServer({ root, port: ports.e2eSite });
process.stdout.write(
  `site: ${site.url} webhooks: ${services.webhooks.url} provider: ${services.provider.url}\n`,
);
