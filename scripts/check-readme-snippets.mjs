#!/usr/bin/env node
// Type-checks the TypeScript in a package's README, so the examples a team copies compile against
// what the package ships. Run from a package folder (its `docs` script); the package must be built.
//
// Every ```ts and ```tsx block becomes a module under node_modules/.cache/readme-snippets, checked
// by tsc with the package's own tsconfig. A snippet imports the package by its name, as a user
// does: TypeScript resolves that self-reference through the package's `exports` to its built
// types. A block whose info string has `no-check` (```ts no-check) is skipped; keep those rare and
// say in the README why the block cannot stand alone. Errors are reported at their README line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const packageDir = resolve(process.argv[2] ?? '.');
const readmePath = join(packageDir, 'README.md');
const cacheDir = join(packageDir, 'node_modules', '.cache', 'readme-snippets');

/**
 * The fenced TypeScript blocks of a Markdown text, with the README line of their first code line.
 * @param {string} markdown
 * @returns {{ language: 'ts' | 'tsx', firstLine: number, code: string, skipped: boolean }[]}
 */
function extractSnippets(markdown) {
  const lines = markdown.split('\n');
  const snippets = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(`{3,})\s*(\S*)(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, fence, language, rest] = open;
    const end = lines.findIndex((line, at) => at > index && line.trim() === fence);
    const close = end === -1 ? lines.length : end;
    if (language === 'ts' || language === 'tsx') {
      snippets.push({
        language,
        firstLine: index + 2,
        code: lines.slice(index + 1, close).join('\n'),
        skipped: /(^|\s)no-check(\s|$)/.test(rest),
      });
    }
    index = close;
  }
  return snippets;
}

function main() {
  const snippets = extractSnippets(readFileSync(readmePath, 'utf8'));
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });

  const files = new Map();
  for (const [index, snippet] of snippets.entries()) {
    if (snippet.skipped) continue;
    const name = `snippet-${String(index + 1).padStart(2, '0')}.${snippet.language}`;
    writeFileSync(join(cacheDir, name), `${snippet.code}\n`);
    files.set(name, snippet.firstLine);
  }
  const skipped = snippets.filter((snippet) => snippet.skipped).length;
  if (files.size === 0) {
    process.stdout.write(
      `README.md: no TypeScript snippets to check (${skipped} marked no-check)\n`,
    );
    return;
  }

  writeFileSync(
    join(cacheDir, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: '../../../tsconfig.json',
        compilerOptions: {
          // A snippet shows one use; a name it declares for the reader need not be read again.
          noUnusedLocals: false,
          noUnusedParameters: false,
          noEmit: true,
        },
        files: [...files.keys()],
        include: [],
      },
      null,
      2,
    ),
  );

  const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', join(cacheDir, 'tsconfig.json'), '--pretty', 'false'],
    { cwd: cacheDir, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  // tsc names a snippet file and a line inside it; the README's line is what a reader can find.
  const output = `${result.stdout}${result.stderr}`.replace(
    /(snippet-\d+\.tsx?)\((\d+),(\d+)\)/g,
    (match, name, line, column) => {
      const firstLine = files.get(name);
      return firstLine === undefined
        ? match
        : `README.md:${firstLine + Number(line) - 1}:${column}`;
    },
  );
  if (result.status !== 0) {
    process.stderr.write(output);
    process.stderr.write(`README.md: TypeScript snippets do not type-check (${cacheDir})\n`);
    process.exit(1);
  }
  process.stdout.write(
    `README.md: ${files.size} TypeScript snippets type-check` +
      (skipped > 0 ? ` (${skipped} marked no-check)\n` : '\n'),
  );
}

main();
