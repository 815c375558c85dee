/*
 * The drop-in is a face on the shared engine: Vapi's API, events and payloads, and nothing of
 * Daily of its own. This reads the sources of src/compat/ (not its tests) and says so: no
 * listener on a Daily call object (src/daily-events.ts owns them), no stage runner or deadline
 * of its own (src/stage-runner.ts), no speech detection (src/speech-detector.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

/** A call of `.name(…)` on anything but the face's own emitter (`this`, `super`). */
const calls = (names: readonly string[]) => (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.expression.kind !== ts.SyntaxKind.SuperKeyword &&
  node.expression.expression.kind !== ts.SyntaxKind.ThisKeyword &&
  names.includes(node.expression.name.text);

/** The modules a compat source imports from. */
const imports = (node: ts.Node): string[] =>
  ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)
    ? [node.moduleSpecifier.text]
    : [];

describe('src/compat/ is a face on the shared engine', () => {
  it('reads real sources', () => {
    expect(SOURCES.map(({ name }) => name)).toContain('vapi-client.ts');
    expect(SOURCES.length).toBeGreaterThan(5);
  });

  it('subscribes to no Daily event itself: the Daily adapter does', () => {
    const listeners = ['on', 'once', 'off', 'addListener', 'removeListener', 'prependListener'];
    expect(find(calls(listeners))).toEqual([]);
    const adapter = find((node) => imports(node).includes('../daily-events'));
    expect(adapter.length).toBeGreaterThan(0);
  });

  it('runs no stage, and bounds no wait, itself: the stage runner does', () => {
    // The runner's own parts: racing a wait, linking signals, deadlines and timeout errors.
    const timing = ['deadline', 'setTimeout', 'setInterval'];
    expect(find(calls(timing))).toEqual([]);
    const ownTiming = ['raceSignal', 'linkSignals', 'timeoutError', 'raceAbort'];
    expect(
      find(
        (node) =>
          ts.isImportSpecifier(node) && ownTiming.includes((node.propertyName ?? node.name).text),
      ),
    ).toEqual([]);
    expect(
      find((node) => ts.isNewExpression(node) && node.expression.getText() === 'StageRunner'),
    ).toHaveLength(1);
    expect(find((node) => imports(node).includes('../stage-runner')).length).toBeGreaterThan(0);
  });

  it('detects no speech itself: the speech detector does', () => {
    // Thresholds and scales are fractions; the detector holds them (src/constants.ts).
    const fractions = find(
      (node) => ts.isNumericLiteral(node) && !Number.isInteger(Number(node.text)),
    );
    expect(fractions).toEqual([]);
    expect(find((node) => imports(node).includes('../speech-detector'))).toHaveLength(1);
  });
});
