#!/usr/bin/env node
// `npm start` ends here: the local webhook receiver and mock provider, then Vite's dev server,
// all on loopback. Ctrl-C stops everything.
import { createServer } from 'vite';
import { LOCAL_PORTS, startLocalServices } from './local-services.mjs';

const siteDir = new URL('..', import.meta.url).pathname;
const logger = { info: (message) => process.stdout.write(`${message}\n`) };
const services = await startLocalServices({ sitePort: LOCAL_PORTS.dev, logger });
const vite = await createServer({
  root: siteDir,
  mode: 'loopback',
  server: { host: '127.0.0.1', port: LOCAL_PORTS.dev, strictPort: true },
});
await vite.listen();

process.stdout.write(`
  Webhook receiver  ${services.webhooks.url}   (deliveries: ${services.deliveriesFile})
  Mock provider     ${services.provider.url}
  Site              http://127.0.0.1:${LOCAL_PORTS.dev}/   <- open this

`);

async function stop() {
  await Promise.allSettled([vite.close(), services.close()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
