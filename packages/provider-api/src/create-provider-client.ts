import createClient, { type Client } from 'openapi-fetch';
import { bearerAuth } from './bearer-auth.ts';
import { ProviderApiError } from './provider-api-error.ts';
import type { paths } from './provider-document.ts';

/** Options of {@link createProviderClient}. */
export interface ProviderClientOptions {
  /** The provider's base URL, e.g. the mock provider's `url`. A trailing slash is ignored. */
  readonly baseUrl: string;
  /** The bearer token sent on every secured operation (in the browser, the public key). */
  readonly token: string;
  /** The fetch to use; defaults to `globalThis.fetch` (a seam for tests and for proxies). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client of the whole provider API: `client.GET('/call/{id}', { params: { path: { id }
 * } })`, `client.POST('/call/web', { body })` and so on, for every path of the document. Each
 * method resolves to `{ data }` or `{ error }` with the `response`; it rejects only when the
 * request cannot be made (network failure, abort).
 */
export type ProviderClient = Client<paths>;

/**
 * Creates a client of the provider API. Each call site makes its own: a client holds no
 * module state, so two clients with two tokens never see each other's token.
 *
 * @throws {ProviderApiError} code `invalid-options` when `baseUrl` is not an absolute http(s)
 * URL or `token` is empty.
 * @example
 * ```ts
 * const client = createProviderClient({ baseUrl: 'http://127.0.0.1:8788', token: publicKey });
 * const { data, error } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
 * ```
 */
export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const { baseUrl, token, fetch } = options;
  if (!isHttpUrl(baseUrl)) {
    throw new ProviderApiError(
      'invalid-options',
      `baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}.`,
    );
  }
  if (token.trim() === '') {
    throw new ProviderApiError('invalid-options', 'token must not be empty.');
  }
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(bearerAuth(token));
  return client;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
