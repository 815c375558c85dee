import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeLingering, preflightHeaders } from '@org/loopback-http';

const allowedHeaders = ['Authorization', 'Content-Type'];

/** What the CORS layer decided about a request. */
export type CorsDecision =
  /** A preflight was answered; nothing else is to be done with the request. */
  | { readonly kind: 'preflight-answered' }
  /** Not a preflight: handle the request (CORS headers are already set when allowed). */
  | { readonly kind: 'continue' };

/** Whether a request is a CORS preflight (an OPTIONS with `Access-Control-Request-Method`). */
export function isPreflight(request: IncomingMessage): boolean {
  return (
    request.method === 'OPTIONS' &&
    typeof request.headers.origin === 'string' &&
    typeof request.headers['access-control-request-method'] === 'string'
  );
}

/**
 * Lets the listed browser origins call the mock provider (the site's /demo page runs on another
 * port, so every call from it is cross-origin): answers their preflights for the
 * `Authorization` and `Content-Type` headers, and marks their replies readable. Other origins
 * get a 403 preflight and replies without CORS headers, which the browser then refuses to show.
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
  allowedMethods: (request: IncomingMessage) => readonly string[],
): CorsDecision {
  const origin = request.headers.origin;
  const allowed = typeof origin === 'string' && allowedOrigins.has(origin);
  // Replies differ by origin, so caches must key on it.
  response.setHeader('Vary', 'Origin');
  if (allowed) response.setHeader('Access-Control-Allow-Origin', origin);

  if (!isPreflight(request)) return { kind: 'continue' };
  if (!allowed) {
    closeLingering(request, response);
    response.writeHead(403).end();
    return { kind: 'preflight-answered' };
  }
  const grant = { methods: allowedMethods(request), headers: allowedHeaders };
  for (const [name, value] of Object.entries(preflightHeaders(request, grant))) {
    response.setHeader(name, value);
  }
  response.writeHead(204).end();
  return { kind: 'preflight-answered' };
}
