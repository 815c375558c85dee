import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { describeIssue } from '../validate-body';
import { type WebhookName, webhookNames } from '../webhook-name';
import { type FailureMatch, failurePlanSchema } from './failure-script';
import { refuseUnread, sendJson, sendProblem } from './http-replies';
import { readJsonRequest } from './read-json-request';
import type { ReceiverContext } from './receiver-context';

/** The test-only endpoints, by path, with the methods each answers. */
export const controlRoutes = {
  '/__deliveries': ['GET', 'DELETE'],
  '/__control/failures': ['GET', 'POST', 'DELETE'],
} as const;

/** A path of {@link controlRoutes}. */
export type ControlPath = keyof typeof controlRoutes;

/**
 * Serves the test endpoints: `GET|DELETE /__deliveries[?webhook=]` and
 * `GET|POST|DELETE /__control/failures` (`DELETE` takes `?webhook=` and `match.<field>=` filters).
 * The caller has checked the method is allowed.
 */
export async function handleControl(
  context: ReceiverContext,
  path: ControlPath,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (path === '/__deliveries') {
    const filter = webhookFilter(url);
    if (filter.kind === 'invalid') {
      refuseInvalidWebhook(request, response);
    } else if (request.method === 'GET') {
      sendJson(response, 200, { deliveries: context.log.list(filter.webhook) });
    } else {
      sendJson(response, 200, { cleared: context.log.clear(filter.webhook) });
    }
    return;
  }
  if (request.method === 'GET') {
    sendJson(response, 200, { failures: context.failures.list() });
  } else if (request.method === 'DELETE') {
    const filter = webhookFilter(url);
    if (filter.kind === 'invalid') {
      refuseInvalidWebhook(request, response);
    } else {
      const cleared = context.failures.clear({ webhook: filter.webhook, match: matchFilter(url) });
      sendJson(response, 200, { cleared });
    }
  } else {
    await scheduleFailure(context, request, response);
  }
}

function refuseInvalidWebhook(request: IncomingMessage, response: ServerResponse): void {
  refuseUnread(
    request,
    response,
    400,
    'invalid-webhook',
    `webhook must be one of ${webhookNames.join(', ')}`,
  );
}

async function scheduleFailure(
  context: ReceiverContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const parsed = await readJsonRequest(request, response, context.options.maxBodyBytes);
  if (parsed.kind === 'refused') return;
  const result = v.safeParse(failurePlanSchema, parsed.value);
  if (!result.success) {
    const issues = result.issues.map(describeIssue);
    sendProblem(
      response,
      422,
      'invalid-failure-plan',
      `Invalid failure plan: ${issues.join('; ')}`,
      { issues },
    );
    return;
  }
  const outcome = context.failures.schedule(result.output);
  if (outcome.kind === 'queue-full') {
    sendProblem(response, 409, 'failure-queue-full', outcome.message, { limit: outcome.limit });
    return;
  }
  sendJson(response, 201, { scheduled: { times: 1, ...result.output } });
}

/** The `match.<field>=<value>` parameters of `url`, or undefined when it has none. */
function matchFilter(url: URL): FailureMatch | undefined {
  const match: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('match.') && name.length > 'match.'.length) {
      match[name.slice('match.'.length)] = value;
    }
  }
  return Object.keys(match).length === 0 ? undefined : match;
}

type WebhookFilter = { kind: 'valid'; webhook: WebhookName | undefined } | { kind: 'invalid' };

function webhookFilter(url: URL): WebhookFilter {
  const value = url.searchParams.get('webhook');
  if (value === null || value === '') return { kind: 'valid', webhook: undefined };
  const webhook = webhookNames.find((name) => name === value);
  return webhook === undefined ? { kind: 'invalid' } : { kind: 'valid', webhook };
}
