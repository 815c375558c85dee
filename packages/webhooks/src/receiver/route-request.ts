import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOwnHost, parseRequestTarget, preflightHeaders } from '@org/loopback-http';
import { type WebhookName, webhookNames } from '../webhook-name';
import { decideCors, receiverPreflight } from './cors';
import { type ControlPath, controlRoutes, handleControl } from './handle-control';
import { handleWebhook } from './handle-webhook';
import { refuseUnread, sendJson } from './http-replies';
import type { ReceiverContext } from './receiver-context';
import { receiverPaths } from './receiver-paths';

const webhookByPath = new Map<string, WebhookName>(
  webhookNames.map((name) => [receiverPaths[name], name]),
);

/**
 * Sends one request to its handler, after the `Host`, request-target and CORS checks. Every
 * refusal here comes before the body is read: it goes through `refuseUnread`, whose close lets a
 * client still uploading read it.
 */
export async function routeRequest(
  context: ReceiverContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (!isOwnHost(request, context.options.host)) {
    refuseUnread(
      request,
      response,
      421,
      'host-not-allowed',
      'This receiver answers only to 127.0.0.1, localhost or [::1] with its own port',
    );
    return;
  }
  const target = parseRequestTarget(request.url ?? '');
  if (target.kind === 'malformed') {
    refuseUnread(request, response, 400, 'invalid-target', `The request target ${target.reason}`);
    return;
  }
  const { url } = target;
  const cors = decideCors(request, context.options.allowedOrigins);
  if (cors.kind === 'refused') {
    refuseUnread(
      request,
      response,
      403,
      'origin-not-allowed',
      `Origin ${cors.origin} is not allowed`,
    );
    return;
  }
  if (cors.kind === 'allowed') {
    for (const [name, value] of Object.entries(cors.headers)) response.setHeader(name, value);
  }

  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    if (cors.kind === 'allowed') {
      for (const [name, value] of Object.entries(preflightHeaders(request, receiverPreflight)))
        response.setHeader(name, value);
    }
    response.writeHead(204).end();
    return;
  }

  const webhook = webhookByPath.get(url.pathname);
  if (webhook !== undefined) {
    if (method !== 'POST') return notAllowed(request, response, ['POST', 'OPTIONS']);
    return handleWebhook(context, webhook, request, response);
  }
  if (isControlPath(url.pathname)) {
    const allowed: readonly string[] = controlRoutes[url.pathname];
    if (!allowed.includes(method)) return notAllowed(request, response, [...allowed, 'OPTIONS']);
    return handleControl(context, url.pathname, url, request, response);
  }
  if (url.pathname === '/' || url.pathname === '/__health') {
    if (method !== 'GET' && method !== 'HEAD')
      return notAllowed(request, response, ['GET', 'HEAD']);
    sendJson(response, 200, { ok: true, service: 'org-webhook-receiver', webhooks: receiverPaths });
    return;
  }
  refuseUnread(request, response, 404, 'not-found', `No route for ${method} ${url.pathname}`);
}

function isControlPath(pathname: string): pathname is ControlPath {
  return Object.hasOwn(controlRoutes, pathname);
}

function notAllowed(
  request: IncomingMessage,
  response: ServerResponse,
  allow: readonly string[],
): void {
  response.setHeader('allow', allow.join(', '));
  refuseUnread(
    request,
    response,
    405,
    'method-not-allowed',
    `Use ${allow.filter((m) => m !== 'OPTIONS').join(' or ')}`,
  );
}
