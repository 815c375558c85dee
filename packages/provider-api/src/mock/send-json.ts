import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { closeLingering } from '@org/loopback-http';

/**
 * Sends a JSON reply. Error replies carry `statusCode`, `error` (the status text) and
 * `message`, the shape the client's `failureMessage` reads.
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * Sends an error reply: `{ statusCode, error, message, ...extra }`, the shape of the provider's
 * server (NestJS); a validation failure's `message` lists one text per problem.
 */
export function sendError(
  response: ServerResponse,
  status: number,
  message: string | readonly string[],
  extra: Readonly<Record<string, unknown>> = {},
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(
    response,
    status,
    { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...extra },
    headers,
  );
}

/**
 * Refuses, like {@link sendError}, a request whose body was not read (or not to its end): the
 * reply carries `Connection: close`, and what the client is still uploading is read and dropped
 * for a bounded time before the close (`closeLingering`), so it reads the refusal, not a reset.
 */
export function refuseUnread(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string | readonly string[],
  extra: Readonly<Record<string, unknown>> = {},
  headers: Readonly<Record<string, string>> = {},
): void {
  closeLingering(request, response);
  sendError(response, status, message, extra, headers);
}
