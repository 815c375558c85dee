// The one measure of @org/voice-client's size, and its budgets. Tooling of this monorepo, not part
// of the published package (`files` ships `dist` only): `scripts/size.mjs` prints and enforces it
// in the package's `test`, and the site's bench (`apps/site/scripts/bench.mjs`, its budget table
// in `apps/site/scripts/bench/budgets.mjs`) imports this very file to print its line and hold the
// site to the same budget. The site reaches it by a relative path from the monorepo's root, not
// through an export of the package: an export would be published, would make esbuild a
// dependency of every app that installs the package, and would be one more entry for publint,
// attw and `pnpm consumers` (which imports every export in Node) to load; a path inside the
// repository is there in every clean clone. Bare imports here (esbuild) resolve from this file's
// folder, so from this package's own devDependencies, whoever imports it.
//
// Why this bundling (esbuild, as below) rather than a Vite library build of `dist`:
// - What an app's bundler ships: the package's code bundled, tree-shaken and minified for the
//   browser (whitespace, syntax and identifiers; ES2022, the target tsup builds `dist` with), then
//   gzipped (level 9). esbuild's minifier leaves no `/* @__PURE__ */` annotation in its output,
//   as the site's own build leaves none (`apps/site/test/build-output.test.ts` checks that with
//   {@link asShipped}); a library build keeps them, and whitespace, for the app's bundler to use.
// - Split at dynamic imports, as every app bundler does: what an import loads (the entry and the
//   chunks it imports statically) is counted apart from what loads only when called (the chunks
//   behind an `import()` of the package's own code, such as the drop-in's call engine), each of
//   which is a request of its own and gzipped alone. A library build sums them.
// - Left out, as an app has them or loads them apart: daily-js (imported on the first start,
//   never on import: checked below), React and zustand (the React binding's peers), and
//   @org/provider-api (the client's own dependency; {@link measure} can count it for
//   information).
// - From the sources, with the build's target and platform: tsup's `dist` is esbuild's bundle of
//   these same sources, so bundling `dist` again measures the same code within a few bytes (when
//   this was written, main + `./react` 10,637 bytes from the sources and 10,582 from `dist`,
//   `./vapi` 4,870 and 4,877), and the sources cannot be stale, where a `dist` older than the last
//   edit would be measured without a word (the package's `test` does not build it).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** 1 kB = 1024 bytes here, as in the budgets. */
export const KIB = 1024;

/** The package's folder: sources are resolved from it, wherever the caller runs. */
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Left out of every measure (see the header): daily-js, the React binding's peers, the provider client. */
export const EXTERNAL = [
  '@daily-co/daily-js',
  '@org/provider-api',
  'react',
  'react-dom',
  'zustand',
];

/** What an app imports for each way of using the package, as an app's entry would. */
export const SOURCES = {
  native: "export * from './src/index.ts'; export * from './src/react.ts';",
  vapi: "export * from './src/vapi.ts';",
};

/**
 * The budgets, in gzip bytes. An app uses the package one of two ways, each held to what it
 * loads on import: the native client (the main entry with the React binding, which is built on
 * it), or the `./vapi` drop-in for `@vapi-ai/web`. Both faces run on one call engine, a chunk of
 * its own that a face loads when a client is made (or by `preload()`), held to a budget of its
 * own: the engine alone after the native face; the engine and Vapi's reports of a call after the
 * drop-in.
 */
export const BUDGETS = {
  /** The main entry and `./react` on import; 1 kB below the 12 kB it had before `./controls`. */
  native: { label: 'native: main entry + React binding, on import', budget: 11 * KIB },
  /** `./vapi` on import: Vapi's API, without the call engine. */
  vapi: { label: 'drop-in: @org/voice-client/vapi, on import', budget: 6 * KIB },
  /**
   * The call engine, loaded after the native face (measured at 7.5 kB when set at 8.5 kB; raised
   * to 9 kB when the engine learnt to watch the call's connection, 0.52 kB of it, at 8.5 kB).
   */
  nativeEngine: { label: 'call engine, loaded after the native face', budget: 9 * KIB },
  /**
   * The call engine and Vapi's reports of a call, loaded after `./vapi` (9.75 kB when set at
   * 10.5 kB; raised to 11.25 kB with the connection's watch, at 10.84 kB).
   */
  vapiEngine: { label: "drop-in's call engine, loaded after ./vapi", budget: 11.25 * KIB },
};

/**
 * The annotations a library build keeps for the app's bundler (`/* @__PURE__ *\/` before a call
 * or `new`, `/* @__NO_SIDE_EFFECTS__ *\/`), which that bundler uses and then drops.
 */
const BUNDLER_ANNOTATION = /\/\*\s*[#@]__(?:PURE|NO_SIDE_EFFECTS)__\s*\*\/\s?/g;

/**
 * `code` as an app's build ships it: without the annotations meant for the bundler. The measure
 * counts its output through it (esbuild's minified output holds none: a no-op today, and the one
 * definition of "as shipped" should a minifier start keeping them).
 * @param {string} code
 * @returns {string}
 */
export function asShipped(code) {
  return code.replace(BUNDLER_ANNOTATION, '');
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/**
 * @typedef {object} Measured
 * @property {string} code what an import loads, as shipped (the entry and its static imports)
 * @property {string} all that and every chunk it may load later
 * @property {number} min bytes of `code`, minified
 * @property {number} gzip gzip bytes of `code`
 * @property {number} laterGzip gzip bytes of the chunks loaded only when called, each gzipped alone
 */

/**
 * Bundles `contents` (an entry module, in TypeScript, resolved from the package's folder) as an
 * app's bundler would, split at dynamic imports.
 * @param {string} contents
 * @param {{ external?: string[] }} [options] what to leave out; default {@link EXTERNAL}
 * @returns {Promise<Measured>}
 */
export async function measure(contents, { external = EXTERNAL } = {}) {
  const result = await build({
    absWorkingDir: packageDir,
    stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    splitting: true,
    outdir: 'size-out',
    metafile: true,
    external,
  });
  // Keyed as the metafile names them: relative to absWorkingDir.
  const files = new Map(
    result.outputFiles.map((file) => [relative(packageDir, file.path), asShipped(file.text)]),
  );
  const outputs = result.metafile.outputs;
  const closure = (start, kinds) => {
    const seen = new Set();
    const visit = (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const dependency of outputs[path].imports) {
        if (!dependency.external && kinds.includes(dependency.kind)) visit(dependency.path);
      }
    };
    visit(start);
    return seen;
  };
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint);
  const onImport = closure(entry, ['import-statement']);
  const everything = closure(entry, ['import-statement', 'dynamic-import']);
  const text = (paths) => [...paths].map((path) => files.get(path)).join('\n');
  const code = text(onImport);
  const later = [...everything].filter((path) => !onImport.has(path));
  return {
    code,
    all: text(everything),
    min: code.length,
    gzip: gzip(code),
    laterGzip: later.reduce((sum, path) => sum + gzip(files.get(path)), 0),
  };
}

/**
 * Whether `measured` loads daily-js only through a dynamic `import()`, as both faces must: never
 * with the page.
 * @param {Measured} measured
 */
export function loadsDailyOnDemand(measured) {
  return (
    !/from\s*"@daily-co\/daily-js"/.test(measured.all) &&
    measured.all.includes('import("@daily-co/daily-js")')
  );
}

/**
 * @typedef {object} BudgetCheck
 * @property {keyof typeof BUDGETS} name
 * @property {string} label
 * @property {number} bytes measured, gzip
 * @property {number} budget gzip bytes
 * @property {boolean} ok
 */

/**
 * Measures the package against each of {@link BUDGETS}.
 * @returns {Promise<BudgetCheck[]>}
 */
export async function measureBudgets() {
  const native = await measure(SOURCES.native);
  const vapi = await measure(SOURCES.vapi);
  const bytes = {
    native: native.gzip,
    vapi: vapi.gzip,
    nativeEngine: native.laterGzip,
    vapiEngine: vapi.laterGzip,
  };
  return Object.entries(BUDGETS).map(([name, { label, budget }]) => ({
    name,
    label,
    bytes: bytes[name],
    budget,
    ok: bytes[name] <= budget,
  }));
}

/**
 * `bytes` in kB of 1024 bytes, two decimals.
 * @param {number} bytes
 */
export function formatKib(bytes) {
  return `${(bytes / KIB).toFixed(2)} kB`;
}
