#!/usr/bin/env node
// The size budget: the package's own code, minified and gzipped as an app's bundler would ship
// it, with daily-js (loaded on demand), React, zustand and @org/provider-api left out. Fails
// over budget, and when the main entry would load daily-js on import.
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
  await measure('@org/voice-client/vapi', "export { default } from './src/vapi.ts';"),
  await measure('@org/voice-client/react', "export * from './src/react.ts';"),
  await measure(
    'all three entries',
    "export * from './src/index.ts'; export { default as Vapi } from './src/vapi.ts'; export * from './src/react.ts';",
  ),
  await measure(
    'all three + @org/provider-api (info)',
    "export * from './src/index.ts'; export { default as Vapi } from './src/vapi.ts'; export * from './src/react.ts';",
    external.filter((name) => name !== '@org/provider-api'),
  ),
];
for (const row of rows) {
  process.stdout.write(
    `${row.label.padEnd(40)} ${kb(row.min).padStart(10)} min  ${kb(row.gzip).padStart(9)} gzip\n`,
  );
}

let failed = false;
const total = rows[3];
if (total.gzip > BUDGET_BYTES) {
  process.stderr.write(
    `✗ own code is ${kb(total.gzip)} gzip, over the ${kb(BUDGET_BYTES)} budget\n`,
  );
  failed = true;
} else {
  process.stdout.write(
    `✓ own code ${kb(total.gzip)} gzip, within the ${kb(BUDGET_BYTES)} budget (daily-js excluded)\n`,
  );
}
if (
  /from\s*"@daily-co\/daily-js"/.test(rows[0].code) ||
  !rows[0].code.includes('import("@daily-co/daily-js")')
) {
  process.stderr.write('✗ the main entry must load daily-js only through a dynamic import()\n');
  failed = true;
}
process.exit(failed ? 1 : 0);
