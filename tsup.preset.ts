import { rmSync } from 'node:fs';
import type { Options } from 'tsup';

/**
 * The one build preset every publishable package uses: ESM + CJS with their own
 * declaration files (`.d.ts` for import, `.d.cts` for require), so that each
 * `exports` condition resolves to types of the right module kind.
 */
export function libraryPreset(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // `libraryBuild` empties dist/ once; cleaning per config would race, as tsup runs
    // the configs of one package in parallel into the same folder.
    clean: false,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    splitting: true,
    minify: false,
    ...overrides,
  };
}

/**
 * A package's whole build: empties `dist/` once, then runs every config (each made with
 * {@link libraryPreset}) in parallel.
 */
export function libraryBuild(...configs: Options[]): Options[] {
  rmSync('dist', { recursive: true, force: true });
  return configs.map((config) => ({ ...config, clean: false }));
}
