#!/usr/bin/env node
// Bundles scripts/bench-main.ts (TypeScript, importing src/ and test/) with esbuild and runs it.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Inside the package, so that the bundle resolves the package's own dependencies.
const dir = join('node_modules', '.cache', 'voice-client-bench');
mkdirSync(dir, { recursive: true });
const outfile = join(dir, 'bench.mjs');
try {
  await build({
    entryPoints: ['scripts/bench-main.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    external: ['@daily-co/daily-js', '@org/provider-api'],
  });
  await import(pathToFileURL(join(process.cwd(), outfile)).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
