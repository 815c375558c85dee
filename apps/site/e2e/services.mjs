#!/usr/bin/env node
// What the end-to-end tests run against: the loopback build served as a static host would serve
// it, plus the local services that build is wired to (.env.loopback).
import { fileURLToPath } from 'node:url';
import { LOCAL_PORTS, startLocalServices } from '../scripts/local-services.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';

const root = fileURLToPath(new URL('../dist', import.meta.url));
const logFile = fileURLToPath(new URL('../.local/e2e-deliveries.jsonl', import.meta.url));
const services = await startLocalServices({ sitePort: LOCAL_PORTS.preview, logFile });
const site = await startStaticServer({ root, port: LOCAL_PORTS.preview });
process.stdout.write(
  `site: ${site.url} webhooks: ${services.webhooks.url} provider: ${services.provider.url}\n`,
);
