/*
 * No import circle in the package's sources: every module of src/ (tests aside) and what it
 * imports of the others, type-only imports, re-exports and `typeof import()` types included;
 * a dynamic `import()` is where a chunk of its own begins, not a circle.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources';

const SRC = import.meta.dirname;

/** The package's own modules `file` imports (statically, or as types), as paths. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    }
    // `typeof import('./x')` in a type.
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = resolve(dirname(file), specifier);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => {
        try {
          return statSync(path).isFile();
        } catch {
          return false;
        }
      });
      return found ? [found] : [];
    });
}

/** Every circle of the graph, each as the paths along it (found by depth-first search). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the import graph of src/', () => {
  const graph = new Map(sources(SRC).map((file) => [file, importsOf(file)]));

  it('reads the real sources and their imports, type-only ones included', () => {
    expect(graph.size).toBeGreaterThan(40);
    const session = graph.get(join(SRC, 'call-session.ts')) ?? [];
    // `import type { SessionHost, ... } from './session-host'`.
    expect(session).toContain(join(SRC, 'session-host.ts'));
  });

  it('finds a circle where there is one', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([[a, b, a]]);
  });

  it('has no circle', () => {
    const named = circles(graph).map((circle) => circle.map((file) => relative(SRC, file)));
    expect(named).toEqual([]);
  });
});
