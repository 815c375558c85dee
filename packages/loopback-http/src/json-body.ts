/** What {@link parseJsonBody} made of a request body. */
export type JsonBody =
  /** The parsed value: UTF-8 JSON whose numbers are all finite. */
  | { readonly kind: 'parsed'; readonly value: unknown }
  /** The bytes are not UTF-8, the only encoding of JSON between systems (RFC 8259). */
  | { readonly kind: 'not-utf8' }
  /** Not JSON text; `detail` is the parser's message. */
  | { readonly kind: 'not-json'; readonly detail: string }
  /** A number too large for a double, such as `1e309`, which `JSON.parse` turns into `Infinity`. */
  | { readonly kind: 'number-out-of-range' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a JSON request body strictly: bytes that are not UTF-8 are refused rather than
 * replaced with U+FFFD, and so is a number out of a double's range rather than read as
 * `Infinity` (which JSON cannot carry and which would come back as `null`). Callers answer
 * every refusal with 400.
 *
 * @example
 * ```ts
 * const json = parseJsonBody(body.bytes);
 * if (json.kind !== 'parsed') response.writeHead(400).end(json.kind);
 * ```
 */
export function parseJsonBody(bytes: Uint8Array): JsonBody {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { kind: 'not-utf8' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'not-json', detail: error instanceof Error ? error.message : String(error) };
  }
  return hasNonFiniteNumber(value) ? { kind: 'number-out-of-range' } : { kind: 'parsed', value };
}

// A walk with its own stack, not a JSON.parse reviver: V8 revives recursively, and a body nested
// a few hundred thousand deep, which JSON.parse itself reads, would overflow the call stack.
function hasNonFiniteNumber(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'number' && !Number.isFinite(value)) return true;
    if (typeof value === 'object' && value !== null) {
      for (const child of Object.values(value)) pending.push(child);
    }
  }
  return false;
}
