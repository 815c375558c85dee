/** One rule of a `_headers` file: the paths it matches and the headers it sets on them. */
export interface HeadersRule {
  pattern: RegExp;
  headers: Record<string, string>;
}
/** Parses a `_headers` file into rules, in file order; `*` in a pattern matches anything. */
export function parseHeadersFile(text: string): HeadersRule[];
/** A running static server: its URL (no trailing slash) and how to stop it. */
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
/**
 * Serves `root` on `host` (127.0.0.1) and `port` (0, a free one) as a static host would:
 * directory index pages, `404.html` (or a plain-text 404), compression and `_headers`. Resolves
 * once every text file is compressed (brotli and gzip), so no request waits on compression.
 */
export function startStaticServer(options: {
  root: string;
  host?: string;
  port?: number;
}): Promise<StaticServer>;
