/**
 * Appends search parameters to a URL or path without parsing it, so relative paths
 * ('/verify/') and absolute URLs both work and nothing can throw. A `#fragment` stays last.
 */
export function withQuery(base: string, params: URLSearchParams): string {
  const query = params.toString();
  if (query === '') return base;
  const hashAt = base.indexOf('#');
  const beforeHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  let separator = '&';
  if (!beforeHash.includes('?')) separator = '?';
  else if (beforeHash.endsWith('?') || beforeHash.endsWith('&')) separator = '';
  return `${beforeHash}${separator}${query}${hash}`;
}
