import type { IncomingMessage } from 'node:http';

/** The CORS decision for one request. */
export type CorsDecision =
  /** No `Origin` header: not a browser cross-origin call (curl, tests, Playwright's API client). */
  | { kind: 'no-origin' }
  | { kind: 'allowed'; headers: Record<string, string> }
  | { kind: 'refused'; origin: string };

/** Methods the receiver answers cross-origin. */
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';

/** Decides whether the request's `Origin` may talk to the receiver, and with which headers. */
export function decideCors(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): CorsDecision {
  const origin = request.headers.origin;
  if (origin === undefined) return { kind: 'no-origin' };
  if (!allowedOrigins.includes('*') && !allowedOrigins.includes(origin))
    return { kind: 'refused', origin };
  return { kind: 'allowed', headers: { 'access-control-allow-origin': origin, vary: 'Origin' } };
}

/** Extra headers a preflight (`OPTIONS`) answer carries for an allowed origin. */
export function preflightHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': 'content-type, accept',
    'access-control-max-age': '600',
  };
  // Chrome asks before a public page may call a loopback address (Private Network Access).
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}
