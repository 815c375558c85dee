import type { IncomingMessage } from 'node:http';

/** Names a loopback service answers to, whatever interface it listens on. */
const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether a request's `Host` names this server: a loopback name (or the configured listen host)
 * with the port the connection arrived on. A page whose own name was rebound to 127.0.0.1 (DNS
 * rebinding) sends that name as `Host`, and is refused.
 */
export function isOwnHost(request: IncomingMessage, listenHost: string): boolean {
  const host = request.headers.host?.toLowerCase();
  const port = request.socket.localPort;
  if (host === undefined || port === undefined) return false;
  const listenName = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '';
  const names = wildcard ? loopbackNames : [...loopbackNames, listenName.toLowerCase()];
  return names.some((name) => host === `${name}:${port}` || (port === 80 && host === name));
}
