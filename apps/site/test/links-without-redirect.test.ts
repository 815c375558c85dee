import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteUrl, distDir } from './built-config';
import { type FolderServer, startFolderServer } from './folder-server';
import { listFiles } from './secret-scan';

// Issue 51: on a plain static host, which serves folders as Python's http.server does, every
// internal link and every canonical URL of the build lands with a 200: no redirect on the way.

/** How a request to `server` answers, its redirects not followed. */
async function answer(server: FolderServer, target: string) {
  const response = await fetch(new URL(target, server.url), { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

describe('the folder server of the test, as Python’s http.server', () => {
  let root = '';
  let server: FolderServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'folder-server-'));
    await mkdir(join(root, 'page'));
    await mkdir(join(root, 'bare'));
    await writeFile(join(root, 'index.html'), 'home');
    await writeFile(join(root, 'page', 'index.html'), 'page');
    await writeFile(join(root, 'file.txt'), 'file');
    server = await startFolderServer(root);
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('redirects a folder asked for without its slash to the slash, keeping the query', async () => {
    expect(await answer(server, '/page')).toEqual({ status: 301, location: '/page/' });
    expect(await answer(server, '/page?name=Ann%20Lee&x=1')).toEqual({
      status: 301,
      location: '/page/?name=Ann%20Lee&x=1',
    });
  });

  it('serves a folder’s index.html at its slash, and a file by its name', async () => {
    expect(await answer(server, '/')).toEqual({ status: 200, location: null });
    expect(await answer(server, '/page/?name=Ann')).toEqual({ status: 200, location: null });
    expect(await answer(server, '/page/index.html')).toEqual({ status: 200, location: null });
    expect(await answer(server, '/file.txt')).toEqual({ status: 200, location: null });
  });

  it('answers 404 for what is not there, a file with a slash and a folder without an index', async () => {
    for (const target of ['/nope', '/nope/', '/file.txt/', '/bare/', '/../index.html/']) {
      expect((await answer(server, target)).status, target).toBe(404);
    }
  });
});

/** Decodes the character references React and head.ts write in attribute values. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The attributes of every `<tag …>` of `html`, templates' content included. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        decodeAttribute(value),
      ]),
    ),
  );
}

/**
 * The internal URLs a page names: each `<a href>`, its `<link rel="canonical">` and `og:url`.
 * Each is `[what, url]`, the url as written (a path, or absolute on the site's origin).
 */
function namedUrls(html: string): [string, string][] {
  return [
    ...tagsOf(html, 'a').map((a): [string, string] => ['a href', a.href ?? '']),
    ...tagsOf(html, 'link')
      .filter((link) => link.rel === 'canonical')
      .map((link): [string, string] => ['canonical', link.href ?? '']),
    ...tagsOf(html, 'meta')
      .filter((meta) => meta.property === 'og:url')
      .map((meta): [string, string] => ['og:url', meta.content ?? '']),
  ];
}

describe('the built site on a plain static host', () => {
  let server: FolderServer;
  beforeAll(async () => {
    server = await startFolderServer(distDir);
  });
  afterAll(() => server.close());

  it('answers every internal link, canonical URL, og:url and sitemap entry with a 200, no redirect', async () => {
    const siteUrl = builtSiteUrl();
    const pages = (await listFiles(distDir)).filter((file) => file.endsWith('.html'));
    expect(pages).toContain('calculator/index.html');
    const named: { from: string; what: string; url: string }[] = [];
    for (const page of pages) {
      for (const [what, url] of namedUrls(await readFile(join(distDir, page), 'utf8'))) {
        named.push({ from: page, what, url });
      }
    }
    const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
    for (const [, url = ''] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      named.push({ from: 'sitemap.xml', what: 'loc', url });
    }

    // Internal: on the site's origin, or a path of it. A fragment alone stays on the page.
    const internal = named.flatMap(({ from, what, url }) => {
      if (url.startsWith('#')) return [];
      const resolved = new URL(url, `${siteUrl}/`);
      if (resolved.origin !== new URL(siteUrl).origin) return [];
      return [{ from, what, url, target: `${resolved.pathname}${resolved.search}` }];
    });
    const failures: string[] = [];
    const answers = new Map<string, Awaited<ReturnType<typeof answer>>>();
    for (const { from, what, url, target } of internal) {
      const got = answers.get(target) ?? (await answer(server, target));
      answers.set(target, got);
      if (got.status !== 200) {
        const where = got.location === null ? '' : ` → ${got.location}`;
        failures.push(`${from}: ${what} ${url} answers ${got.status}${where}`);
      }
    }
    expect(failures).toEqual([]);
    // Every page links somewhere, names its canonical URL (but the not-found page, which has no
    // address of its own), and the sitemap lists pages: the walk found what it walks.
    expect(internal.filter(({ what }) => what === 'a href').length).toBeGreaterThan(pages.length);
    expect(internal.filter(({ what }) => what === 'canonical')).toHaveLength(pages.length - 1);
    expect(internal.filter(({ what }) => what === 'loc').length).toBeGreaterThanOrEqual(4);
  });
});
