import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonBody, readBody } from '@org/loopback-http';
import { refuseUnread, sendProblem } from './http-replies';

/** The outcome of {@link readJsonRequest}: the parsed value, or `refused` once the client was answered. */
export type JsonRequest = { kind: 'parsed'; value: unknown } | { kind: 'refused' };

/**
 * Reads a JSON request body and refuses, with a 4xx and a clear message, anything that is too
 * large (413), not `application/json` (415), not UTF-8, not JSON or with a number out of range (400).
 */
export async function readJsonRequest(
  request: IncomingMessage,
  response: ServerResponse,
  maxBytes: number,
): Promise<JsonRequest> {
  const body = await readBody(request, maxBytes);
  if (body.kind === 'aborted') return { kind: 'refused' };
  if (body.kind === 'too-large') {
    refuseUnread(
      request,
      response,
      413,
      'body-too-large',
      `The body is larger than ${maxBytes} bytes`,
    );
    return { kind: 'refused' };
  }
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    sendProblem(
      response,
      415,
      'unsupported-media-type',
      `Content-Type must be application/json, got ${JSON.stringify(request.headers['content-type'] ?? '')}`,
    );
    return { kind: 'refused' };
  }
  const json = parseJsonBody(body.bytes);
  switch (json.kind) {
    case 'parsed':
      return { kind: 'parsed', value: json.value };
    case 'not-utf8':
      sendProblem(response, 400, 'invalid-encoding', 'The body is not valid UTF-8');
      return { kind: 'refused' };
    case 'not-json':
      sendProblem(response, 400, 'invalid-json', `The body is not valid JSON: ${json.detail}`);
      return { kind: 'refused' };
    case 'number-out-of-range':
      sendProblem(
        response,
        400,
        'invalid-json',
        'The body has a number too large to represent (such as 1e309)',
      );
      return { kind: 'refused' };
  }
}
