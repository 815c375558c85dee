/** Longest server message kept; a visitor sees it inside a sentence. */
export const MAX_SERVER_MESSAGE_LENGTH = 200;

/**
 * The human message inside an error reply: the `message` or `error` field of a JSON body, or the
 * text itself. Whitespace is collapsed, trailing full stops dropped (the visitor sentence adds
 * its own), HTML error pages ignored, and the result cut to {@link MAX_SERVER_MESSAGE_LENGTH}.
 * Returns an empty string when nothing usable is there.
 */
export function serverMessageFrom(text: string, contentType: string | null): string {
  const raw = isJson(contentType) ? (messageInJson(text) ?? '') : text;
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed.startsWith('<')) return '';
  const short =
    collapsed.length > MAX_SERVER_MESSAGE_LENGTH
      ? `${collapsed.slice(0, MAX_SERVER_MESSAGE_LENGTH - 1).trimEnd()}…`
      : collapsed;
  return short.replace(/[.\s]+$/, '');
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());
}

function messageInJson(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed === 'string') return parsed;
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null) {
      const nested = (value as Record<string, unknown>).message;
      if (typeof nested === 'string') return nested;
    }
  }
  return undefined;
}
