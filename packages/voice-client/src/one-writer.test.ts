/*
 * One writer for each fact of the call: among the package's sources (tests aside), exactly one
 * module emits each of the engine stream's events that say what the call is. The faces, the
 * React store and the call aids read them. The session cannot emit the status or a start's
 * failure at all: its host's `emit` does not take them (`SessionEmitted`), and it reports them
 * through `SessionHost.status` and `SessionHost.startFailed` to the face's engine holder, which
 * also reports them before any session exists, while the engine's chunk loads.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources';
import type { SessionHost } from './session-host';

const SRC = import.meta.dirname;

/** The fact → the one module that emits it (relative to src/). */
const WRITERS = {
  status: 'lazy-engine.ts',
  'start-failed': 'lazy-engine.ts',
  'state-change': 'call-session.ts',
} as const;

/** Every `….emit('<name>', …)` of `file`, by the event's name. */
function emitsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'emit' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('one writer for each fact of the call', () => {
  const emitters = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    for (const name of emitsOf(file)) {
      const modules = emitters.get(name) ?? new Set<string>();
      modules.add(relative(SRC, file));
      emitters.set(name, modules);
    }
  }

  it('finds the emits it looks for (the rule reads the sources it names)', () => {
    // A rule that finds nothing would pass for any code: the engine's other events are there.
    expect(emitters.get('start-success')).toEqual(new Set(['call-session.ts']));
    expect(emitters.size).toBeGreaterThan(10);
  });

  for (const [fact, writer] of Object.entries(WRITERS)) {
    it(`'${fact}' is emitted by ${writer} alone`, () => {
      expect(emitters.get(fact)).toEqual(new Set([writer]));
    });
  }
});

// Checked by `tsc` (the package's typecheck, which covers its tests): the names a session's host
// emits leave out the status and a start's failure, which go through `status` and `startFailed`.
type HostEmits = Parameters<SessionHost['emit']>[0];
const hostEmitsNoFactOfItsHolder: Extract<HostEmits, 'status' | 'start-failed'> extends never
  ? true
  : false = true;
void hostEmitsNoFactOfItsHolder;
