#!/usr/bin/env node
// Builds the site and prerenders every route to HTML, so content is there before any script
// runs; then writes sitemap.xml and robots.txt. public/ (favicon, the link-preview picture
// og-image.png) is copied as it is.
// Usage: node scripts/build.mjs [--mode NAME] [--out-dir DIR]
// (`loopback` wires the local services; `bench` is a production build with example hosts, for
// `pnpm bench`; `production` takes VITE_* from the environment). DIR defaults to dist.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { withIslandPreloads } from './island-preloads.mjs';
import { e2eLoopbackSiteEnv } from './ports.mjs';
import { renderPage } from './render-page.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
/** The value after `flag` on the command line, or `fallback` without the flag. */
function option(flag, fallback) {
  const at = process.argv.indexOf(flag);
  if (at === -1) return fallback;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

const mode = option('--mode', 'production');
const outDir = join(siteDir, option('--out-dir', 'dist'));
const serverOutDir = join(outDir, '..', `.prerender-${mode}`);

if (mode === 'loopback') {
  // The loopback build is what the end-to-end tests serve, so it names their ports, including
  // ones moved with ORG_E2E_*_PORT (variables of the environment take priority over .env files).
  Object.assign(process.env, e2eLoopbackSiteEnv());
}

await build({ root: siteDir, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root: siteDir,
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverOutDir,
    emptyOutDir: true,
    manifest: false,
  },
});

const server = await import(pathToFileURL(join(serverOutDir, 'entry-server.js')).href);
const { siteConfig } = server;
const template = await readFile(join(outDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const written = [];

for (const route of server.SITE_ROUTES) {
  const html = withIslandPreloads(
    await renderPage(server, route, route.path === '*' ? '/404' : route.path, template),
    {
      manifest,
      islands: server.ISLANDS,
      islandAttribute: server.ISLAND_ATTRIBUTE,
      islandChunk: server.islandChunk,
    },
  );
  const file = join(outDir, route.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  written.push(route);
}

// Both from the route table: the sitemap lists the routes whose head says `indexed`.
await writeFile(
  join(outDir, 'sitemap.xml'),
  server.renderSitemap(server.SITE_ROUTES, siteConfig.siteUrl),
);
await writeFile(join(outDir, 'robots.txt'), server.renderRobotsTxt(siteConfig.siteUrl));
await rm(serverOutDir, { recursive: true, force: true });

process.stdout.write(
  `Prerendered ${written.length} routes (mode ${mode}): ${written.map((route) => route.file).join(', ')}\n`,
);

// The security headers of this build (Content-Security-Policy with this build's webhook and
// provider origins, HSTS, Permissions-Policy, ...) for static hosts; see DEPLOYMENT.md.
const { renderHeadersFile } = await import('./security-headers.mjs');
await writeFile(join(outDir, '_headers'), renderHeadersFile(siteConfig));
process.stdout.write('Wrote _headers (security headers for static hosts).\n');
