#!/usr/bin/env node
// Prints what the package costs a browser bundle: the built ESM entries bundled (the main one
// holds no valibot; ./form brings it), minified and tree-shaken, for a few ways a site imports
// them. Run `pnpm build` first.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = new URL('../dist/index.js', import.meta.url).pathname;
const formEntry = new URL('../dist/form.js', import.meta.url).pathname;

/** What a consumer imports in each scenario. */
const scenarios = [
  ['everything', '*', entry],
  [
    'formulas + formatter',
    '{ calculateMissedCallCost, formatCurrency, getMissedCallWarning }',
    entry,
  ],
  ['./form: validation', '{ validateCalculatorForm }', formEntry],
  [
    'prefill + links',
    '{ parseCalculatorPrefill, buildVerifyLink, buildCalculatorShareLink }',
    entry,
  ],
];

async function measure(specifiers, from, external = []) {
  const contents =
    specifiers === '*'
      ? `export * from ${JSON.stringify(from)};`
      : `export ${specifiers} from ${JSON.stringify(from)};`;
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const rows = [];
for (const [label, specifiers, from] of scenarios) {
  rows.push([label, await measure(specifiers, from)]);
}

process.stdout.write('scenario                        minified    gzip\n');
for (const [label, { raw, gzip }] of rows) {
  process.stdout.write(`${label.padEnd(32)}${kB(raw).padEnd(12)}${kB(gzip)}\n`);
}
