import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyFiles, gzipBytes, measureLoaded } from './asset-sizes.mjs';

const DAILY_KEY =
  '../../node_modules/.pnpm/@daily-co+daily-js@0.92.2/node_modules/@daily-co/daily-js/dist/daily-esm.js';

describe('dailyFiles', () => {
  it('holds daily-js’s chunk and what only it imports, not shared chunks', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      [DAILY_KEY]: {
        file: 'assets/daily-esm.js',
        isDynamicEntry: true,
        imports: ['_runtime.js', '_daily-helper.js'],
      },
      '_daily-helper.js': { file: 'assets/daily-helper.js' },
      'src/pages/demo-page.tsx': {
        file: 'assets/demo-page.js',
        isDynamicEntry: true,
        imports: ['_runtime.js'],
      },
    };
    expect([...dailyFiles(manifest)].sort()).toEqual([
      'assets/daily-esm.js',
      'assets/daily-helper.js',
    ]);
  });

  it('is empty when the build has no daily-js', () => {
    expect(dailyFiles({ 'index.html': { file: 'assets/index.js' } }).size).toBe(0);
  });
});

describe('measureLoaded', () => {
  let distDir = '';
  const origin = 'http://127.0.0.1:9';
  const js = 'export const answer = 42;'.repeat(50);
  const css = 'body{margin:0}'.repeat(40);
  const daily = 'globalThis.daily = 1;'.repeat(30);

  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'bench-sizes-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'assets', 'index.js'), js);
    await writeFile(join(distDir, 'assets', 'index.css'), css);
    await writeFile(join(distDir, 'assets', 'daily-esm.js'), daily);
  });
  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it('sums the gzip bytes of the scripts and stylesheets of the build, once each', async () => {
    const requests = [
      { url: `${origin}/`, resourceType: 'Document', transferSize: 900 },
      { url: `${origin}/assets/index.js`, resourceType: 'Script', transferSize: 1 },
      { url: `${origin}/assets/index.js`, resourceType: 'Script', transferSize: 1 },
      { url: `${origin}/assets/index.css`, resourceType: 'Stylesheet', transferSize: 1 },
      { url: `${origin}/favicon.svg`, resourceType: 'Other', transferSize: 300 },
    ];
    const sizes = await measureLoaded({ distDir, origin, requests, daily: new Set() });
    expect(sizes).toEqual({
      jsBytes: gzipBytes(js),
      cssBytes: gzipBytes(css),
      dailyBytes: 0,
      files: ['assets/index.js', 'assets/index.css'],
    });
  });

  it('counts daily-js from the build and from Daily’s hosts', async () => {
    const requests = [
      { url: `${origin}/assets/daily-esm.js`, resourceType: 'Script', transferSize: 1 },
      {
        url: 'https://c.daily.co/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js',
        resourceType: 'Script',
        transferSize: 5000,
      },
    ];
    const sizes = await measureLoaded({
      distDir,
      origin,
      requests,
      daily: new Set(['assets/daily-esm.js']),
    });
    expect(sizes.dailyBytes).toBe(gzipBytes(daily) + 5000);
    expect(sizes.jsBytes).toBe(gzipBytes(daily) + 5000);
  });
});
