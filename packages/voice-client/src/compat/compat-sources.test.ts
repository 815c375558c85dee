/*
 * The drop-in is a face on the one call engine: Vapi's API, events and payloads, mapped onto the
 * engine (src/call-engine.ts), and nothing of a call of its own. This reads the sources of
 * src/compat/ (not its tests) and says so: no start sequence (no stage runner, no bounded wait,
 * no timer), no Daily handler table (no listener on a call object, nothing of the Daily
 * adapter), no playback, no release of a call object, no speech detection.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LISTENED_DAILY_EVENTS } from '../daily/events';

const DIR = import.meta.dirname;
const SOURCES = readdirSync(DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({
    name,
    file: ts.createSourceFile(
      name,
      readFileSync(join(DIR, name), 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    ),
  }));

/** Every node of every compat source `select` picks, as `file: text`. */
function find(select: (node: ts.Node) => boolean): string[] {
  const found: string[] = [];
  for (const { name, file } of SOURCES) {
    const visit = (node: ts.Node): void => {
      if (select(node)) found.push(`${name}: ${node.getText(file)}`);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** A call of `.name(…)` (on anything). */
const calls = (names: readonly string[]) => (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  names.includes(node.expression.name.text);

/** A call of a bare `name(…)`. */
const callsFunction = (names: readonly string[]) => (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  names.includes(node.expression.text);

/** An import (of values: `import type` aside) from `module`. */
const importsValuesFrom = (modules: readonly string[]) => (node: ts.Node) =>
  ts.isImportDeclaration(node) &&
  !node.importClause?.isTypeOnly &&
  ts.isStringLiteral(node.moduleSpecifier) &&
  modules.includes(node.moduleSpecifier.text) &&
  // Type-only specifiers, every one of them, import no value either.
  !(
    node.importClause?.namedBindings &&
    ts.isNamedImports(node.importClause.namedBindings) &&
    !node.importClause.name &&
    node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)
  );

/**
 * The code lines of `text`: blank lines and lines that are only comment out (a line of a block
 * comment, as the sources write them, starts with `/*`, `*` or ends one with `*\/`).
 */
function codeLines(text: string): number {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) {
        inBlock = false;
        if (line.slice(line.indexOf('*/') + 2).trim() !== '') count += 1;
      }
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      else if (line.slice(line.indexOf('*/') + 2).trim() !== '') count += 1;
      continue;
    }
    count += 1;
  }
  return count;
}

describe('the size of src/compat/', () => {
  it('counts code lines, not blank or comment-only ones', () => {
    expect(
      codeLines('/**\n * Why.\n */\nconst a = 1; // note\n\n// only a comment\n/* x */ b();\n'),
    ).toBe(2);
  });

  it("is at most 1,000 code lines: Vapi's shape and its mapping onto the engine, no engine", () => {
    const total = SOURCES.reduce((sum, { file }) => sum + codeLines(file.text), 0);
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThanOrEqual(1_000);
  });
});

describe('src/compat/ is a face on the one call engine', () => {
  it('reads real sources', () => {
    expect(SOURCES.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['vapi-client.ts', 'vapi-events.ts']),
    );
  });

  it('runs no start of its own: no stage runner, bounded wait or timer', () => {
    const engine = [
      '../stage-runner',
      '../start-plan',
      '../bounded-wait',
      '../call-session',
      '../connection-warmup',
      '../call-slot',
    ];
    expect(find(importsValuesFrom(engine))).toEqual([]);
    expect(find(calls(['setTimeout', 'setInterval', 'deadline', 'sleep']))).toEqual([]);
    expect(find(callsFunction(['setTimeout', 'setInterval', 'within', 'waitDeadline']))).toEqual(
      [],
    );
    // It maps the engine's stream instead.
    expect(find(calls(['mapEngineEvents']))).toHaveLength(1);
  });

  it('has no Daily handler table: nothing of the Daily adapter, no listener on a call object', () => {
    expect(find(importsValuesFrom(['../daily/events']))).toEqual([]);
    const dailyEvent = (node: ts.Node) =>
      calls(['on', 'once', 'off', 'addListener', 'removeListener'])(node) &&
      (node as ts.CallExpression).arguments.some(
        (argument) =>
          ts.isStringLiteral(argument) &&
          (LISTENED_DAILY_EVENTS as readonly string[]).includes(argument.text),
      );
    expect(find(dailyEvent)).toEqual([]);
  });

  it('plays nothing and releases no call object itself', () => {
    expect(find(importsValuesFrom(['../audio-output', '../assistant-media']))).toEqual([]);
    expect(find(calls(['play', 'createElement']))).toEqual([]);
    expect(find(calls(['destroy']))).toEqual([]);
    expect(find(importsValuesFrom(['../daily/destroy', '../daily/loader']))).toEqual([]);
  });

  it('detects no speech itself: the speech detector does', () => {
    expect(find(importsValuesFrom(['../speech-detector']))).toEqual([]);
    // Thresholds and scales are fractions; the detector holds them (src/constants.ts).
    const fractions = find(
      (node) => ts.isNumericLiteral(node) && !Number.isInteger(Number(node.text)),
    );
    expect(fractions).toEqual([]);
  });
});
