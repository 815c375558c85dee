import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { describeIssue } from '../validate-body';
import { webhookBodySchemas } from '../webhook-bodies';
import type { WebhookName } from '../webhook-name';
import type { Delivery } from './delivery';
import { demoLink } from './demo-link';
import type { ScriptedFailure } from './failure-script';
import { sendJson, sendProblem, sendText } from './http-replies';
import { readJsonRequest } from './read-json-request';
import type { ReceiverContext } from './receiver-context';
import { summarizeDelivery } from './summarize-delivery';

/**
 * Handles `POST /<webhook>` like the real automation: validate the body with the clients' own
 * schema, apply a scripted failure if one is due, record the delivery, then answer (verify with
 * the plain-text demo link, the others with `{ ok: true, id }`).
 */
export async function handleWebhook(
  context: ReceiverContext,
  webhook: WebhookName,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { options } = context;
  const parsed = await readJsonRequest(request, response, options.maxBodyBytes);
  if (parsed.kind === 'refused') return;

  const result = v.safeParse(webhookBodySchemas[webhook], parsed.value);
  if (!result.success) {
    const issues = result.issues.map(describeIssue);
    sendProblem(response, 422, 'invalid-body', `Invalid ${webhook} body: ${issues.join('; ')}`, {
      issues,
    });
    options.logger.warn(`${webhook} refused: ${issues.join('; ')}`);
    return;
  }

  // Every webhook body is a JSON object (the schemas are objects), so its fields can be matched.
  const failure = context.failures.take(
    webhook,
    result.output as Readonly<Record<string, unknown>>,
  );
  if (failure !== undefined && failure.kind !== 'delay') {
    options.logger.warn(`${webhook} scripted failure: ${failure.kind}`);
    applyFailure(failure, request, response);
    return;
  }
  if (failure !== undefined) {
    try {
      await sleep(failure.delayMs, undefined, { signal: context.closing });
    } catch {
      return; // The receiver is closing; its connections are being destroyed.
    }
  }

  const delivery = {
    id: randomUUID(),
    webhook,
    receivedAt: new Date().toISOString(),
    body: result.output,
  } as Delivery;
  // The answer is built before the delivery is recorded: once recorded it must be answered as a
  // success, or the client's retry would record the same lead twice.
  const answer = successAnswer(options, delivery);
  try {
    await context.log.append(delivery);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    options.logger.error(`${webhook} could not be recorded: ${detail}`);
    sendProblem(response, 500, 'log-write-failed', 'The delivery could not be recorded');
    return;
  }
  options.logger.info(summarizeDelivery(delivery));

  if (answer.kind === 'text') sendText(response, 200, answer.text);
  else sendJson(response, 200, answer.body);
}

type SuccessAnswer = { kind: 'text'; text: string } | { kind: 'json'; body: unknown };

function successAnswer(options: ReceiverContext['options'], delivery: Delivery): SuccessAnswer {
  return delivery.webhook === 'verify'
    ? {
        kind: 'text',
        text: demoLink(options.demoUrl, options.demoAgentId, delivery.body.company),
      }
    : { kind: 'json', body: { ok: true, id: delivery.id } };
}

function applyFailure(
  failure: Exclude<ScriptedFailure, { kind: 'delay' }>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  switch (failure.kind) {
    case 'status':
      sendText(response, failure.status, failure.message ?? `Scripted failure (${failure.status})`);
      return;
    case 'reply':
      sendText(response, failure.status ?? 200, failure.body, failure.contentType);
      return;
    case 'drop':
      request.socket.destroy();
      return;
    case 'truncate':
      // Promise more than is sent, then hang up: the client sees a body cut short.
      response.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': '1024',
      });
      response.write('http://127.0.0.1', () => request.socket.destroy());
      return;
  }
}
