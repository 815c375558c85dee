// The local stand-ins for the outside world that the site is wired to in `loopback` mode
// (.env.loopback): the webhook receiver and the mock voice provider, on fixed loopback ports.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startMockProvider } from '@org/provider-api/mock';
import { startWebhookReceiver } from '@org/webhooks/receiver';

export const LOCAL_PORTS = { dev: 5173, preview: 4317, webhooks: 8787, provider: 8788 };
export const LOCAL_PUBLIC_KEY = 'local-public-key';

const origins = [LOCAL_PORTS.dev, LOCAL_PORTS.preview].map((port) => `http://127.0.0.1:${port}`);

/**
 * Starts the receiver and the mock provider.
 * @param {{ sitePort: number, logFile?: string, logger?: { info(message: string): void } }} options
 */
export async function startLocalServices({ sitePort, logFile, logger }) {
  const log =
    logFile ?? fileURLToPath(new URL('../.local/webhook-deliveries.jsonl', import.meta.url));
  await mkdir(fileURLToPath(new URL('../.local/', import.meta.url)), { recursive: true });
  const webhooks = await startWebhookReceiver({
    host: '127.0.0.1',
    port: LOCAL_PORTS.webhooks,
    logFile: log,
    allowedOrigins: origins,
    demoUrl: `http://127.0.0.1:${sitePort}/demo`,
    logger,
  });
  const provider = await startMockProvider({
    host: '127.0.0.1',
    port: LOCAL_PORTS.provider,
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
