#!/usr/bin/env node
// What the dev-server end-to-end tests (playwright.dev.config.ts) run against: Vite's dev server
// in mode loopback, as `npm start` runs it, with the mock provider the site creates its web calls
// on. Both on their own ports, so the tests can run while `npm start` holds its ports: the
// site on the port given (`--port`), the provider on a free one, handed to the site through
// VITE_PROVIDER_API_URL (variables of the environment take priority over .env files).
import { parseArgs } from 'node:util';
import { startMockProvider } from '@org/provider-api/mock';
import { createSiteDevServer } from '../scripts/dev-pages.mjs';
import { LOCAL_PUBLIC_KEY } from '../scripts/local-services.mjs';
import { exitIfPortsTaken, localPorts } from '../scripts/ports.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: dev-server.mjs --port <port>');

await exitIfPortsTaken({ ...localPorts(), e2eDev: port }, ['e2eDev']);

const siteDir = new URL('..', import.meta.url).pathname;
const provider = await startMockProvider({
  host: '127.0.0.1',
  port: 0,
  token: LOCAL_PUBLIC_KEY,
  allowedOrigins: [`http://127.0.0.1:${port}`],
});
process.env.VITE_PROVIDER_API_URL = provider.url;
// calculator_url and canonical links name this server, the one that is running.
process.env.VITE_SITE_URL = `http://127.0.0.1:${port}`;
const vite = await createSiteDevServer({
  root: siteDir,
  mode: 'loopback',
  // Its own dependency cache: two dev servers optimising into one folder would trip each other.
  cacheDir: new URL('../node_modules/.vite-e2e-dev', import.meta.url).pathname,
  server: { host: '127.0.0.1', port, strictPort: true },
});
await vite.listen();
process.stdout.write(`site: http://127.0.0.1:${port}/ provider: ${provider.url}\n`);

async function stop() {
  await Promise.allSettled([vite.close(), provider.close()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
