// The differential test: our OpenAPI document, as the client's types read it, against the
// provider's own definition of its API (the pinned `@vapi-ai/web`'s `dist/api.d.ts`). Both are
// typed by one TypeScript program and compared operation by operation; nothing here goes
// through scripts/derive-document.mjs, so a fault in the derivation shows up as a difference.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  definitionFile,
  familyOf,
  type OverlayFacts,
  readBothSides,
  readOverlayFacts,
  type TypedOperation,
} from './differential/read-both.ts';
import type { Shape } from './differential/type-shapes.ts';
import { readDocument } from './read-document.ts';

/**
 * The differences we keep on purpose, each with its reason. A difference not listed here fails
 * the test; an exception that no longer matches a difference fails it too.
 */
const namedExceptions: Readonly<Record<string, string>> = {
  'POST /call/web response: webCallUrl only here':
    "the provider answers it and its own client's start() reads it (dist/vapi.js); its definition leaves it out",
  'POST /call/web response: transport differs':
    "here an open object with callToken, which the provider's client reads; the definition's transports have no web call's",
  'PATCH /credential/{id} body: any there':
    'four members of its union are `{ provider: … } & any` (DTOs its generator could not resolve), so TypeScript reads the whole union as any; here the other 45 are typed and those four are open objects with their provider',
  'POST /file body: file differs': binaryFile(),
  'POST /file/upload body: file differs': binaryFile(),
  'POST /voice-library/create-sesame-voice body: file differs': binaryFile(),
};

function binaryFile(): string {
  return "an uploaded file (`format: binary`): swagger-typescript-api types it `File`, which in api.d.ts names the provider's own File record; here it is the bytes, a string";
}

function compareShapes(label: string, a: Shape, b: Shape): string[] {
  if (typeof a === 'string' || typeof b === 'string') {
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    // An untyped side is named as such, so that an exception can name it whatever the other is.
    if (a === 'any') return [`${label}: any there`];
    if (b === 'any') return [`${label}: any here`];
    return [
      `${label}: ${JSON.stringify(a).slice(0, 200)} there, ${JSON.stringify(b).slice(0, 200)} here`,
    ];
  }
  const differences: string[] = [];
  const names = new Set([...Object.keys(a.properties), ...Object.keys(b.properties)]);
  for (const name of [...names].sort()) {
    const there = a.properties[name];
    const here = b.properties[name];
    if (there === undefined) differences.push(`${label}: ${name} only here`);
    else if (here === undefined) differences.push(`${label}: ${name} only there`);
    else if (there !== here) differences.push(`${label}: ${name} differs`);
  }
  const required = (shape: typeof a) => shape.required.filter((name) => names.has(name)).join(',');
  if (required(a) !== required(b)) {
    differences.push(
      `${label}: required ${required(a) || 'none'} there, ${required(b) || 'none'} here`,
    );
  }
  return differences;
}

describe("the document against the provider's definition", () => {
  let overlay: OverlayFacts;
  let theirs: TypedOperation[];
  let ours: Map<string, TypedOperation>;
  const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
  const ourPath = (path: string) => overlay.pathNames[path] ?? path;

  beforeAll(() => {
    overlay = readOverlayFacts();
    const sides = readBothSides();
    theirs = sides.theirs.filter((op) =>
      overlay.covered.includes(
        familyOf(op.path, [...overlay.covered, ...overlay.notCovered]) ?? '',
      ),
    );
    ours = new Map(sides.ours.map((op) => [key(op), op]));
    process.stdout.write(
      `definition: ${sides.theirs.length} operations, ${theirs.length} in the covered families; ` +
        `document: ${sides.ours.length} operations\n`,
    );
    // Parsing and typing both sides (5 MB of declarations) takes about 5 s on an idle machine;
    // ten times that, for a busy one.
  }, 60_000);

  it('is derived from the pinned version of the definition', () => {
    expect(definitionFile().version).toBe(overlay.version);
  });

  it('has every operation of the covered families, and only those or dropped ones', () => {
    const theirKeys = new Set(theirs.map((op) => `${op.method.toUpperCase()} ${ourPath(op.path)}`));
    const missing = [...theirKeys].filter((k) => !ours.has(k));
    const document = readDocument() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const onlyOurs = [...ours.keys()].filter((k) => !theirKeys.has(k));
    const undeclared = onlyOurs.filter((k) => {
      const [method = '', path = ''] = k.split(' ');
      const operation = document.paths[path]?.[method.toLowerCase()];
      return !(
        operation?.deprecated === true &&
        operation['x-dropped'] === true &&
        String(operation.description).startsWith('Dropped by the provider')
      );
    });
    process.stdout.write(
      `operations: ${theirKeys.size} of the definition all here; ${onlyOurs.length} only here, ` +
        `each deprecated as dropped by the provider; ${Object.keys(overlay.pathNames).length} ` +
        'with a path parameter named as our list names it\n',
    );
    expect(missing).toEqual([]);
    expect(undeclared).toEqual([]);
    expect(onlyOurs).toHaveLength(10);
  });

  it('agrees on every query, body and reply to the second level, but for the named exceptions', () => {
    const differences: string[] = [];
    const counts = { query: 0, body: 0, response: 0 };
    for (const there of theirs) {
      const here = ours.get(`${there.method.toUpperCase()} ${ourPath(there.path)}`);
      if (here === undefined) continue;
      for (const part of ['query', 'body', 'response'] as const) {
        if (there[part] !== 'none') counts[part] += 1;
        differences.push(...compareShapes(`${key(here)} ${part}`, there[part], here[part]));
      }
    }
    const unexpected = differences.filter((difference) => !(difference in namedExceptions));
    const stale = Object.keys(namedExceptions).filter((name) => !differences.includes(name));
    process.stdout.write(
      `compared: ${theirs.length} operations, ${counts.query} queries, ${counts.body} bodies, ` +
        `${counts.response} replies; ${differences.length} differences, ` +
        `${differences.length - unexpected.length} of them named exceptions\n`,
    );
    expect(unexpected).toEqual([]);
    expect(stale).toEqual([]);
  });
});
