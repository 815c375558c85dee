// What a route loads, in gzip bytes: the files of the build it requested (from the measured
// page load), split into JavaScript, CSS and daily-js. Sizes are of the built files, gzipped at
// the default level as the static server and most hosts send them, so they do not depend on the
// encoding a particular browser negotiated.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} LoadedRequest
 * @property {string} url
 * @property {string} resourceType Lighthouse / DevTools resource type: `Script`, `Stylesheet`, ...
 * @property {number} transferSize bytes on the wire, used only for files outside the build
 */

/**
 * @typedef {object} Manifest Vite's `.vite/manifest.json`: source key -> chunk.
 * @property {Record<string, { file: string, src?: string, imports?: string[], css?: string[] }>} chunks
 */

/**
 * The gzip size of some bytes, at zlib's default level.
 * @param {Uint8Array | string} content
 * @returns {number}
 */
export function gzipBytes(content) {
  return gzipSync(content).length;
}

/**
 * Reads the build's Vite manifest.
 * @param {string} distDir
 * @returns {Promise<Record<string, { file: string, src?: string, imports?: string[], css?: string[] }>>}
 * @throws {Error} (ENOENT) when the site has not been built.
 */
export async function readManifest(distDir) {
  return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = /** @type {string} */ (pending.pop());
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The build files that hold daily-js: its chunk and the chunks only it imports.
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} manifest
 * @returns {Set<string>} paths relative to the build folder, e.g. `assets/daily-esm-x.js`
 */
export function dailyFiles(manifest) {
  const keys = Object.keys(manifest);
  const isDaily = (key) => key.includes('@daily-co/daily-js');
  const fromDaily = staticClosure(manifest, keys.filter(isDaily));
  // Reachable without daily-js: from every entry (the app and each lazily loaded page) but it.
  const roots = keys.filter(
    (key) => !isDaily(key) && (manifest[key].isEntry || manifest[key].isDynamicEntry),
  );
  const fromRest = staticClosure(manifest, roots);
  return new Set(
    [...fromDaily]
      .filter((key) => isDaily(key) || !fromRest.has(key))
      .map((key) => manifest[key].file),
  );
}

/** Daily's own hosts: anything fetched from them is daily-js too. */
function isDailyHost(hostname) {
  return hostname === 'daily.co' || hostname.endsWith('.daily.co');
}

/**
 * Sums what a page load requested: initial JS, CSS and daily-js, in gzip bytes.
 * @param {{ distDir: string, origin: string, requests: readonly LoadedRequest[], daily: Set<string> }} input
 * @returns {Promise<{ jsBytes: number, cssBytes: number, dailyBytes: number, files: string[] }>}
 */
export async function measureLoaded({ distDir, origin, requests, daily }) {
  let jsBytes = 0;
  let cssBytes = 0;
  let dailyBytes = 0;
  const files = [];
  const counted = new Set();
  for (const request of requests) {
    const isScript = request.resourceType === 'Script';
    const isStyle = request.resourceType === 'Stylesheet';
    if (!isScript && !isStyle) continue;
    const url = new URL(request.url);
    if (url.origin !== origin) {
      // Outside the build: count what crossed the wire, and daily-js by its host.
      if (isScript) jsBytes += request.transferSize;
      else cssBytes += request.transferSize;
      if (isDailyHost(url.hostname)) dailyBytes += request.transferSize;
      files.push(url.href);
      continue;
    }
    const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (counted.has(file)) continue;
    counted.add(file);
    const size = gzipBytes(await readFile(join(distDir, file)));
    if (isScript) jsBytes += size;
    else cssBytes += size;
    if (daily.has(file)) dailyBytes += size;
    files.push(file);
  }
  return { jsBytes, cssBytes, dailyBytes, files };
}

/**
 * Each island's own JS, and React's: gzip bytes of the chunks an island's wake loads, less those
 * the page's loader already has and, for a React island, less React's chunk (`hydrate-island`,
 * shared by all of them, counted once as `react`). Islands are the build's dynamic entries named
 * `src/islands/*-island.ts(x)`.
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} manifest
 * @param {string} distDir
 * @returns {Promise<Record<string, number>>} chunk name (e.g. `site-header-island`, `react`) -> bytes
 */
export async function islandSizes(manifest, distDir) {
  const keys = Object.keys(manifest);
  const loader = staticClosure(
    manifest,
    keys.filter((key) => manifest[key].isEntry),
  );
  const reactKey = keys.find((key) => /^src\/islands\/hydrate-island\.tsx?$/.test(key));
  const react = reactKey ? staticClosure(manifest, [reactKey]) : new Set();
  const bytesOf = async (closure) => {
    let bytes = 0;
    for (const key of closure) {
      if (loader.has(key)) continue;
      bytes += gzipBytes(await readFile(join(distDir, manifest[key].file)));
    }
    return bytes;
  };
  /** @type {Record<string, number>} */
  const sizes = { react: await bytesOf(react) };
  for (const key of keys) {
    const match = /^src\/islands\/([a-z-]+-island)\.tsx?$/.exec(key);
    if (!match?.[1] || key === reactKey || !manifest[key].isDynamicEntry) continue;
    const own = [...staticClosure(manifest, [key])].filter((chunk) => !react.has(chunk));
    sizes[match[1]] = await bytesOf(own);
  }
  return sizes;
}
