import type { IncomingMessage } from 'node:http';
import type { PreflightGrant } from '@org/loopback-http';

/** The CORS decision for one request. */
export type CorsDecision =
  /** No `Origin` header: not a browser cross-origin call (curl, tests, Playwright's API client). */
  | { kind: 'no-origin' }
  | { kind: 'allowed'; headers: Record<string, string> }
  | { kind: 'refused'; origin: string };

/** What a preflight from an allowed origin is told: the methods and headers the clients use. */
export const receiverPreflight: PreflightGrant = {
  methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
  headers: ['content-type', 'accept'],
};

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
