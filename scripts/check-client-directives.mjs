#!/usr/bin/env node
// After a package's build: each built entry file (dist/<name>.js and .cjs) starts with React's
// 'use client' exactly when it should, so a Next.js Server Component can render our components
// and read our helpers (tsup.preset.ts puts the directive back after esbuild drops it).
// Run in a package folder:
//   check-client-directives.mjs --per-module   each src/<name>.ts(x) with a dist twin: the twin
//                                              is a client file exactly when the source is
//   check-client-directives.mjs react          these entries are client files, the others not
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const USE_CLIENT = /^['"]use client['"];/;
const args = process.argv.slice(2);
const startsWithDirective = (path) => USE_CLIENT.test(readFileSync(path, 'utf8').trimStart());

/** @type {Array<[name: string, client: boolean]>} */
let expected;
if (args[0] === '--per-module') {
  expected = readdirSync('src')
    .filter(
      (file) => /^[^.]+\.tsx?$/.test(file) && existsSync(`dist/${file.replace(/\.tsx?$/, '.js')}`),
    )
    .map((file) => [file.replace(/\.tsx?$/, ''), startsWithDirective(`src/${file}`)]);
} else {
  const entries = readdirSync('dist')
    .filter((file) => /^[a-z-]+\.js$/.test(file) && !file.startsWith('chunk-'))
    .map((file) => file.slice(0, -3));
  expected = entries.map((name) => [name, args.includes(name)]);
}

let failures = 0;
for (const [name, client] of expected) {
  for (const file of [`dist/${name}.js`, `dist/${name}.cjs`]) {
    if (!existsSync(file)) continue;
    if (startsWithDirective(file) !== client) {
      failures += 1;
      process.stderr.write(`✗ ${file} ${client ? 'lacks' : 'must not carry'} 'use client'\n`);
    }
  }
}
const clients = expected.filter(([, client]) => client).length;
if (expected.length === 0 || failures > 0) {
  process.stderr.write(`✗ 'use client' check: ${failures} wrong of ${expected.length} entries\n`);
  process.exit(1);
}
process.stdout.write(
  `✓ 'use client' on ${clients} of ${expected.length} built entries, as their sources say\n`,
);
