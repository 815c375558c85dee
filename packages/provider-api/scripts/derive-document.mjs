// Derives openapi/provider.yaml from the provider's own definition of its API (the pinned
// `@vapi-ai/web`'s `dist/api.d.ts`) and openapi/overlay.yaml. `scripts/generate.mjs` runs it
// first; `--check` there fails when the committed document differs from a fresh derivation.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseYaml, stringifyYaml } from '@redocly/openapi-core';
import { readApiDefinition } from './derive/read-api-dts.mjs';
import { createSchemaConverter } from './derive/type-to-schema.mjs';

const overlayUrl = new URL('../openapi/overlay.yaml', import.meta.url);

/** Reads openapi/overlay.yaml. */
export function readOverlay() {
  return parseYaml(readFileSync(overlayUrl, 'utf8'));
}

/** Where the pinned package's definition is, checked against the overlay's version. */
export function definitionPath(overlay) {
  const { package: name, version, file } = overlay.definition;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve(`${name}/package.json`));
  const installed = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  if (installed !== version) {
    throw new Error(`openapi/overlay.yaml pins ${name} ${version}, but ${installed} is installed`);
  }
  return join(root, file);
}

/** The family of `path`: the longest of `families` it starts with, segment by segment. */
export function familyOf(path, families) {
  const segments = path.split('/');
  let best;
  for (const family of families) {
    const prefix = family.split('/');
    if (prefix.every((segment, index) => segments[index] === segment)) {
      if (best === undefined || prefix.length > best.split('/').length) best = family;
    }
  }
  return best;
}

const errorComponents = {
  responses: {
    BadRequest: {
      description:
        'The request is malformed: a body that is not JSON, or a body or query that breaks its schema.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
    Unauthorized: {
      description: 'The bearer token is missing or wrong.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
    NotFound: {
      description: 'The provider has no such operation (any more).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
    NotShown: {
      description: 'Success. The body is not detailed.',
      content: { 'application/json': { schema: {} } },
    },
  },
  schemas: {
    ErrorBody: {
      type: 'object',
      description:
        "An error reply, in the shape of the provider's server framework (NestJS): `message` says what went wrong, as one text or one text per problem.",
      required: ['message', 'statusCode'],
      properties: {
        message: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        error: { type: 'string', description: "The status's reason phrase, e.g. `Bad Request`." },
        statusCode: { type: 'number' },
      },
      additionalProperties: true,
    },
    OpenObject: {
      type: 'object',
      description: 'An object whose fields are not detailed.',
      additionalProperties: true,
    },
  },
};

/** The success status the provider's server (NestJS) answers by default. */
function successStatus(method) {
  return method === 'post' ? '201' : '200';
}

/**
 * The reply schema with the overlay's `responseAdditions` for it, as a new component, which goes
 * into `additionSchemas` (one map per derivation).
 */
function withAdditions(schema, addition, converter, additionSchemas) {
  if (addition === undefined) return schema;
  // Merged into one object, not `allOf`: the definition's objects refuse properties they do
  // not list, so an `allOf` with them would refuse the very fields it adds.
  const name = schema.$ref?.replace('#/components/schemas/', '');
  const base = converter.schemas.get(name);
  if (base === undefined)
    throw new Error(`responseAdditions: ${addition.schema} extends no component`);
  additionSchemas.set(addition.schema, {
    ...base,
    description: addition.description,
    properties: { ...base.properties, ...addition.properties },
  });
  return { $ref: `#/components/schemas/${addition.schema}` };
}

function derivedOperation(operation, converter, overlay, path, additionSchemas) {
  const additions = overlay.responseAdditions ?? {};
  const key = `${operation.method.toUpperCase()} ${path}`;
  const operationId = overlay.operationIds[key];
  if (operationId === undefined) {
    throw new Error(`openapi/overlay.yaml: no operationId for ${key} (new in the definition?)`);
  }
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  const parameters = operation.pathParameters.map((parameter, index) => ({
    name: names[index],
    in: 'path',
    required: true,
    schema: converter.convert(parameter.type),
  }));
  for (const member of operation.query?.type.members ?? []) {
    const { description, ...schema } = converter.propertySchema(member);
    parameters.push({
      name: member.name.getText(),
      in: 'query',
      required: member.questionToken === undefined,
      ...(description !== undefined ? { description } : {}),
      schema,
    });
  }
  const result = {
    tags: operation.tags,
    ...(operation.summary !== undefined || overlay.summaries?.[key] !== undefined
      ? { summary: operation.summary ?? overlay.summaries[key] }
      : {}),
    ...(operation.description !== undefined ? { description: operation.description } : {}),
    operationId,
    ...(operation.deprecated ? { deprecated: true } : {}),
    ...(operation.secure ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (operation.body !== undefined) {
    result.requestBody = {
      required: !operation.body.optional,
      content: { [operation.body.contentType]: { schema: converter.convert(operation.body.type) } },
    };
  }
  const success =
    operation.response.getText() === 'void'
      ? { description: 'Success, with no body.' }
      : {
          description: 'Success.',
          content: {
            'application/json': {
              schema: withAdditions(
                converter.convert(operation.response),
                additions[key],
                converter,
                additionSchemas,
              ),
            },
          },
        };
  result.responses = {
    [successStatus(operation.method)]: success,
    400: { $ref: '#/components/responses/BadRequest' },
    ...(operation.secure ? { 401: { $ref: '#/components/responses/Unauthorized' } } : {}),
  };
  return result;
}

function droppedOperation(entry, overlay) {
  const { package: name, version } = overlay.definition;
  const instead = entry.instead === undefined ? '' : ` Use ${entry.instead} instead.`;
  return {
    tags: entry.tags,
    summary: entry.summary,
    description: `Dropped by the provider: its definition (${name} ${version}) no longer has this operation, and the provider answers 404.${instead}`,
    operationId: entry.operationId,
    deprecated: true,
    'x-dropped': true,
    ...(entry.secured === false ? { security: [] } : {}),
    ...(entry.requestBody
      ? {
          requestBody: {
            description: 'Its fields are not detailed, so any JSON object is accepted.',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/OpenObject' } },
            },
          },
        }
      : {}),
    responses: {
      '2XX': { $ref: '#/components/responses/NotShown' },
      404: { $ref: '#/components/responses/NotFound' },
      ...(entry.secured === false ? {} : { 401: { $ref: '#/components/responses/Unauthorized' } }),
    },
  };
}

/**
 * The document, as an object, with counts of what it took.
 * @returns {{ document: object, counts: { definition: number, covered: number, notCovered: number, dropped: number, schemas: number } }}
 */
export function deriveDocument(overlay = readOverlay()) {
  const definition = readApiDefinition(definitionPath(overlay));
  const converter = createSchemaConverter(definition.declarations);
  const additionSchemas = new Map();
  const families = [...overlay.families.covered, ...Object.keys(overlay.families.notCovered)];
  const paths = {};
  let covered = 0;
  for (const operation of definition.operations) {
    const family = familyOf(operation.path, families);
    if (family === undefined) throw new Error(`${operation.path}: in no family of the overlay`);
    if (!overlay.families.covered.includes(family)) continue;
    const path = overlay.pathNames[operation.path] ?? operation.path;
    paths[path] ??= {};
    paths[path][operation.method] = derivedOperation(
      operation,
      converter,
      overlay,
      path,
      additionSchemas,
    );
    covered += 1;
  }
  for (const [key, entry] of Object.entries(overlay.dropped)) {
    const [method, path] = key.split(' ');
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = droppedOperation(entry, overlay);
  }
  const schemas = Object.fromEntries(
    [...converter.schemas.entries()].sort(([a], [b]) => a.localeCompare(b)),
  );
  const document = {
    openapi: '3.1.0',
    info: {
      ...overlay.info,
      version: `${overlay.definition.version}`,
      'x-definition': overlay.definition,
    },
    servers: overlay.servers,
    security: [{ bearer: [] }],
    tags: Object.entries(overlay.tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The provider API key, sent as `Authorization: Bearer <token>`.',
        },
      },
      responses: errorComponents.responses,
      schemas: {
        ...schemas,
        ...Object.fromEntries(additionSchemas),
        ...errorComponents.schemas,
      },
    },
  };
  return {
    document,
    counts: {
      definition: definition.operations.length,
      covered,
      notCovered: definition.operations.length - covered,
      dropped: Object.keys(overlay.dropped).length,
      schemas: Object.keys(schemas).length,
    },
  };
}

const header = `# Derived by scripts/derive-document.mjs from the provider's definition of its API and
# openapi/overlay.yaml. DO NOT EDIT: change the overlay, then run \`pnpm generate\`.
`;

/** The document as the text of openapi/provider.yaml. */
export function documentText(document) {
  return header + stringifyYaml(document, { lineWidth: -1, noRefs: true });
}
