import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { asShipped } from '../scripts/bench/voice-client-size.mjs';
import {
  HOLD_SCRIPT,
  PREFILL_PENDING,
  PREFILL_SCRIPTS,
  SPECULATION_RULES,
  scriptHashSource,
} from '../scripts/early-scripts.mjs';
import { FAVICON_PX } from '../scripts/favicon-size.mjs';
import { chunkFiles, type Manifest } from '../scripts/island-preloads.mjs';
import { readPngHeader } from '../scripts/png-header.mjs';
import { OG_IMAGE } from '../src/og-image';
import { SITE_ROUTES } from '../src/routes';
import { builtConfig, builtSiteUrl, distDir } from './built-config';
import { listFiles, privateEnvironment, scanForSecrets } from './secret-scan';

// Scans the build that `pnpm --filter @org/site build` wrote (the loopback build, the one the
// end-to-end tests run). turbo runs the build before this; run it by hand before `check-budgets`.
let files: string[] = [];

/** The `content` of each `<meta>` of a page's head named `key` (by name or property). */
function metaContents(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta\s([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => new RegExp(`\\b(?:name|property)="${key}"`).test(attributes))
    .map((attributes) => /\bcontent="([^"]*)"/.exec(attributes)?.[1] ?? '');
}

/** The prerendered file of a route path. */
function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

beforeAll(async () => {
  files = await listFiles(distDir);
  expect(files, 'apps/site/dist is empty: build the site first').toContain('index.html');
});

describe('the built site', () => {
  it('holds no key-like string, private variable name or private environment value', async () => {
    expect(await scanForSecrets(distDir, privateEnvironment(process.env))).toEqual([]);
  });

  it('ships no annotation meant for a bundler (the voice client is measured without them)', async () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const annotated: string[] = [];
    for (const file of scripts) {
      const code = await readFile(join(distDir, file), 'utf8');
      if (asShipped(code) !== code) annotated.push(file);
    }
    expect(annotated).toEqual([]);
  });

  it('ships no .env file, source map or server-only bundle', () => {
    expect(files.filter((file) => /(^|\/)\.env|\.map$|entry-server/.test(file))).toEqual([]);
  });

  it('ships the provider’s public key, the one its configuration names public', async () => {
    const { publicKey } = builtConfig().provider;
    expect(publicKey).not.toMatch(/^(sk|secret|private)[-_]/i);
    const scripts = files.filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(scripts.map((file) => readFile(join(distDir, file), 'utf8')));
    // As a string literal, in whichever quotes the minifier chose.
    const quoted = ['"', "'", '`'].map((quote) => `${quote}${publicKey}${quote}`);
    expect(texts.some((text) => quoted.some((literal) => text.includes(literal)))).toBe(true);
  });

  it('has no inline script but every page’s and its route’s early scripts, no inline event handler or javascript: URL', async () => {
    const early: string[] = [];
    const everyPage: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(join(distDir, file), 'utf8');
      const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attributes = '', body = ''] of scripts) {
        if (body.trim() === '') {
          expect(`${file}: ${attributes}`).toMatch(/\bsrc=/);
          continue;
        }
        // Only the hold script and the Speculation Rules of every page, and the prefill script of
        // this very route's island (scripts/early-scripts.mjs), byte for byte: that is what their
        // CSP hashes allow.
        if (body === HOLD_SCRIPT || body === SPECULATION_RULES) {
          everyPage.push(`${file}: ${body === HOLD_SCRIPT ? 'hold' : 'rules'}`);
          continue;
        }
        if (body === PREFILL_PENDING) {
          early.push(`${route}:pending`);
          continue;
        }
        const island = Object.entries(PREFILL_SCRIPTS).find(([, script]) => script === body);
        expect(island, `${file}: an inline script of its own`).toBeDefined();
        early.push(`${route}:${island?.[0]}`);
      }
      expect(everyPage.filter((entry) => entry.startsWith(`${file}:`))).toEqual([
        `${file}: hold`,
        `${file}: rules`,
      ]);
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, file).not.toMatch(/javascript:/i);
    }
    expect(early.sort()).toEqual([
      '/calculator:calculator',
      '/calculator:pending',
      '/verify:pending',
      '/verify:verify',
    ]);
  });

  it('allows each early script by its hash in the CSP', async () => {
    const headers = await readFile(join(distDir, '_headers'), 'utf8');
    for (const script of [
      HOLD_SCRIPT,
      SPECULATION_RULES,
      PREFILL_PENDING,
      ...Object.values(PREFILL_SCRIPTS),
    ]) {
      expect(headers).toContain(scriptHashSource(script));
    }
  });

  it('carries the security headers of its configuration in _headers', async () => {
    expect(files).toContain('_headers');
    const headers = await readFile(join(distDir, '_headers'), 'utf8');
    expect(headers).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' /m,
    );
    expect(headers).toMatch(/^\/demo\n {2}Permissions-Policy: .*microphone=\(self\)/m);
  });
});

describe('the pages’ preloads', () => {
  const manifestOf = async (): Promise<Manifest> =>
    JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const preloadsOf = async (file: string): Promise<string[]> =>
    [
      ...(await readFile(join(distDir, file), 'utf8')).matchAll(
        /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
      ),
    ].map(([, href = '']) => href);

  it('links /demo’s page island and what it imports, which its heading waits for, as modulepreload', async () => {
    const files = chunkFiles(await manifestOf(), 'src/islands/demo-page-island.ts');
    expect(files[0]).toMatch(/^assets\/demo-page-island-[\w-]+\.js$/);
    expect(await preloadsOf('demo/index.html')).toEqual(files);
    const shipped = await listFiles(distDir);
    for (const file of files) expect(shipped, file).toContain(file);
  });

  it('preloads nothing on a page without a chunked script island', async () => {
    const others = SITE_ROUTES.map((route) => route.file).filter(
      (file) => file !== 'demo/index.html',
    );
    expect(others).toHaveLength(6);
    for (const file of others) expect(await preloadsOf(file), file).toEqual([]);
  });
});

describe('link previews and search', () => {
  const shared = ['/', '/calculator', '/contact', '/privacy', '/demo'];
  const personal = ['/demo', '/verify'];
  const listed = ['/', '/calculator', '/contact', '/privacy'];

  it('ships the link-preview picture: a PNG of at least 1200×630, as the head says, and small', async () => {
    const file = OG_IMAGE.path.slice(1);
    expect(files).toContain(file);
    const bytes = await readFile(join(distDir, file));
    const { width, height } = readPngHeader(bytes);
    expect(width).toBeGreaterThanOrEqual(1200);
    expect(height).toBeGreaterThanOrEqual(630);
    expect({ width, height }).toEqual({ width: OG_IMAGE.width, height: OG_IMAGE.height });
    // Flat colours keep it small; a photo or gradient would show here.
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('links every page to the PNG favicon, drawn at its size (an SVG icon costs each load an SVG document)', async () => {
    const { width, height } = readPngHeader(await readFile(join(distDir, 'favicon.png')));
    expect({ width, height }).toEqual({ width: FAVICON_PX, height: FAVICON_PX });
    for (const path of [...shared, '/verify']) {
      const html = await readFile(join(distDir, pageFile(path)), 'utf8');
      expect(html.match(/<link rel="icon"[^>]*>/g), path).toEqual([
        `<link rel="icon" href="/favicon.png" type="image/png" sizes="${FAVICON_PX}x${FAVICON_PX}" />`,
      ]);
    }
  });

  it('gives each page a large link preview with the picture on the configured origin', async () => {
    const siteUrl = builtSiteUrl();
    for (const path of shared) {
      const html = await readFile(join(distDir, pageFile(path)), 'utf8');
      expect(metaContents(html, 'og:image'), path).toEqual([`${siteUrl}/og-image.png`]);
      expect(metaContents(html, 'og:image:type'), path).toEqual(['image/png']);
      expect(metaContents(html, 'og:image:width'), path).toEqual([String(OG_IMAGE.width)]);
      expect(metaContents(html, 'og:image:height'), path).toEqual([String(OG_IMAGE.height)]);
      expect(metaContents(html, 'og:image:alt')[0]?.length, path).toBeGreaterThan(20);
      expect(metaContents(html, 'twitter:card'), path).toEqual(['summary_large_image']);
    }
  });

  it('keeps the pages made for one visitor out of search, and only those', async () => {
    for (const path of personal) {
      const html = await readFile(join(distDir, pageFile(path)), 'utf8');
      expect(metaContents(html, 'robots'), path).toEqual(['noindex']);
    }
    for (const path of listed) {
      const html = await readFile(join(distDir, pageFile(path)), 'utf8');
      expect(metaContents(html, 'robots'), path).toEqual([]);
    }
  });

  it('lists the other pages in sitemap.xml, and robots.txt lets crawlers read every page', async () => {
    const siteUrl = builtSiteUrl();
    const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      listed.map((path) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}/`)).sort(),
    );
    // Neither form: with the slash (the site's) or without.
    for (const path of personal) expect(sitemap).not.toContain(`${siteUrl}${path}`);
    const robots = await readFile(join(distDir, 'robots.txt'), 'utf8');
    expect(robots).not.toMatch(/Disallow/i);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
