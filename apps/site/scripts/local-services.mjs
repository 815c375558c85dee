// The local stand-ins for the outside world that the site is wired to in `loopback` mode: the
// webhook receiver and the mock voice provider, on loopback ports (scripts/ports.mjs). `npm start`
// runs them on its ports, the end-to-end tests on theirs.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startMockProvider } from '@org/provider-api/mock';
import { startWebhookReceiver } from '@org/webhooks/receiver';

export const LOCAL_PUBLIC_KEY = 'local-public-key';

/**
 * Starts the receiver and the mock provider, answering only pages served from `sitePorts`.
 * @param {{ sitePorts: number[], receiverPort: number, providerPort: number, logFile?: string,
 *   logger?: { info(message: string): void } }} options
 */
export async function startLocalServices({
  sitePorts,
  receiverPort,
  providerPort,
  logFile,
  logger,
}) {
  const origins = sitePorts.map((port) => `http://127.0.0.1:${port}`);
  const log =
    logFile ?? fileURLToPath(new URL('../.local/webhook-deliveries.jsonl', import.meta.url));
  await mkdir(fileURLToPath(new URL('../.local/', import.meta.url)), { recursive: true });
  const webhooks = await startWebhookReceiver({
    host: '127.0.0.1',
    port: receiverPort,
    logFile: log,
    allowedOrigins: origins,
    demoUrl: `${origins[0]}/demo/`,
    logger,
  });
  const provider = await startMockProvider({
    host: '127.0.0.1',
    port: providerPort,
    token: LOCAL_PUBLIC_KEY,
    allowedOrigins: origins,
    logger,
  });
  return {
    webhooks,
    provider,
    deliveriesFile: log,
    async close() {
      await Promise.all([webhooks.close(), provider.close()]);
    },
  };
}
