import type { IncomingMessage } from 'node:http';

/** Names a loopback service answers to, whatever interface it listens on. */
const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether a request's `Host` names this service: a loopback name (or the configured listen host)
 * with the port the connection arrived on. A page on another site whose name was rebound to
 * 127.0.0.1 (DNS rebinding) sends its own name as `Host`, so it is refused even though no
 * `Origin` header comes along on a same-origin read. Callers answer a refusal with 421.
 *
 * @example
 * ```ts
 * if (!isOwnHost(request, '127.0.0.1')) response.writeHead(421, { Connection: 'close' }).end();
 * ```
 */
export function isOwnHost(request: IncomingMessage, listenHost: string): boolean {
  const host = request.headers.host?.toLowerCase();
  const port = request.socket.localPort;
  if (host === undefined || port === undefined) return false;
  const listenName = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const names = isWildcard(listenHost)
    ? loopbackNames
    : [...loopbackNames, listenName.toLowerCase()];
  return names.some((name) => host === `${name}:${port}` || (port === 80 && host === name));
}

// A wildcard listen address is no name a browser sends; only the loopback names stand for it.
function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '';
}
