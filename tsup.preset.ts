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
    clean: true,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    splitting: true,
    minify: false,
    ...overrides,
  };
}
