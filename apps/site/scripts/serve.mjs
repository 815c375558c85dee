#!/usr/bin/env node
// Serves the built site (apps/site/dist) as a static host would. Usage: node scripts/serve.mjs [--port N]
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 4317 : Number(process.argv[portFlag + 1]);
const root = fileURLToPath(new URL('../dist', import.meta.url));
const { url } = await startStaticServer({ root, port });
process.stdout.write(`Serving ${root} at ${url}\n`);
