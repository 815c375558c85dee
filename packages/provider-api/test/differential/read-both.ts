import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml } from '@redocly/openapi-core';
import ts from 'typescript';
import { readOperations } from '../read-document.ts';
import { createShapeReader, type Shape } from './type-shapes.ts';

/** One operation as one side types it. */
export interface TypedOperation {
  readonly method: string;
  /** The path as the side writes it. */
  readonly path: string;
  readonly query: Shape;
  readonly body: Shape;
  readonly response: Shape;
}

/** What the overlay says, read from the YAML itself (not through the generator's code). */
export interface OverlayFacts {
  readonly version: string;
  readonly covered: readonly string[];
  readonly notCovered: readonly string[];
  readonly pathNames: Readonly<Record<string, string>>;
}

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

export function readOverlayFacts(): OverlayFacts {
  const overlay = parseYaml(readFileSync(join(packageRoot, 'openapi/overlay.yaml'), 'utf8')) as {
    definition: { version: string };
    families: { covered: string[]; notCovered: Record<string, string> };
    pathNames: Record<string, string>;
  };
  return {
    version: overlay.definition.version,
    covered: overlay.families.covered,
    notCovered: Object.keys(overlay.families.notCovered),
    pathNames: overlay.pathNames,
  };
}

/** The longest family `path` starts with, segment by segment. */
export function familyOf(path: string, families: readonly string[]): string | undefined {
  const segments = path.split('/');
  const matching = families.filter((family) =>
    family.split('/').every((segment, index) => segments[index] === segment),
  );
  return matching.sort((a, b) => b.split('/').length - a.split('/').length)[0];
}

/** The pinned `@vapi-ai/web`'s `dist/api.d.ts`, with its installed version. */
export function definitionFile(): { path: string; version: string } {
  const require = createRequire(join(packageRoot, 'package.json'));
  const root = dirname(require.resolve('@vapi-ai/web/package.json'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { path: join(root, 'dist/api.d.ts'), version };
}

function jsDocTag(node: ts.Node, name: string): string | undefined {
  const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === name);
  return tag === undefined ? undefined : (ts.getTextOfJSDocComment(tag.comment) ?? '');
}

/**
 * Types both sides with one TypeScript program: the provider's client (each method of its `Api`
 * class, named by its `@request METHOD:/path` tag) and ours (`operations` in
 * src/generated/provider-schema.ts, which openapi-typescript wrote from openapi/provider.yaml).
 */
export function readBothSides(): { theirs: TypedOperation[]; ours: TypedOperation[] } {
  const definition = definitionFile();
  const schemaPath = join(packageRoot, 'src/generated/provider-schema.ts');
  const program = ts.createProgram([definition.path, schemaPath], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const { shapeOf } = createShapeReader(checker);
  const property = (type: ts.Type | undefined, name: string) => {
    const symbol = type === undefined ? undefined : checker.getPropertyOfType(type, name);
    return symbol === undefined ? undefined : checker.getTypeOfSymbol(symbol);
  };
  const nonNullable = (type: ts.Type | undefined) =>
    type === undefined ? undefined : checker.getNonNullableType(type);

  const theirs: TypedOperation[] = [];
  const apiFile = program.getSourceFile(definition.path);
  const api = apiFile?.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === 'Api',
  );
  if (api === undefined) throw new Error(`${definition.path}: no Api class`);
  for (const group of api.members) {
    if (!ts.isPropertyDeclaration(group) || group.type === undefined) continue;
    if (!ts.isTypeLiteralNode(group.type)) continue;
    for (const member of group.type.members) {
      const request = /^([A-Z]+):(\S+)$/.exec(jsDocTag(member, 'request') ?? '');
      if (request === null) continue;
      const [signature] = checker.getTypeAtLocation(member).getCallSignatures();
      if (signature === undefined) throw new Error(`${member.getText()}: not a method`);
      const parameter = (name: string) => {
        const symbol = signature.getParameters().find((candidate) => candidate.name === name);
        return symbol === undefined ? undefined : nonNullable(checker.getTypeOfSymbol(symbol));
      };
      const reply = checker.getAwaitedType(signature.getReturnType());
      theirs.push({
        method: (request[1] ?? '').toLowerCase(),
        path: request[2] ?? '',
        query: shapeOf(parameter('query')),
        body: shapeOf(parameter('data')),
        response: shapeOf(property(reply, 'data')),
      });
    }
  }

  const schemaFile = program.getSourceFile(schemaPath);
  const operationsDeclaration = schemaFile?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'operations',
  );
  if (operationsDeclaration === undefined) throw new Error('provider-schema.ts: no operations');
  const operationsType = checker.getTypeAtLocation(operationsDeclaration);
  const ours: TypedOperation[] = [];
  for (const op of readOperations()) {
    const typed = property(operationsType, op.operationId);
    const query = nonNullable(property(property(typed, 'parameters'), 'query'));
    const content = nonNullable(property(nonNullable(property(typed, 'requestBody')), 'content'));
    const bodyType = content === undefined ? undefined : checker.getPropertiesOfType(content)[0];
    const responses = property(typed, 'responses');
    const success = checker
      .getPropertiesOfType(responses ?? checker.getNeverType())
      .find((candidate) => candidate.name.startsWith('2'));
    const successType = success === undefined ? undefined : checker.getTypeOfSymbol(success);
    ours.push({
      method: op.method,
      path: op.path,
      query: query === undefined || query.flags & ts.TypeFlags.Never ? 'none' : shapeOf(query),
      body: bodyType === undefined ? 'none' : shapeOf(checker.getTypeOfSymbol(bodyType)),
      response: shapeOf(
        property(nonNullable(property(successType, 'content')), 'application/json'),
      ),
    });
  }
  return { theirs, ours };
}
