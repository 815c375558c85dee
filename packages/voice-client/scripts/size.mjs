#!/usr/bin/env node
// The size budget: the package's own code, minified and gzipped as an app's bundler would ship
// it, with daily-js (loaded on demand), React, zustand and @org/provider-api left out. An app
// uses the package one of two ways: the native client (the main entry, with or without the React
// binding, which is built on it), or the `./vapi` drop-in for @vapi-ai/web (Vapi's class on the
// engine the native client runs on: the Daily adapter, the stage runner, the warm-up). Each way
// must fit the budget; all entries together are printed for information. Fails over budget, and
// when either face would load daily-js on import.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_BYTES = 12 * 1024;
const external = ['@daily-co/daily-js', '@org/provider-api', 'react', 'react-dom', 'zustand'];

async function measure(label, contents, extraExternal = external) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external: extraExternal,
  });
  const code = result.outputFiles[0].text;
  const gzip = gzipSync(code, { level: 9 }).length;
  return { label, code, min: code.length, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const rows = [
  await measure('@org/voice-client', "export * from './src/index.ts';"),
  await measure('@org/voice-client/react', "export * from './src/react.ts';"),
  await measure('@org/voice-client/vapi', "export * from './src/vapi.ts';"),
  await measure('@org/voice-client/call-aids (info)', "export * from './src/call-aids.ts';"),
  await measure(
    'all entries (info)',
    "export * from './src/index.ts'; export * as V from './src/vapi.ts'; export * from './src/react.ts'; export * from './src/call-aids.ts';",
  ),
  await measure(
    'all entries + @org/provider-api (info)',
    "export * from './src/index.ts'; export * as V from './src/vapi.ts'; export * from './src/react.ts'; export * from './src/call-aids.ts';",
    external.filter((name) => name !== '@org/provider-api'),
  ),
];
/** The ways an app uses the package, each held to the budget. */
const budgeted = [
  await measure(
    'native: main entry + React binding',
    "export * from './src/index.ts'; export * from './src/react.ts';",
  ),
  rows[2],
];
for (const row of rows) {
  process.stdout.write(
    `${row.label.padEnd(40)} ${kb(row.min).padStart(10)} min  ${kb(row.gzip).padStart(9)} gzip\n`,
  );
}

let failed = false;
for (const row of budgeted) {
  if (row.gzip > BUDGET_BYTES) {
    process.stderr.write(
      `✗ ${row.label}: ${kb(row.gzip)} gzip, over the ${kb(BUDGET_BYTES)} budget\n`,
    );
    failed = true;
  } else {
    process.stdout.write(
      `✓ ${row.label}: ${kb(row.gzip)} gzip, within the ${kb(BUDGET_BYTES)} budget (daily-js excluded)\n`,
    );
  }
}
for (const row of [rows[0], rows[2]]) {
  if (
    /from\s*"@daily-co\/daily-js"/.test(row.code) ||
    !row.code.includes('import("@daily-co/daily-js")')
  ) {
    process.stderr.write(`✗ ${row.label} must load daily-js only through a dynamic import()\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
