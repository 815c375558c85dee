import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * A static server that answers paths exactly as `python3 -m http.server -d <root>` does, the way
 * a plain static host serves folders: unlike the project's own `scripts/static-server.mjs`, which
 * serves `/calculator` from `calculator/index.html` directly and so hides the redirect.
 *
 * Read from CPython's `Lib/http/server.py` (3.11, `SimpleHTTPRequestHandler`):
 * - `translate_path`: the query and the fragment are dropped, the rest percent-decoded and
 *   normalised (`posixpath.normpath`), and each segment that is empty, `.`, `..` or holds a
 *   separator is skipped, so nothing outside the folder is reachable; a trailing slash is kept.
 * - `send_head`: a folder asked for without its trailing slash gets `301` with `Location` the
 *   request's path plus `/`, its query kept (`urlsplit`, then `urlunsplit` with `path + '/'`),
 *   and `Content-Length: 0`. A folder with the slash serves its `index.html` (or `index.htm`). A
 *   file asked for with a trailing slash is a 404 (bpo-17324), as is anything that is not there.
 *
 * One deliberate difference: where a folder has no index page, Python answers 200 with a listing
 * of it; a static host answers 404, and a link to such a folder is a broken link, so it is a 404
 * here too. Only GET and HEAD, as Python's handler (anything else: 501).
 */
export interface FolderServer {
  /** The server's origin, `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

async function kindOf(path: string): Promise<'file' | 'folder' | undefined> {
  try {
    const found = await stat(path);
    if (found.isDirectory()) return 'folder';
    return found.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

/** `translate_path`: the file a request's target names under `root`, with its trailing slash. */
function translatePath(root: string, target: string): string {
  const path = target.split('?', 1)[0]?.split('#', 1)[0] ?? '';
  const trailingSlash = path.trimEnd().endsWith('/');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path; // Python's `unquote` leaves a malformed escape as it is
  }
  const words = posix
    .normalize(decoded)
    .split('/')
    .filter((word) => word !== '' && word !== '.' && word !== '..' && !word.includes('\\'));
  const translated = join(root, ...words);
  return trailingSlash ? `${translated}/` : translated;
}

/** `urlsplit(target)`'s path and the rest (`?query#fragment`), for the redirect's `Location`. */
function splitTarget(target: string): { path: string; rest: string } {
  const end = target.search(/[?#]/);
  return end === -1
    ? { path: target, rest: '' }
    : { path: target.slice(0, end), rest: target.slice(end) };
}

/**
 * Serves `root` on 127.0.0.1, on a port the system picks (so it clashes with no other server).
 * @param root an absolute folder, such as the site's `dist`
 */
export async function startFolderServer(root: string): Promise<FolderServer> {
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(501).end();
        return;
      }
      const target = request.url ?? '/';
      let path = translatePath(root, target);
      const kind = await kindOf(path);
      if (kind === 'folder') {
        const { path: requested, rest } = splitTarget(target);
        if (!requested.endsWith('/')) {
          // "redirect browser - doing basically what apache does" (send_head)
          response.writeHead(301, { location: `${requested}/${rest}`, 'content-length': '0' });
          response.end();
          return;
        }
        let indexFile: string | undefined;
        for (const name of ['index.html', 'index.htm']) {
          if ((await kindOf(join(path, name))) === 'file') {
            indexFile = join(path, name);
            break;
          }
        }
        if (indexFile === undefined) {
          response.writeHead(404).end('Not found'); // Python would list the folder: see above
          return;
        }
        path = indexFile;
      } else if (kind !== 'file' || path.endsWith('/')) {
        response.writeHead(404).end('File not found');
        return;
      }
      const type = CONTENT_TYPES[posix.extname(path)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type });
      if (request.method === 'HEAD') response.end();
      else await pipeline(createReadStream(path), response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500).end(String(error));
      else response.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
