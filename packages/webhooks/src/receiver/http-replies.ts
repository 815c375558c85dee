import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeLingering } from '@org/loopback-http';

/** Headers every answer carries. */
const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Answers `body` as JSON. Does nothing if the client is already gone or was answered. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/** Answers `text` with the given content type (plain text by default). */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  send(response, status, contentType, text);
}

/**
 * Refuses a request with a JSON problem `{ error, message }`: `error` is a stable code for tests,
 * `message` a sentence for people (the clients show it as the server's message).
 */
export function sendProblem(
  response: ServerResponse,
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  sendJson(response, status, { error, message, ...extra });
}

/**
 * Refuses, like {@link sendProblem}, a request whose body was not read (or not to its end): the
 * answer carries `Connection: close`, and what the client is still uploading is read and dropped
 * for a bounded time before the close (`closeLingering`), so it reads the refusal, not a reset.
 */
export function refuseUnread(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  error: string,
  message: string,
): void {
  closeLingering(request, response);
  sendProblem(response, status, error, message);
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
