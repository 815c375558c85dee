import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackServerOptions } from '@org/loopback-http';
import * as v from 'valibot';
import type { WebhookName } from '../webhook-name';
import type { Delivery } from './delivery';
import { openDeliveryLog } from './delivery-log';
import {
  createFailureScript,
  type FailureFilter,
  type FailurePlan,
  failurePlanSchema,
  type PendingFailure,
} from './failure-script';
import { sendProblem } from './http-replies';
import type { ReceiverContext } from './receiver-context';
import { resolveReceiverOptions, type WebhookReceiverOptions } from './receiver-options';
import { routeRequest } from './route-request';

/** A running local webhook receiver. */
export interface WebhookReceiver {
  /** Base URL, e.g. `http://127.0.0.1:8787`; the webhooks are at `${url}/contact` and so on. */
  url: string;
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Accepted deliveries since start or the last clear, oldest first. Same as `GET /__deliveries`. */
  deliveries(webhook?: WebhookName): readonly Delivery[];
  /** Empties the in-memory list (the log file keeps everything). Returns how many were dropped. */
  clearDeliveries(webhook?: WebhookName): number;
  /**
   * Scripts a failure for the next valid requests to a webhook. Same as `POST /__control/failures`.
   *
   * @throws TypeError when the plan is malformed.
   * @throws RangeError when 100 planned failures are already waiting (the queue is bounded, as
   * `POST /__control/failures` answers 409 `failure-queue-full`).
   */
  failNext(plan: FailurePlan): void;
  /** Failures still scripted. */
  pendingFailures(): readonly PendingFailure[];
  /**
   * Drops the scripted failures `filter` selects: those of `filter.webhook`, whose match holds
   * every field of `filter.match`; every one without a filter. Same as `DELETE /__control/failures`.
   * Returns how many plans were dropped.
   */
  clearFailures(filter?: FailureFilter): number;
  /** Stops listening, cuts open connections, waits for pending log writes. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Starts a real HTTP server that receives the four webhooks like the real automations do, for
 * development and end-to-end tests. Node only.
 *
 * @throws TypeError for invalid options; the `listen` error (e.g. `EADDRINUSE`) when the port is taken.
 * @example
 * ```ts
 * const receiver = await startWebhookReceiver({ port: 0, logFile: '.local/webhooks.jsonl' });
 * await sendContactMessage(message, { url: `${receiver.url}/contact` });
 * receiver.deliveries('contact'); // [{ id, webhook: 'contact', receivedAt, body }]
 * await receiver.close();
 * ```
 */
export async function startWebhookReceiver(
  options: WebhookReceiverOptions = {},
): Promise<WebhookReceiver> {
  const resolved = resolveReceiverOptions(options);
  const log = await openDeliveryLog(resolved.logFile);
  const closing = new AbortController();
  const context: ReceiverContext = {
    options: resolved,
    log,
    failures: createFailureScript(),
    closing: closing.signal,
  };

  const server = createServer(
    loopbackServerOptions(resolved.requestTimeoutMs),
    (request, response) => {
      routeRequest(context, request, response).catch((error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        resolved.logger.error(`${request.method} ${request.url} failed: ${detail}`);
        sendProblem(response, 500, 'internal-error', 'The receiver failed to handle this request');
      });
    },
  );

  try {
    await listen(server, resolved.host, resolved.port);
  } catch (error) {
    await log.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    deliveries: (webhook) => log.list(webhook),
    clearDeliveries: (webhook) => log.clear(webhook),
    failNext(plan) {
      const result = v.safeParse(failurePlanSchema, plan);
      if (!result.success)
        throw new TypeError(`Invalid failure plan: ${v.summarize(result.issues)}`);
      context.failures.add(result.output);
    },
    pendingFailures: () => context.failures.list(),
    clearFailures: (filter) => context.failures.clear(filter),
    close() {
      closed ??= (async () => {
        closing.abort();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
        await log.close();
      })();
      return closed;
    },
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
