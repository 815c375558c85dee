/** What {@link parseRequestTarget} read from the target of a request line. */
export type RequestTarget =
  /** A target a route can be looked up for: `url.pathname` is the path that was sent. */
  | { readonly kind: 'url'; readonly url: URL }
  /** A target no route can come from; `reason` ends the sentence "The request target …". */
  | { readonly kind: 'malformed'; readonly reason: string };

// A path (origin-form) is read against this origin, which no request ever names.
const pathOrigin = 'http://request-target.invalid';
const absoluteForm = /^https?:\/\//i;
const brokenPercent = /%(?![0-9A-Fa-f]{2})/;

/**
 * Reads a request target (`request.url`) the way the services route it, or says why it is
 * malformed, so that the caller answers 400 instead of letting `new URL` throw (a 500 and a stack
 * on the terminal). Accepted: a path beginning with one `/` (origin-form), or an absolute `http`
 * or `https` URL (absolute-form, which a server must accept). Refused: a `%` that begins no
 * `%XX` escape, a target beginning with `//` (or `/\`), which every URL parser reads as a host
 * (`//evil/__health` would be routed as `/__health`), an absolute URL that does not parse
 * (`http://[/x`) and anything else (`*`: these services have no server-wide OPTIONS).
 *
 * @example
 * ```ts
 * const target = parseRequestTarget(request.url ?? '');
 * if (target.kind === 'malformed') response.writeHead(400).end(`The request target ${target.reason}.`);
 * else route(target.url.pathname);
 * ```
 */
export function parseRequestTarget(target: string): RequestTarget {
  if (brokenPercent.test(target)) {
    return malformed('has a % that does not begin a %XX escape');
  }
  if (target.startsWith('/')) {
    if (target[1] === '/' || target[1] === '\\') {
      return malformed('begins with two slashes, which URL parsers read as a host name');
    }
    return { kind: 'url', url: new URL(target, pathOrigin) };
  }
  if (absoluteForm.test(target) && URL.canParse(target)) {
    return { kind: 'url', url: new URL(target) };
  }
  return malformed('is neither a path beginning with / nor an absolute http(s) URL');
}

function malformed(reason: string): RequestTarget {
  return { kind: 'malformed', reason };
}
