import { within } from '../bounded-wait';
import { globalTimers, TimerScope } from '../timers';
import { isObject } from './serialize-error';

/** Where and as whom a Vapi client creates its web calls. */
export interface VapiApi {
  /** The API's base URL, joined to the path as given (`https://api.vapi.ai` by default). */
  baseUrl: string;
  /** The public key, sent as a bearer token when not empty. */
  token: string;
}

/**
 * What a failed request reports, as a string: the body's `message`, else its `error`, else the
 * body as JSON (Vapi's own `serializeError` fallback, applied to the body instead of the
 * `Response` that Vapi reports).
 */
function failureMessage(body: unknown): string {
  if (isObject(body)) {
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  return JSON.stringify(body);
}

const bearer = (token: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * `POST {baseUrl}/call/web` as `@vapi-ai/web` 2.7.1 sends it (its generated client's
 * `callControllerCreateWebCall`: the body as JSON, undefined fields dropped, the token as a
 * bearer token), through the global `fetch`. Resolves with the parsed body of a successful
 * answer (`null` when it is not JSON, as Vapi's `.data` is). Unlike Vapi's, the exchange is
 * bounded: after `timeoutMs` the request is aborted; and it is aborted when `cancel` aborts
 * (the start was stopped).
 * @throws {string} the failure's message for an HTTP error status.
 * @throws {VoiceClientError} `timeout` (stage `web-call-creation`) when the whole answer has not
 * arrived within `timeoutMs`; `cancelled` once `cancel` has aborted.
 */
export async function createWebCall(
  api: VapiApi,
  body: object,
  timeoutMs: number,
  cancel: AbortSignal,
): Promise<unknown> {
  // Aborts the request with the timeout, or with `cancelled` on stop(); the race is for a
  // fetch() that ignores its signal.
  return within(
    new TimerScope(globalTimers),
    'webCall',
    timeoutMs,
    (signal) => request(api, body, signal),
    cancel,
    'web-call-creation',
  );
}

async function request(api: VapiApi, body: object, signal: AbortSignal): Promise<unknown> {
  // Vapi's client awaits its security worker for this header, so the request leaves after
  // start() has handed control back (a second start() in the same task is refused first): the
  // stage runner runs this a microtask after the stage started, as late.
  const authorization = bearer(api.token);
  const response = await fetch(`${api.baseUrl}/call/web`, {
    method: 'POST',
    headers: { ...authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  let data: unknown = null;
  let error: unknown = null;
  try {
    const parsed: unknown = await response.json();
    if (response.ok) data = parsed;
    else error = parsed;
  } catch (parseError) {
    error = parseError;
  }
  // A string, not the Response Vapi throws, so `call-start-failed` carries a string `error`.
  if (!response.ok) throw failureMessage(error);
  return data;
}
