/** Longest redirect target accepted, in characters, after trimming. */
export const MAX_REDIRECT_LENGTH = 2048;

/** The outcome of {@link checkRedirectTarget}: a safe absolute URL, or why there is none. */
export type RedirectCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Decides whether text from a server may become `location.href`. Only an absolute `http:` or
 * `https:` URL with a host and no credentials passes; `javascript:`, `data:`, relative paths,
 * empty or over-long text do not. With `allowedOrigins`, the URL's origin must be one of them.
 *
 * @example
 * ```ts
 * const check = checkRedirectTarget(' https://example.com/demo?agent=a1 \n');
 * if (check.ok) location.assign(check.url);
 * ```
 */
export function checkRedirectTarget(
  text: string,
  allowedOrigins?: readonly string[],
): RedirectCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'the reply is empty' };
  if (trimmed.length > MAX_REDIRECT_LENGTH) {
    return { ok: false, reason: `the reply is longer than ${MAX_REDIRECT_LENGTH} characters` };
  }
  // URL parsing silently drops tabs and newlines and percent-encodes spaces; a real link has none.
  if (/[\s\p{Cc}]/u.test(trimmed)) {
    return { ok: false, reason: 'the reply contains spaces or control characters' };
  }
  // Requiring "//" also refuses `http:host`, which URL parsing would quietly complete.
  if (!/^https?:\/\//i.test(trimmed)) {
    return { ok: false, reason: 'the reply is not an absolute http(s) URL' };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'the reply is not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'the reply is not an absolute http(s) URL' };
  }
  if (url.hostname === '') return { ok: false, reason: 'the URL has no host' };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'the URL carries credentials' };
  }
  if (allowedOrigins !== undefined && !allowedOrigins.includes(url.origin)) {
    return { ok: false, reason: `the origin ${url.origin} is not allowed` };
  }
  return { ok: true, url: url.href };
}
