import type { ProviderClient } from './create-provider-client.ts';
import { httpFailure, type ProviderHttpFailure, parseBody } from './http-failure.ts';
import { ProviderApiError } from './provider-api-error.ts';
import { type CreateWebCallRequest, isWebCall, type WebCall } from './web-call.ts';

/** Options of {@link createWebCall}. */
export interface CreateWebCallOptions {
  /** Aborts the request; the promise then rejects with a `network` error. */
  readonly signal?: AbortSignal;
}

/**
 * What {@link createWebCall} resolves to: the call, or the HTTP failure the provider answered
 * with. Check `error` first; TypeScript then knows `data` is there.
 */
export type CreateWebCallResult =
  | { readonly data: WebCall; readonly error?: undefined }
  | { readonly data?: undefined; readonly error: ProviderHttpFailure };

/**
 * Creates a web call (`POST /call/web`): the call whose `webCallUrl` the browser joins.
 *
 * An HTTP failure (400 for a malformed body, 401 for a wrong token, any other non-2xx) comes
 * back as `{ error: { status, message, body } }`, and so does a 2xx reply that is not a call
 * (no `id` or no `webCallUrl`). Only a request that cannot be made throws.
 *
 * @throws {ProviderApiError} code `network` when the provider cannot be reached or `signal`
 * aborts the request; `cause` keeps the original error.
 * @example
 * ```ts
 * const client = createProviderClient({ baseUrl, token: publicKey });
 * const result = await createWebCall(client, { assistantId }, { signal });
 * if (result.error) {
 *   logger.warn(`web call refused: ${result.error.status} ${result.error.message}`);
 * } else {
 *   await callObject.join({ url: result.data.webCallUrl });
 * }
 * ```
 */
export async function createWebCall(
  client: ProviderClient,
  body: CreateWebCallRequest,
  options: CreateWebCallOptions = {},
): Promise<CreateWebCallResult> {
  const { signal } = options;
  let reply: { response: Response; data?: string; error?: unknown };
  try {
    // Read as text and parsed here, so that a 2xx reply that is not JSON becomes a failure
    // value with its status instead of a SyntaxError. openapi-fetch parses error replies
    // itself (JSON when it can, else text).
    reply = await client.POST('/call/web', { body, signal, parseAs: 'text' });
  } catch (cause) {
    const message = signal?.aborted
      ? 'The web call request was aborted.'
      : 'The voice provider could not be reached.';
    throw new ProviderApiError('network', message, { cause });
  }

  const { response } = reply;
  if (!response.ok) {
    return { error: httpFailure(response.status, response.statusText, reply.error ?? '') };
  }
  const parsed = parseBody(reply.data ?? '');
  if (!isWebCall(parsed)) {
    return {
      error: {
        status: response.status,
        // parseBody keeps a body that is not JSON (or empty) as its very text.
        message:
          parsed === (reply.data ?? '')
            ? 'The voice provider answered with a body that is not JSON.'
            : 'The voice provider answered without a call id and webCallUrl.',
        body: parsed,
      },
    };
  }
  return { data: parsed };
}
