#!/usr/bin/env node
// The size budgets: the package's own code, minified and gzipped as an app's bundler would ship
// it, with daily-js (loaded on demand), React, zustand and @org/provider-api left out. An app
// uses the package one of two ways: the native client (the main entry, with or without the React
// binding, which is built on it: 12 kB), or the `./vapi` drop-in for @vapi-ai/web (6 kB). The
// drop-in is Vapi's API on import; its call engine (the one the native client runs on: the Daily
// adapter, the stage runner, the warm-up) is a chunk loaded after it, printed beside it. Each way
// must fit its budget on import; all entries together are printed for information. Fails over
// budget, and when either face would load daily-js on import.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * The drop-in on import: Vapi's API. Its call engine is a chunk of its own, loaded when the
 * client is constructed (or by `preload()`, or the first start); printed beside.
 */
const VAPI_BUDGET_BYTES = 6 * 1024;
const external = ['@daily-co/daily-js', '@org/provider-api', 'react', 'react-dom', 'zustand'];

/**
 * Bundles `contents` as an app's bundler would, splitting at dynamic imports: `gzip` is what an
 * app loads on import (the entry and the chunks it imports statically), `later` what it loads
 * only when called (the chunks behind a dynamic `import()` of the package's own code, such as
 * the drop-in's call engine), printed beside it.
 */
async function measure(label, contents, extraExternal = external) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    splitting: true,
    outdir: 'size-out',
    metafile: true,
    external: extraExternal,
  });
  // Keyed as the metafile names them: relative to the working directory.
  const files = new Map(result.outputFiles.map((file) => [relative('.', file.path), file.text]));
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
  const all = text(everything);
  const later = [...everything].filter((path) => !onImport.has(path));
  return {
    label,
    code,
    all,
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    // Each chunk loaded later is a request of its own, so each is gzipped alone.
    laterGzip: later.reduce((sum, path) => sum + gzipSync(files.get(path), { level: 9 }).length, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const rows = [
  await measure('@org/voice-client', "export * from './src/index.ts';"),
  await measure('@org/voice-client/react', "export * from './src/react.ts';"),
  await measure('@org/voice-client/vapi', "export * from './src/vapi.ts';"),
  await measure('@org/voice-client/call-aids (info)', "export * from './src/call-aids.ts';"),
  await measure('@org/voice-client/controls (info)', "export * from './src/controls.ts';"),
  await measure(
    'all entries (info)',
    "export * from './src/index.ts'; export * as V from './src/vapi.ts'; export * from './src/react.ts'; export * from './src/call-aids.ts'; export * as C from './src/controls.ts';",
  ),
  await measure(
    'all entries + @org/provider-api (info)',
    "export * from './src/index.ts'; export * as V from './src/vapi.ts'; export * from './src/react.ts'; export * from './src/call-aids.ts'; export * as C from './src/controls.ts';",
    external.filter((name) => name !== '@org/provider-api'),
  ),
];
/** The ways an app uses the package, each held to its budget of what it loads on import. */
const budgeted = [
  {
    row: await measure(
      'native: main entry + React binding',
      "export * from './src/index.ts'; export * from './src/react.ts';",
    ),
    budget: 12 * 1024,
  },
  { row: rows[2], budget: VAPI_BUDGET_BYTES },
];
for (const row of rows) {
  const later = row.laterGzip ? `  + ${kb(row.laterGzip)} gzip when called` : '';
  process.stdout.write(
    `${row.label.padEnd(40)} ${kb(row.min).padStart(10)} min  ${kb(row.gzip).padStart(9)} gzip${later}\n`,
  );
}

let failed = false;
for (const { row, budget } of budgeted) {
  const later = row.laterGzip ? `; ${kb(row.laterGzip)} gzip more when called` : '';
  if (row.gzip > budget) {
    process.stderr.write(`✗ ${row.label}: ${kb(row.gzip)} gzip, over the ${kb(budget)} budget\n`);
    failed = true;
  } else {
    process.stdout.write(
      `✓ ${row.label}: ${kb(row.gzip)} gzip on import, within the ${kb(budget)} budget (daily-js excluded${later})\n`,
    );
  }
}
for (const row of [rows[0], rows[2]]) {
  if (
    /from\s*"@daily-co\/daily-js"/.test(row.all) ||
    !row.all.includes('import("@daily-co/daily-js")')
  ) {
    process.stderr.write(`✗ ${row.label} must load daily-js only through a dynamic import()\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
