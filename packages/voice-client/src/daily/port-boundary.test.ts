/*
 * The Daily port is the one place that talks to daily-js: this reads every source of src/ (not
 * the tests) with TypeScript's type checker and finds each member read, and each method called,
 * on a value whose type is daily-js's call object (`DailyCall`, or this package's
 * `VoiceCallObject`) or one of the payloads daily-js hands out (its events, participants, tracks
 * and answers, as its index.d.ts names them). Only src/daily/ may do either. Not counted: the
 * options this package builds for daily-js (`DailyFactoryOptions` and the like, which it writes
 * rather than reads), and src/simulated/, which is a call object rather than a user of one.
 */
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const PORT = join(SRC, 'daily');
const SIMULATED = join(SRC, 'simulated');

/** daily-js's types of what it hands out, by the names its index.d.ts gives them. */
const DAILY_PAYLOAD =
  /^Daily(Call|Event\w*|Participant\w*|Track\w*|MeetingState|NetworkStats|.*Error)$/;

function program(): ts.Program {
  const configPath = join(SRC, '..', 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  const roots = parsed.fileNames.filter(
    (name) => name.startsWith(SRC) && !/\.test(-d)?\.tsx?$/.test(name),
  );
  return ts.createProgram(roots, { ...parsed.options, noEmit: true });
}

/** Whether `type` (or a member of its union or intersection) is daily-js's or the call object. */
function isDailyType(type: ts.Type): boolean {
  if (type.isUnionOrIntersection()) return type.types.some(isDailyType);
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol) return false;
  if (symbol.getName() === 'VoiceCallObject') return true;
  return (
    DAILY_PAYLOAD.test(symbol.getName()) &&
    (symbol.getDeclarations() ?? []).some((declaration) =>
      declaration.getSourceFile().fileName.includes('/@daily-co/daily-js/'),
    )
  );
}

/** Every `a.b` and `a[b]` in src/ where `a` is of a Daily type, with its file. */
function dailyReads(): { file: string; text: string }[] {
  const built = program();
  const checker = built.getTypeChecker();
  const found: { file: string; text: string }[] = [];
  for (const file of built.getSourceFiles()) {
    if (!file.fileName.startsWith(SRC)) continue;
    const visit = (node: ts.Node): void => {
      const target =
        ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)
          ? node.expression
          : null;
      if (target && isDailyType(checker.getTypeAtLocation(target))) {
        found.push({ file: file.fileName, text: node.getText(file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

// One program for both tests: type-checking the sources takes about 2 s on an idle machine. It
// runs synchronously, so vitest's hook timeout could not stop it, only fail it afterwards for the
// time it took: on a loaded machine that made a static check a timed test (it failed one CI run
// at 33 s). No timeout (0): it waits on nothing outside the process, and always ends.
let reads: { file: string; text: string }[] = [];
beforeAll(() => {
  reads = dailyReads();
}, 0);

const outside = (folders: readonly string[]) =>
  reads
    .filter(({ file }) => !folders.some((folder) => file.startsWith(`${folder}/`)))
    .map(({ file, text }) => `${relative(SRC, file)}: ${text}`);

describe('the Daily port', () => {
  it('finds what it looks for: src/daily/ itself reads the call object and its payloads', () => {
    const inPort = outside([]);
    expect(inPort.some((read) => read.startsWith('daily/port.ts: this.call.join'))).toBe(true);
    expect(
      inPort.some((read) => read.startsWith('daily/camera-error.ts: error.blockedMedia')),
    ).toBe(true);
  });

  it('is the only code that calls a call object or reads a daily-js payload', () => {
    expect(outside([PORT, SIMULATED])).toEqual([]);
  });
});
