import { describe, expect, it } from 'vitest';
import { chunkFiles, withIslandPreloads } from './island-preloads.mjs';

// A manifest as Vite writes it: the entry, a dynamic entry importing two chunks, one shared.
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-S.js'] },
  'src/islands/demo-page-island.ts': {
    file: 'assets/demo-page-island-D.js',
    imports: ['_demo-query-Q.js', '_shared-S.js', 'index.html'],
  },
  '_demo-query-Q.js': { file: 'assets/demo-query-Q.js', imports: ['_shared-S.js'] },
  '_shared-S.js': { file: 'assets/shared-S.js' },
};
const ISLANDS = {
  'demo-page': { kind: 'script', preload: true },
  'site-footer': { kind: 'script' },
  'contact-form': { kind: 'react' },
};
const BUILD = {
  manifest: MANIFEST,
  islands: ISLANDS,
  islandAttribute: 'data-island',
  islandChunk: (name) => `src/islands/${name}-island.ts`,
};
const page = (body) =>
  `<head>\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n    <link rel="stylesheet" href="/assets/style.css">\n</head><body>${body}</body>`;

describe('chunkFiles', () => {
  it('lists the chunk, then what it imports in turn, each once, without the entry', () => {
    expect(chunkFiles(MANIFEST, 'src/islands/demo-page-island.ts')).toEqual([
      'assets/demo-page-island-D.js',
      'assets/demo-query-Q.js',
      'assets/shared-S.js',
    ]);
  });

  it('fails on a chunk the manifest does not have, rather than preload nothing', () => {
    expect(() => chunkFiles(MANIFEST, 'src/islands/gone.ts')).toThrow(
      "The build's manifest has no chunk src/islands/gone.ts",
    );
  });
});

describe('withIslandPreloads', () => {
  it('links a chunked island’s files right after the page’s module script', () => {
    const html = withIslandPreloads(page('<div data-island="demo-page"></div>'), BUILD);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/demo-page-island-D.js">' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/demo-query-Q.js">' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/shared-S.js">' +
        '\n    <link rel="stylesheet"',
    );
  });

  it('leaves a page without a chunked island as it is', () => {
    const html = page(
      '<div data-island="site-footer"></div><div data-island="contact-form"></div>',
    );
    expect(withIslandPreloads(html, BUILD)).toBe(html);
  });

  it('fails on a page that has the island but no module script to preload beside', () => {
    expect(() =>
      withIslandPreloads('<head></head><body><div data-island="demo-page"></div></body>', BUILD),
    ).toThrow('The page has no module script to preload its islands beside');
  });
});
