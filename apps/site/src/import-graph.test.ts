import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname);

/** Every module of src: .ts, .tsx and the generated .mjs. */
function modules(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(srcDir, file));
}

/** The module a relative specifier names, or `undefined` for a package or a file outside src. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (candidate.startsWith(srcDir) && existsSync(candidate) && /\.(ts|tsx|mjs)$/.test(candidate))
      return candidate;
  }
  return undefined;
}

/**
 * Each module's imports within src: static, type-only and dynamic alike (TypeScript's own
 * scanner reads them), since each is an edge of the structure whatever it costs at run time.
 */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modules()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(file, fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of `graph`, each as the path that closes it, found by a depth-first walk. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    if (done.has(file)) return;
    if (onPath.has(file)) {
      found.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    onPath.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

const named = (files: string[]) => files.map((file) => relative(srcDir, file)).join(' → ');

describe('the modules of src', () => {
  it('import one another without a circle, type-only and dynamic imports counted', () => {
    expect(circles(importGraph()).map(named)).toEqual([]);
  });

  it('are read whole: the walk sees the imports a circle would be made of', () => {
    const graph = importGraph();
    const edges = (from: string) =>
      (graph.get(join(srcDir, from)) ?? []).map((to) => relative(srcDir, to));
    // A static, a type-only and a dynamic import, each seen.
    expect(edges('islands/island.tsx')).toContain('islands/registry.ts');
    expect(edges('pages/route-pages.tsx').length).toBeGreaterThan(0);
    expect(edges('islands/registry.ts')).toContain('islands/calculator-island.tsx');
    expect(edges('islands/registry.ts')).toContain('islands/visitor-today-island.ts');
    // And a circle, were there one, is found.
    const looped = new Map(graph);
    looped.set(join(srcDir, 'islands/calculator-island.tsx'), [join(srcDir, 'islands/island.tsx')]);
    expect(circles(looped).map(named)).toContain(
      'islands/island.tsx → islands/registry.ts → islands/calculator-island.tsx → islands/island.tsx',
    );
  });
});
