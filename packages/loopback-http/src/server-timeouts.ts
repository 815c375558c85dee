import type { ServerOptions } from 'node:http';

/** Longest an idle keep-alive connection is kept open. */
export const keepAliveMs = 5000;

/**
 * The `node:http` server options of a local service, from the time a client has to send a whole
 * request: a slower client gets 408, a connection that never sends a byte is closed after the
 * same time, and an idle keep-alive one after at most {@link keepAliveMs}. Node checks these at
 * `connectionsCheckingInterval`; it is made short enough for the short timeouts of tests to bite.
 *
 * @example
 * ```ts
 * const server = createServer(loopbackServerOptions(10_000), handler);
 * ```
 */
export function loopbackServerOptions(
  requestTimeoutMs: number,
): Required<
  Pick<
    ServerOptions,
    'requestTimeout' | 'headersTimeout' | 'keepAliveTimeout' | 'connectionsCheckingInterval'
  >
> {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    keepAliveTimeout: Math.min(keepAliveMs, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  };
}
