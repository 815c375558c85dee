import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { asShipped } from '../scripts/bench/voice-client-size.mjs';
import { EARLY_SCRIPTS, scriptHashSource } from '../scripts/early-scripts.mjs';
import { parseSiteConfig } from '../src/config';
import { listFiles, privateEnvironment, scanForSecrets } from './secret-scan';

// Scans the build that `pnpm --filter @org/site build` wrote (the loopback build, the one the
// end-to-end tests run). turbo runs the build before this; run it by hand before `check-budgets`.
const siteDir = new URL('..', import.meta.url).pathname;
const distDir = join(siteDir, 'dist');
let files: string[] = [];

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
    const result = parseSiteConfig(loadEnv('loopback', siteDir, 'VITE_'));
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { publicKey } = result.config.provider;
    expect(publicKey).not.toMatch(/^(sk|secret|private)[-_]/i);
    const scripts = files.filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(scripts.map((file) => readFile(join(distDir, file), 'utf8')));
    // As a string literal, in whichever quotes the minifier chose.
    const quoted = ['"', "'", '`'].map((quote) => `${quote}${publicKey}${quote}`);
    expect(texts.some((text) => quoted.some((literal) => text.includes(literal)))).toBe(true);
  });

  it('has no inline script but its route’s early script, no inline event handler or javascript: URL', async () => {
    const early: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(join(distDir, file), 'utf8');
      const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attributes = '', body = ''] of scripts) {
        if (body.trim() === '') {
          expect(`${file}: ${attributes}`).toMatch(/\bsrc=/);
          continue;
        }
        // Only the early script of this very route (scripts/early-scripts.mjs), byte for byte:
        // that is what its CSP hash allows.
        expect(body, file).toBe(EARLY_SCRIPTS[route]);
        early.push(route);
      }
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, file).not.toMatch(/javascript:/i);
    }
    expect(early.sort()).toEqual(Object.keys(EARLY_SCRIPTS).sort());
  });

  it('allows each early script by its hash in the CSP', async () => {
    const headers = await readFile(join(distDir, '_headers'), 'utf8');
    for (const script of Object.values(EARLY_SCRIPTS)) {
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
