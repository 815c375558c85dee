import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isOwnHost,
  type JsonBody,
  parseJsonBody,
  parseRequestTarget,
  readBody,
} from '@org/loopback-http';
import { type ProviderOperation, providerSchemas } from '../provider-document.ts';
import type { CreateWebCallRequest } from '../web-call.ts';
import { hasBearerToken } from './bearer-token.ts';
import { applyCors } from './cors.ts';
import { jsonDepth } from './json-depth.ts';
import type { MockProviderLogger } from './logger.ts';
import type { RequestValidator } from './request-validator.ts';
import type { RouteTable } from './route-table.ts';
import { sampleFromSchema } from './sample-from-schema.ts';
import { refuseUnread, sendError, sendJson } from './send-json.ts';
import { simulateWebCall } from './simulate-web-call.ts';

/** Everything one request needs; built once per server by `startMockProvider`. */
export interface MockContext {
  readonly routes: RouteTable;
  readonly validator: RequestValidator;
  readonly token: string;
  readonly allowedOrigins: ReadonlySet<string>;
  readonly logger: MockProviderLogger;
  readonly createId: () => string;
  readonly bodyLimitBytes: number;
  /** Deepest nesting of arrays and objects a JSON body may have. */
  readonly maxJsonDepth: number;
  /** The interface listened on; it is a name the `Host` header may carry. */
  readonly listenHost: string;
}

const allMethods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** The body of a request, once it has passed the document's checks. */
type ParsedBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'form' };

/** The outcome of reading and checking a body: the body, or the reply already sent. */
type BodyOutcome = { readonly ok: true; readonly body: ParsedBody } | { readonly ok: false };

function mediaType(request: IncomingMessage): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The message of the 400 for each JSON body {@link parseJsonBody} refuses. */
const jsonRefusals: Readonly<Record<Exclude<JsonBody['kind'], 'parsed'>, string>> = {
  'not-utf8': 'The body is not valid UTF-8.',
  'not-json': 'The body is not valid JSON.',
  'number-out-of-range': 'The body has a number too large to represent (such as 1e309).',
};

/** The parsed JSON body, or `undefined` once a 400 saying why it is not JSON has been sent. */
function readJson(
  response: ServerResponse,
  bytes: Uint8Array,
): { readonly value: unknown } | undefined {
  const json = parseJsonBody(bytes);
  if (json.kind === 'parsed') return json;
  sendError(response, 400, jsonRefusals[json.kind]);
  return undefined;
}

async function checkBody(
  request: IncomingMessage,
  response: ServerResponse,
  operation: ProviderOperation,
  context: MockContext,
): Promise<BodyOutcome> {
  const read = await readBody(request, context.bodyLimitBytes);
  if (read.kind === 'aborted') return { ok: false };
  if (read.kind === 'too-large') {
    refuseUnread(
      request,
      response,
      413,
      `The request body is larger than ${context.bodyLimitBytes} bytes.`,
    );
    return { ok: false };
  }
  const declared = operation.requestBody;
  if (
    declared === undefined &&
    read.bytes.length > 0 &&
    mediaType(request) === 'application/json'
  ) {
    // The provider's server parses every JSON body before routing it (Express's JSON parser,
    // under NestJS), so a body it cannot read is refused even where no body is taken.
    return readJson(response, read.bytes) === undefined
      ? { ok: false }
      : { ok: true, body: { kind: 'none' } };
  }
  if (declared === undefined || read.bytes.length === 0) {
    if (declared?.required === true) {
      sendError(response, 400, `A ${declared.contentType} body is required.`);
      return { ok: false };
    }
    return { ok: true, body: { kind: 'none' } };
  }
  if (mediaType(request) !== declared.contentType) {
    sendError(response, 400, `The body must be ${declared.contentType}.`);
    return { ok: false };
  }
  if (declared.contentType === 'multipart/form-data') {
    // Node's fetch classes parse multipart bodies; a body they cannot parse is malformed.
    const headers = { 'content-type': request.headers['content-type'] ?? '' };
    const form = await new Response(new Uint8Array(read.bytes), { headers }).formData().then(
      (parsed) => parsed,
      () => undefined,
    );
    if (form === undefined) {
      sendError(response, 400, 'The body is not valid multipart/form-data.');
      return { ok: false };
    }
    const check = context.validator.checkForm(operation, new Set(form.keys()));
    if (!check.valid) {
      sendError(response, 400, check.messages);
      return { ok: false };
    }
    return { ok: true, body: { kind: 'form' } };
  }
  // The schema validator recurses into the body; a hostile nesting would overflow its stack.
  // Counted on a lenient decoding: a byte that is not UTF-8 never becomes a bracket or a quote.
  if (jsonDepth(read.bytes.toString('utf8')) > context.maxJsonDepth) {
    sendError(response, 400, `The body nests deeper than ${context.maxJsonDepth} levels.`);
    return { ok: false };
  }
  const json = readJson(response, read.bytes);
  if (json === undefined) return { ok: false };
  const { value } = json;
  const check = context.validator.checkBody(operation, value);
  if (!check.valid) {
    sendError(response, 400, check.messages);
    return { ok: false };
  }
  return { ok: true, body: { kind: 'json', value } };
}

/** Answers an operation whose request passed every check. */
function answer(
  response: ServerResponse,
  operation: ProviderOperation,
  pathParams: Readonly<Record<string, string>>,
  body: ParsedBody,
  context: MockContext,
): void {
  const status = Number(operation.success.status);
  if (operation.operationId === 'createWebCall' && body.kind === 'json') {
    sendJson(
      response,
      status,
      simulateWebCall(body.value as CreateWebCallRequest, context.createId(), new Date()),
    );
    return;
  }
  // Every other operation is routed, authorised and validated like the real one, but the
  // mock keeps no data: it answers the smallest reply the document allows, with the path's id.
  if (operation.success.schema === undefined) {
    response.writeHead(status, { 'Content-Length': 0 });
    response.end();
    return;
  }
  const reply = sampleFromSchema(operation.success.schema, providerSchemas);
  if (typeof reply === 'object' && reply !== null && !Array.isArray(reply) && 'id' in reply) {
    sendJson(response, status, { ...reply, id: pathParams.id ?? context.createId() });
    return;
  }
  sendJson(response, status, reply);
}

/**
 * Handles one request to the mock provider, in the order a real server would: `Host`, request
 * target, CORS, route, token, body, then the answer. Each failed step answers with its own status
 * (421, 400, 403 preflight, 404, 405, 404 for a dropped operation, 401, 400 for the parameters,
 * 413, 400 for the body) and stops; those made before the body is read
 * to its end go through `refuseUnread`, whose close lets a client still uploading read them.
 */
export async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  context: MockContext,
): Promise<void> {
  if (!isOwnHost(request, context.listenHost)) {
    refuseUnread(
      request,
      response,
      421,
      'The mock provider answers only to 127.0.0.1, localhost or [::1] with its own port.',
    );
    return;
  }
  const target = parseRequestTarget(request.url ?? '');
  if (target.kind === 'malformed') {
    refuseUnread(request, response, 400, `The request target ${target.reason}.`);
    return;
  }
  const { url } = target;
  const cors = applyCors(request, response, context.allowedOrigins, (preflight) => {
    const method = preflight.headers['access-control-request-method'] ?? '';
    const match = context.routes.match(method, url.pathname);
    if (match.kind === 'operation') return [match.operation.method.toUpperCase()];
    return match.kind === 'method-not-allowed' ? match.allowed : allMethods;
  });
  if (cors.kind === 'preflight-answered') return;

  const match = context.routes.match(request.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') {
    refuseUnread(
      request,
      response,
      404,
      `No operation of the document has the path ${url.pathname}.`,
    );
    return;
  }
  if (match.kind === 'bad-path') {
    refuseUnread(request, response, 400, 'The path is not valid percent-encoding.');
    return;
  }
  if (match.kind === 'method-not-allowed') {
    refuseUnread(
      request,
      response,
      405,
      `${url.pathname} does not take ${request.method}.`,
      {},
      {
        Allow: match.allowed.join(', '),
      },
    );
    return;
  }

  const { operation, pathParams } = match;
  if (operation.dropped === true) {
    // The provider no longer has it: its server (NestJS) answers an unknown route so.
    refuseUnread(request, response, 404, `Cannot ${request.method} ${url.pathname}`);
    return;
  }
  if (operation.secured && !hasBearerToken(request.headers.authorization, context.token)) {
    refuseUnread(
      request,
      response,
      401,
      'A valid bearer token is required.',
      {},
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
    return;
  }
  const parameters = context.validator.checkParameters(operation, pathParams, url.searchParams);
  if (!parameters.valid) {
    refuseUnread(request, response, 400, parameters.messages);
    return;
  }
  const outcome = await checkBody(request, response, operation, context);
  if (!outcome.ok) return;
  answer(response, operation, pathParams, outcome.body, context);
}
