import { readBoundedText } from './read-bounded-text';
import { serverMessageFrom } from './server-message';
import { WebhookError } from './webhook-error';
import type { WebhookName } from './webhook-name';
import { defaultTimeoutMs, type WebhookRequestOptions } from './webhook-options';

/** Bytes of an error reply read to find the server's message. */
const ERROR_BODY_LIMIT = 4096;

/** Longest delay `setTimeout` honours; a longer one fires at once. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The `read` of webhooks whose 2xx status is the whole answer (contact, calculator, call summary):
 * the body is read to its end and dropped (see {@link drainBody}), and the call resolves to
 * `undefined`.
 */
export const ignoreBody: unique symbol = Symbol('ignoreBody');

/** What a webhook call sends and the `Accept` header its answer needs. */
interface WebhookRequest {
  webhook: WebhookName;
  /** Already validated; serialised as JSON. */
  body: unknown;
  /** The `Accept` header. */
  accept: string;
}

/** One webhook call: what to send, and how to turn the answer into a result. */
export interface WebhookCall<T> extends WebhookRequest {
  /** Reads a 2xx answer. Runs while the timeout and the signal still apply. */
  read: (response: Response) => Promise<T>;
}

/** A webhook call whose 2xx status is the whole answer. */
export interface StatusOnlyWebhookCall extends WebhookRequest {
  read: typeof ignoreBody;
}

/**
 * Posts a JSON body once (never retried, see the README) and hands a 2xx answer to `call.read`,
 * or, for {@link ignoreBody}, reads its body to the end and drops it. The timeout covers the whole
 * exchange, reading the answer included; only a 2xx body still arriving at the timeout after
 * `ignoreBody` is cut short without failing the call (see below).
 *
 * @throws {WebhookError} `aborted`, `timeout`, `network`, `http-status`, `invalid-response`, or
 * whatever `WebhookError` `call.read` throws.
 * @throws RangeError, before anything is sent, when `timeoutMs` is not a finite number of
 * milliseconds from 1 to 2 147 483 647 (a bug in the caller, not a failure of the exchange).
 */
export function postWebhook(
  call: StatusOnlyWebhookCall,
  options: WebhookRequestOptions,
): Promise<undefined>;
export function postWebhook<T>(call: WebhookCall<T>, options: WebhookRequestOptions): Promise<T>;
export async function postWebhook<T>(
  call: WebhookCall<T> | StatusOnlyWebhookCall,
  options: WebhookRequestOptions,
): Promise<T | undefined> {
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
      if (!response.ok) {
        throw await untilAborted(httpStatusError(webhook, response), controller.signal);
      }
      if (call.read === ignoreBody) {
        // The status is the answer, but the body is read to its end rather than cancelled: a
        // cancelled body ends the request as failed, which Chromium shows as net::ERR_ABORTED in
        // red right after the 200. The drain ends at the same timeout. If the timeout cuts it
        // short, the call still succeeds: the webhook has already accepted the work, the result
        // was never the body, and a `timeout` would invite the visitor to send again (a second
        // message, summary or SMS; see the retry policy). The caller's abort still rejects as
        // `aborted`, as it does while any other answer is read.
        await drainBody(response, controller.signal);
        if (signal?.aborted) throw abortedError(webhook, signal.reason);
        return undefined;
      }
      return await untilAborted(call.read(response), controller.signal);
    } catch (error) {
      // Stryker disable next-line StringLiteral: `classify` tells only 'request' apart; any other stage reads as the answer's
      throw classify(error, 'response');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Reads a 2xx answer's body to its end and drops it; stops when `signal` aborts (the fetch is
 * aborted with it, which ends the body). Never rejects: it is only called on a 2xx, whose status
 * has already answered.
 *
 * The browser's own body consumer (`blob()`) reads it, not a reader loop in script: Chromium
 * reports a `no-store` fetch whose stream a script read to its end as failed (net::ERR_ABORTED,
 * the very line this drain exists to avoid) when the body arrived in more than one piece; seen
 * in our e2e run, and reported as microsoft/playwright#42742. Chromium also keeps a large Blob
 * out of the page's JavaScript heap.
 */
export async function drainBody(response: Response, signal: AbortSignal): Promise<void> {
  const { body } = response;
  // No body (a 204), or one already read or being read by someone else (a fetch wrapper).
  if (!body || response.bodyUsed || body.locked) return;
  if (signal.aborted) {
    // Not awaited: a hostile source's cancel need never settle.
    body.cancel().catch(() => undefined);
    return;
  }
  try {
    await untilAborted(response.blob(), signal);
  } catch {
    // Cut short at the bound, or a body that broke off after the 2xx: the status was the answer.
  }
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
