import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loopbackServerOptions } from './server-timeouts.ts';

describe('loopbackServerOptions', () => {
  it('gives a whole request and its headers the same time, and idle keep-alive at most 5 s', () => {
    expect(loopbackServerOptions(10_000)).toEqual({
      requestTimeout: 10_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5000,
      connectionsCheckingInterval: 1000,
    });
    expect(loopbackServerOptions(2000)).toMatchObject({
      keepAliveTimeout: 2000,
      connectionsCheckingInterval: 500,
    });
    expect(loopbackServerOptions(100)).toMatchObject({
      keepAliveTimeout: 100,
      connectionsCheckingInterval: 50,
    });
  });

  it('makes a server close a connection that never sends a request', async () => {
    const server = createServer(loopbackServerOptions(200), (_request, response) => {
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const ending = await new Promise<'closed' | 'still open'>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        const deadline = setTimeout(() => {
          socket.destroy();
          resolve('still open');
        }, 3000);
        socket.on('error', () => undefined);
        // A paused socket would never read the server's FIN, so never see its close.
        socket.resume();
        socket.on('close', () => {
          clearTimeout(deadline);
          resolve('closed');
        });
      });
      expect(ending).toBe('closed');
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
