import type { IncomingMessage } from 'node:http';

/** How long a browser may reuse a preflight answer, in seconds. */
export const preflightMaxAgeSeconds = 600;

/** What a service lets an allowed origin do, as a preflight answer states it. */
export interface PreflightGrant {
  /** Methods the preflighted request may use, e.g. `['POST']`. */
  readonly methods: readonly string[];
  /** Request headers it may send, e.g. `['Content-Type']`. */
  readonly headers: readonly string[];
}

/**
 * The headers of a preflight (`OPTIONS`) answer to an origin the service allows. Which origins
 * are allowed, and what a refused one gets, is each service's own policy; this is only what an
 * allowed one is told. Chrome's Private Network Access asks before a public page may call a
 * loopback address, and is told yes only when it asks.
 *
 * @example
 * ```ts
 * preflightHeaders(request, { methods: ['POST'], headers: ['Content-Type'] });
 * // { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'Content-Type', … }
 * ```
 */
export function preflightHeaders(
  request: IncomingMessage,
  grant: PreflightGrant,
): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-methods': grant.methods.join(', '),
    'access-control-allow-headers': grant.headers.join(', '),
    'access-control-max-age': String(preflightMaxAgeSeconds),
  };
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}
