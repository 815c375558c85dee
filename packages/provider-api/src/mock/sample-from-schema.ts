import type { JsonSchema } from '../provider-document.ts';

/** The fixed values a sample uses for each string format, each valid for that format. */
const formatSamples: Readonly<Record<string, string>> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-01-01T00:00:00.000Z',
  uri: 'https://example.com/',
  binary: '',
};

type SchemaObject = { readonly [keyword: string]: unknown };

/** Thrown when no value can satisfy a schema this sampler reads (a `pattern` it cannot meet). */
export class UnsampleableSchemaError extends Error {
  override readonly name = 'UnsampleableSchemaError';
}

const referenceDepthLimit = 12;

/**
 * The smallest value that the schema accepts: only required properties, empty lists, the first
 * enum value, a format's fixed sample, the lower bound of a number. The same schema always
 * gives the same value. The mock provider answers with it; the tests send it as a valid request.
 *
 * @param schemas the document's `components.schemas`, which `$ref`s point into
 * @throws {UnsampleableSchemaError} when no value can be found (a `pattern` no plain text meets,
 * or references nested deeper than 12, which only a required cycle reaches)
 */
export function sampleFromSchema(
  schema: JsonSchema,
  schemas: { readonly [name: string]: JsonSchema },
): unknown {
  return sample(schema, schemas, 0);
}

function sample(
  schema: JsonSchema,
  schemas: { readonly [name: string]: JsonSchema },
  depth: number,
): unknown {
  if (schema === true) return {};
  if (schema === false) throw new UnsampleableSchemaError('the schema `false` accepts nothing');
  const node = schema as SchemaObject;
  if (typeof node.$ref === 'string') {
    if (depth >= referenceDepthLimit) {
      throw new UnsampleableSchemaError(`references nest deeper than ${referenceDepthLimit}`);
    }
    const name = node.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (target === undefined) throw new UnsampleableSchemaError(`no schema ${name}`);
    return sample(target, schemas, depth + 1);
  }
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum.find((value) => value !== null) ?? null;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    let failure: unknown;
    for (const branch of branches) {
      try {
        return sample(branch as JsonSchema, schemas, depth);
      } catch (error) {
        failure = error;
      }
    }
    throw failure ?? new UnsampleableSchemaError(`an empty ${keyword}`);
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.map((part) => sample(part as JsonSchema, schemas, depth));
    return Object.assign({}, ...parts.filter((part) => typeof part === 'object' && part !== null));
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return typeof node.default === 'boolean' ? node.default : false;
    case 'number':
    case 'integer':
      return numberSample(node);
    case 'string':
      return stringSample(node);
    case 'array': {
      const count = typeof node.minItems === 'number' ? node.minItems : 0;
      const items = (node.items ?? true) as JsonSchema;
      return Array.from({ length: count }, () => sample(items, schemas, depth));
    }
    case 'object':
      return objectSample(node, schemas, depth);
    default:
      // No type: any value; an object is the most common reading.
      return node.properties === undefined ? {} : objectSample(node, schemas, depth);
  }
}

function numberSample(node: SchemaObject): number {
  if (typeof node.default === 'number') return node.default;
  if (typeof node.minimum === 'number') return node.minimum;
  if (typeof node.maximum === 'number' && node.maximum < 0) return node.maximum;
  return 0;
}

function stringSample(node: SchemaObject): string {
  const format = typeof node.format === 'string' ? formatSamples[node.format] : undefined;
  const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
  const candidates = [
    ...(typeof node.default === 'string' ? [node.default] : []),
    ...(format !== undefined ? [format] : []),
    'x'.repeat(Math.max(minLength, 1)),
    '1'.repeat(Math.max(minLength, 1)),
    'a-b',
    '',
  ];
  const pattern = typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : undefined;
  const maxLength = typeof node.maxLength === 'number' ? node.maxLength : Number.POSITIVE_INFINITY;
  const found = candidates.find(
    (candidate) =>
      candidate.length >= minLength &&
      candidate.length <= maxLength &&
      (pattern === undefined || pattern.test(candidate)),
  );
  if (found === undefined) {
    throw new UnsampleableSchemaError(`no sample text meets ${String(node.pattern)}`);
  }
  return found;
}

function objectSample(
  node: SchemaObject,
  schemas: { readonly [name: string]: JsonSchema },
  depth: number,
): Record<string, unknown> {
  const properties = (node.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  return Object.fromEntries(
    required.map((name) => [name, sample(properties[name] ?? true, schemas, depth)]),
  );
}
