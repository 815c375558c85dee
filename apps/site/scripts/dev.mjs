#!/usr/bin/env node
// `npm start` ends here: the local webhook receiver and mock provider, then Vite's dev server,
// all on loopback, on ports of their own (scripts/ports.mjs; ORG_DEV_PORT, ORG_RECEIVER_PORT and
// ORG_PROVIDER_PORT move them). Ctrl-C stops everything.
import { createSiteDevServer } from './dev-pages.mjs';
import { startLocalServices } from './local-services.mjs';
import { exitIfPortsTaken, localPorts, loopbackSiteEnv } from './ports.mjs';

const siteDir = new URL('..', import.meta.url).pathname;
const ports = localPorts();
await exitIfPortsTaken(ports, ['dev', 'receiver', 'provider']);

// The dev server's own origin and services, over .env.loopback's (which name the end-to-end
// ports): variables of the environment take priority over .env files, so calculator_url and
// canonical links point at this running server.
Object.assign(
  process.env,
  loopbackSiteEnv({ site: ports.dev, receiver: ports.receiver, provider: ports.provider }),
);

const logger = { info: (message) => process.stdout.write(`${message}\n`) };
const services = await startLocalServices({
  sitePorts: [ports.dev],
  receiverPort: ports.receiver,
  providerPort: ports.provider,
  logger,
});
const vite = await createSiteDevServer({
  root: siteDir,
  mode: 'loopback',
  server: { host: '127.0.0.1', port: ports.dev, strictPort: true },
});
await vite.listen();

process.stdout.write(`
  Webhook receiver  ${services.webhooks.url}   (deliveries: ${services.deliveriesFile})
  Mock provider     ${services.provider.url}
  Site              http://127.0.0.1:${ports.dev}/   <- open this

`);

async function stop() {
  await Promise.allSettled([vite.close(), services.close()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
