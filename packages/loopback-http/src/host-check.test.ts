import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isOwnHost } from './host-check.ts';

const request = (host: string | undefined, localPort: number | undefined = 8787) =>
  ({ headers: host === undefined ? {} : { host }, socket: { localPort } }) as IncomingMessage;

/** A request whose socket has no local port (it was already closed). */
const closedSocketRequest = { headers: { host: '127.0.0.1:8787' }, socket: {} } as IncomingMessage;

describe('isOwnHost', () => {
  it('accepts every loopback name with the port the connection arrived on', () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787', '[::1]:8787', 'LOCALHOST:8787']) {
      expect(isOwnHost(request(host), '127.0.0.1')).toBe(true);
    }
  });

  it('refuses another port, a rebound name and a missing Host', () => {
    expect(isOwnHost(request('127.0.0.1:8788'), '127.0.0.1')).toBe(false);
    expect(isOwnHost(request('127.0.0.1'), '127.0.0.1')).toBe(false);
    expect(isOwnHost(request('evil.example:8787'), '127.0.0.1')).toBe(false);
    expect(isOwnHost(request('127.0.0.1.evil.example:8787'), '127.0.0.1')).toBe(false);
    expect(isOwnHost(request(undefined), '127.0.0.1')).toBe(false);
    expect(isOwnHost(closedSocketRequest, '127.0.0.1')).toBe(false);
  });

  it('accepts a name without a port only on port 80', () => {
    expect(isOwnHost(request('localhost', 80), '127.0.0.1')).toBe(true);
    expect(isOwnHost(request('localhost:80', 80), '127.0.0.1')).toBe(true);
  });

  it('accepts the configured listen host, bracketing an IPv6 one', () => {
    expect(isOwnHost(request('devbox.local:8787'), 'DevBox.local')).toBe(true);
    expect(isOwnHost(request('[fd00::1]:8787'), 'fd00::1')).toBe(true);
    expect(isOwnHost(request('fd00::1:8787'), 'fd00::1')).toBe(false);
  });

  it('adds no name for a wildcard listen address', () => {
    for (const wildcard of ['0.0.0.0', '::', '']) {
      expect(isOwnHost(request('0.0.0.0:8787'), wildcard)).toBe(false);
      expect(isOwnHost(request('[::]:8787'), wildcard)).toBe(false);
      expect(isOwnHost(request('localhost:8787'), wildcard)).toBe(true);
    }
  });
});
