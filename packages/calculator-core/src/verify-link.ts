import { withQuery } from './with-query';

/** The path of the personalised-demo verification page. */
export const VERIFY_PATH = '/verify';

/** The details the /verify page pre-fills from its query (spec section 2). */
export interface VerifyLinkDetails {
  name?: string | undefined;
  email?: string | undefined;
  company?: string | undefined;
}

/**
 * Builds the target of 'Hear Your AI Receptionist': /verify with `name`, `email` and
 * `company` as query parameters, each only when it is set (not blank after trimming).
 *
 * @param details - Usually the validated calculator input.
 * @param base - The verify page's path or absolute URL; defaults to '/verify'.
 * @example
 * ```ts
 * buildVerifyLink({ name: 'Ann', email: 'ann@acme.test', company: '' });
 * // '/verify?name=Ann&email=ann%40acme.test'
 * ```
 */
export function buildVerifyLink(details: VerifyLinkDetails, base: string = VERIFY_PATH): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'email', 'company'] as const) {
    const value = details[key]?.trim() ?? '';
    if (value !== '') params.set(key, value);
  }
  return withQuery(base, params);
}
