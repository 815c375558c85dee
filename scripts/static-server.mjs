// A static file server for a built output, as a static host would serve it: `/calculator` serves
// `calculator/index.html`, unknown paths get `404.html` with status 404 (a plain-text 404 when the
// output has none, as a Storybook build), text is compressed, hashed assets are cached for a year,
// and the headers in `_headers` (Netlify/Cloudflare format) apply. Like such a host, it never
// serves `_headers` or `_redirects` themselves, nor dot-files (`.vite/manifest.json`): they are
// 404s. Like a host serving precompressed files, it compresses every text file of the output
// once, before it listens, so no request waits on the CPU: a test's wait for a page would
// otherwise include compressing what the page loads (brotli's top quality takes 0.66 s for the
// site's 207 kB React chunk on an idle core, seconds on a loaded one), and a browser's measured
// blocking time the server's work. A file changed after the start is compressed again at its
// first request. The site's preview, end-to-end tests, benchmark and screenshots serve
// `apps/site/dist` with it; the ui package's visual tests serve `storybook-static`.
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
/**
 * Files above this size are brotli-compressed at quality 9, not 11. The site's largest file is
 * 262 kB; a Storybook's reach 3.3 MB, where quality 11 took 4.9 s (quality 9: 0.4 s, 10 % larger)
 * and the first story of the visual tests ran past its 30 s waiting for its bundles.
 */
const LARGE_FILE_BYTES = 512 * 1024;

/** The encodings text is served with, each a function from the file's bytes to the body. */
const ENCODERS = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]:
          bytes.length > LARGE_FILE_BYTES ? 9 : zlibConstants.BROTLI_MAX_QUALITY,
      },
    }),
  gzip: promisify(gzip),
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.map',
]);
const NOT_FOUND_TEXT = 'Not found';

/** Parses a `_headers` file into [pattern, headers] rules; `*` in a pattern matches anything. */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      current = { pattern: new RegExp(`^${source}$`), headers: {} };
      rules.push(current);
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The host's own configuration files at the root of the output: a static host (Netlify,
 * Cloudflare Pages) reads them and never serves them.
 */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

/**
 * Whether a path (relative to root, normalised) is not part of the site: a host configuration
 * file, or anything under a name that begins with a dot (the build's `.vite/manifest.json`),
 * which static hosts do not publish. `.well-known` is the one dot-name a site serves (RFC 8615).
 */
function isUnpublished(relative) {
  if (HOST_CONFIG_FILES.has(relative)) return true;
  return relative.split(/[/\\]/).some((name) => name.startsWith('.') && name !== '.well-known');
}

/** Every file under `root` a request can get (not the host's own files, nor dot-files). */
async function publishedFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !isUnpublished(relative(root, file)));
}

async function resolveFile(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (isUnpublished(relative)) return undefined;
  const candidate = join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  if (await isFile(index)) return index;
  return undefined;
}

/**
 * Serves `root` on `host:port` (port 0, the default, picks a free one, so it never clashes with
 * another server). Read-only (GET and HEAD); nothing outside `root` is reachable.
 * @param {{ root: string, host?: string, port?: number }} options
 * @returns the server's URL (no trailing slash) and a `close()` that also drops open connections.
 */
export async function startStaticServer({ root, host = '127.0.0.1', port = 0 }) {
  /** Compressed bodies by encoding and file, kept while the file's size and time are unchanged. */
  const compressed = new Map();
  const compressedBody = async (file, encoding) => {
    const { size, mtimeMs } = await stat(file);
    const key = `${encoding}\0${file}`;
    const kept = compressed.get(key);
    if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.body;
    // The promise is kept, so requests that come while it compresses share the one compression.
    const body = readFile(file).then((bytes) => ENCODERS[encoding](bytes));
    compressed.set(key, { size, mtimeMs, body });
    try {
      return await body;
    } catch (error) {
      compressed.delete(key);
      throw error;
    }
  };
  // Both encodings of every file a request could get compressed, before the server listens.
  const published = await publishedFiles(root);
  await Promise.all(
    published
      .filter((file) => COMPRESSIBLE.has(extname(file)))
      .flatMap((file) => Object.keys(ENCODERS).map((encoding) => compressedBody(file, encoding))),
  );
  const headersPath = join(root, '_headers');
  const rules = (await isFile(headersPath))
    ? parseHeadersFile(await readFile(headersPath, 'utf8'))
    : [];

  const server = createServer(async (request, response) => {
    try {
      let url;
      try {
        url = new URL(request.url ?? '/', 'http://localhost');
      } catch {
        // A target no URL parser takes (`//[`): the client's mistake, not the server's.
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let file;
      try {
        file = await resolveFile(root, url.pathname);
      } catch {
        file = undefined; // a malformed percent-encoding is a page that does not exist
      }
      const status = file ? 200 : 404;
      if (!file) {
        const notFoundPage = join(root, '404.html');
        // A build without its own 404 page (a Storybook) still answers 404, in plain text.
        if (await isFile(notFoundPage)) file = notFoundPage;
      }
      const extension = file ? extname(file) : '.txt';
      const headers = { 'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream' };
      headers['cache-control'] = url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      for (const rule of rules) {
        if (rule.pattern.test(url.pathname)) Object.assign(headers, rule.headers);
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding =
        !file || !COMPRESSIBLE.has(extension)
          ? undefined
          : /\bbr\b/.test(accepts)
            ? 'br'
            : /\bgzip\b/.test(accepts)
              ? 'gzip'
              : undefined;
      const body = encoding && file ? await compressedBody(file, encoding) : undefined;
      if (body) {
        headers['content-encoding'] = encoding;
        headers.vary = 'Accept-Encoding';
        headers['content-length'] = String(body.length);
      }
      response.writeHead(status, headers);
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      if (!file) {
        response.end(NOT_FOUND_TEXT);
        return;
      }
      if (body) response.end(body);
      else await pipeline(createReadStream(file), response);
    } catch (error) {
      // The error goes to the operator's terminal, not to whoever sent the request.
      process.stderr.write(
        `static server: ${request.method} ${JSON.stringify(request.url)}: ${error}\n`,
      );
      if (!response.headersSent) response.writeHead(500).end('Internal error');
      else response.destroy();
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        // Keep-alive sockets of a browser still open would hold close() until they time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
