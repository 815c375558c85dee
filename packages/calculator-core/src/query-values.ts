/**
 * The most characters (Unicode code points) kept from one query-string value. Long enough for
 * any real name, company, email (at most 254) or phone; a longer value is cut to this length.
 */
export const MAX_QUERY_VALUE_LENGTH = 256;

/** A query string (`location.search`, with or without its `?`) or parsed search parameters. */
export type QueryInput = string | URLSearchParams;

/**
 * Parses a query string without ever throwing: `URLSearchParams` decodes malformed
 * percent-encoding to U+FFFD or leaves it as written, where `decodeURIComponent` would throw.
 */
export function toSearchParams(query: QueryInput): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  // A caller outside TypeScript may pass undefined or null: that is an empty query.
  if (typeof query !== 'string') return new URLSearchParams();
  return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
}

/** Trims a value and cuts it to {@link MAX_QUERY_VALUE_LENGTH} code points. */
export function cleanQueryValue(raw: string): string {
  // Slicing first bounds the work on a hostile, megabyte-long value; two UTF-16 units per
  // code point is the most the cut below can need.
  // Stryker disable next-line MethodExpression,ArithmeticOperator: a longer head only costs time; the cut below gives the same value
  const head = raw.slice(0, raw.length - raw.trimStart().length + MAX_QUERY_VALUE_LENGTH * 2);
  // Array.from splits by code point, so the cut never leaves half a surrogate pair.
  return Array.from(head.trim()).slice(0, MAX_QUERY_VALUE_LENGTH).join('').trimEnd();
}

/**
 * The value of a parameter: the first occurrence that is not blank, cleaned by
 * {@link cleanQueryValue}; `''` when the parameter is absent or every occurrence is blank.
 */
export function readQueryValue(params: URLSearchParams, key: string): string {
  for (const raw of params.getAll(key)) {
    const value = cleanQueryValue(raw);
    if (value !== '') return value;
  }
  return '';
}
