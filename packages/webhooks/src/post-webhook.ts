import { readBoundedText } from './read-bounded-text';
import { serverMessageFrom } from './server-message';
import { WebhookError } from './webhook-error';
import type { WebhookName } from './webhook-name';
import { defaultTimeoutMs, type WebhookRequestOptions } from './webhook-options';

/** Bytes of an error reply read to find the server's message. */
const ERROR_BODY_LIMIT = 4096;

/** Longest delay `setTimeout` honours; a longer one fires at once. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** One webhook call: what to send, and how to turn the answer into a result. */
export interface WebhookCall<T> {
  webhook: WebhookName;
  /** Already validated; serialised as JSON. */
  body: unknown;
  /** The `Accept` header. */
  accept: string;
  /** Reads a 2xx answer. Runs while the timeout and the signal still apply. */
  read: (response: Response) => Promise<T>;
}

/**
 * Posts a JSON body once (never retried, see the README) and hands a 2xx answer to `call.read`.
 * The timeout covers the whole exchange, reading the answer included.
 *
 * @throws {WebhookError} `aborted`, `timeout`, `network`, `http-status`, `invalid-response`, or
 * whatever `WebhookError` `call.read` throws.
 * @throws RangeError, before anything is sent, when `timeoutMs` is not a finite number of
 * milliseconds from 1 to 2 147 483 647 (a bug in the caller, not a failure of the exchange).
 */
export async function postWebhook<T>(
  call: WebhookCall<T>,
  options: WebhookRequestOptions,
): Promise<T> {
  const { webhook } = call;
  const { signal } = options;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs[webhook];
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) {
    // NaN and Infinity would make setTimeout fire at once (or never be meant): refuse them.
    throw new RangeError(
      `timeoutMs must be a finite number from 1 to ${MAX_TIMEOUT_MS}, got ${timeoutMs}`,
    );
  }
  if (signal?.aborted) throw abortedError(webhook, signal.reason);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal fires once, and `finally` removes the listener anyway
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const classify = (error: unknown, stage: 'request' | 'response'): WebhookError => {
    if (error instanceof WebhookError) return error;
    if (timedOut) {
      return new WebhookError(
        'timeout',
        `The ${webhook} webhook did not answer within ${timeoutMs} ms`,
        {
          webhook,
          cause: error,
        },
      );
    }
    if (signal?.aborted) return abortedError(webhook, signal.reason);
    return stage === 'request'
      ? new WebhookError('network', `The ${webhook} webhook could not be reached`, {
          webhook,
          cause: error,
        })
      : new WebhookError('invalid-response', `The ${webhook} webhook's answer could not be read`, {
          webhook,
          cause: error,
        });
  };

  // Looked up per call, and called bare: `window.fetch` throws "Illegal invocation" when
  // called as a method of another object.
  const fetchImpl = options.fetch ?? globalThis.fetch;
  try {
    let response: Response;
    try {
      // Raced against the signal too: a fetch that ignores it (a wrapper, a polyfill) must still
      // end when the timeout fires, or the one timeout would not cover the whole exchange.
      response = await untilAborted(
        fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: call.accept },
          body: JSON.stringify(call.body),
          // The webhooks are cross-origin automations: they need no cookies, and nothing is cached.
          credentials: 'omit',
          cache: 'no-store',
          signal: controller.signal,
        }),
        controller.signal,
      );
    } catch (error) {
      throw classify(error, 'request');
    }
    try {
      // Raced against the signal so that a reader which ignores it still ends on time.
      return await untilAborted(readAnswer(call, response), controller.signal);
    } catch (error) {
      // Stryker disable next-line StringLiteral: `classify` tells only 'request' apart; any other stage reads as the answer's
      throw classify(error, 'response');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readAnswer<T>(call: WebhookCall<T>, response: Response): Promise<T> {
  if (!response.ok) throw await httpStatusError(call.webhook, response);
  return call.read(response);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Reads 2xx answers whose body means nothing (contact, calculator, call summary). */
export async function ignoreBody(response: Response): Promise<void> {
  // Cancelling frees the connection without waiting for a body nobody reads.
  await response.body?.cancel().catch(() => undefined);
}

async function httpStatusError(webhook: WebhookName, response: Response): Promise<WebhookError> {
  let serverMessage = '';
  try {
    const body = await readBoundedText(response, ERROR_BODY_LIMIT);
    serverMessage = serverMessageFrom(body.text, response.headers.get('content-type'));
  } catch {
    // A status with an unreadable body is still that status; the message just stays empty.
  }
  const suffix = serverMessage === '' ? '' : `: ${serverMessage}`;
  return new WebhookError(
    'http-status',
    `The ${webhook} webhook answered ${response.status}${suffix}`,
    { webhook, status: response.status, serverMessage },
  );
}

function abortedError(webhook: WebhookName, reason: unknown): WebhookError {
  return new WebhookError('aborted', `The ${webhook} call was aborted`, { webhook, cause: reason });
}
