#!/usr/bin/env node
// Prints what the package costs a browser bundle: the built ESM output bundled with valibot,
// minified and tree-shaken, for a few ways the site may import it. Run `pnpm build` first.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = new URL('../dist/index.js', import.meta.url).pathname;

/** What a consumer imports in each scenario. */
const scenarios = [
  ['everything', '*'],
  ['formulas + formatter', '{ calculateMissedCallCost, formatCurrency, getMissedCallWarning }'],
  ['validation only', '{ validateCalculatorForm }'],
  ['prefill + links', '{ parseCalculatorPrefill, buildVerifyLink, buildCalculatorShareLink }'],
];

async function measure(specifiers, external = []) {
  const contents =
    specifiers === '*'
      ? `export * from ${JSON.stringify(entry)};`
      : `export ${specifiers} from ${JSON.stringify(entry)};`;
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
for (const [label, specifiers] of scenarios) {
  rows.push([label, await measure(specifiers)]);
}
rows.push(['everything, valibot external', await measure('*', ['valibot'])]);

process.stdout.write('scenario                        minified    gzip\n');
for (const [label, { raw, gzip }] of rows) {
  process.stdout.write(`${label.padEnd(32)}${kB(raw).padEnd(12)}${kB(gzip)}\n`);
}
