import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onCleanup } from './test-receiver';

/**
 * A bare HTTP server on an ephemeral loopback port that answers with `handler`: for a test that
 * must script the answer's body byte by byte (a slow or endless one), which the receiver never
 * sends. Closed, with every connection, after the test.
 */
export async function startAnswerServer(handler: RequestListener): Promise<{ url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/` };
}
