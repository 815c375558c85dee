#!/usr/bin/env node
// `pnpm preview`: serves the built site (apps/site/dist) as a static host would, with its
// _headers, on its own port (ORG_PREVIEW_PORT, default 4327; or --port N). It starts no local
// services: the build's forms and /demo post to the end-to-end receiver and provider ports
// (.env.loopback), which only the end-to-end tests run (`node e2e/services.mjs`).
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { exitIfPortsTaken, localPorts } from './ports.mjs';

const portFlag = process.argv.indexOf('--port');
const ports = localPorts();
const port = portFlag === -1 ? ports.preview : Number(process.argv[portFlag + 1]);
await exitIfPortsTaken({ ...ports, preview: port }, ['preview']);
const root = fileURLToPath(new URL('../dist', import.meta.url));
const { url } = await startStaticServer({ root, port });
process.stdout.write(`Serving ${root} at ${url}\n`);
