import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { ProviderApiError } from '../provider-api-error.ts';
import type { JsonSchema, ProviderOperation } from '../provider-document.ts';

/** The outcome of checking a request against its operation. */
export type RequestCheck =
  | { readonly valid: true }
  /** One text per problem, as the provider's server (NestJS) lists them in `message`. */
  | { readonly valid: false; readonly messages: readonly string[] };

/** Checks requests against what the document declares for them. */
export interface RequestValidator {
  /** Checks a parsed JSON body against the operation's request body schema. */
  checkBody(operation: ProviderOperation, body: unknown): RequestCheck;
  /** Checks that a multipart body has every field its schema requires (files included). */
  checkForm(operation: ProviderOperation, fieldNames: ReadonlySet<string>): RequestCheck;
  /** Checks the path parameters and the query string against the operation's parameters. */
  checkParameters(
    operation: ProviderOperation,
    pathParams: Readonly<Record<string, string>>,
    query: URLSearchParams,
  ): RequestCheck;
  /** Compiles one operation's schemas now, so that its first request does not wait for them. */
  prepare(operation: ProviderOperation): void;
  /** Compiles every schema now (the first check of an operation otherwise compiles its own). */
  compileAll(): void;
}

// The document's schemas are mounted under this id, so that the `#/components/schemas/...`
// references inside request schemas resolve as they do in the document.
const rootId = 'urn:org:provider-api:document';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateTimePattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The formats the document uses, checked as the provider's validators check them. */
const formats = {
  uuid: uuidPattern,
  'date-time': (value: string) => dateTimePattern.test(value) && !Number.isNaN(Date.parse(value)),
  uri: (value: string) => URL.canParse(value),
  // Uploaded bytes: a multipart part, never checked as text.
  binary: () => true,
};

function newAjv(coerce: boolean): Ajv2020 {
  // strictTypes off: the definition puts a keyword such as `maxLength` on a union
  // (`string | string[]`), which means "when it is a string", as JSON Schema reads it.
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    allErrors: true,
    // Each referenced schema becomes one function, not a copy at every use: the definition's
    // DTOs share their parts widely, and compiling the web call's took a quarter longer inlined.
    inlineRefs: false,
    // A query string carries texts: "10" is the number 10, one value is a one-item list.
    ...(coerce ? { coerceTypes: 'array' as const } : {}),
  });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  ajv.addKeyword({ keyword: 'components' });
  return ajv;
}

/** One problem in the words of class-validator, which the provider's server validates with. */
function problemText(where: string, error: ErrorObject): string {
  const path = error.instancePath.slice(1).replaceAll('/', '.');
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return `property ${path === '' ? extra : `${path}.${extra}`} should not exist`;
  }
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    return `${path === '' ? missing : `${path}.${missing}`} should not be empty`;
  }
  return `${path === '' ? where : path} ${error.message ?? 'is invalid'}`;
}

function outcome(validate: ValidateFunction, value: unknown, where: string): RequestCheck {
  if (validate(value)) return { valid: true };
  const messages = (validate.errors ?? [])
    // An `anyOf`'s own error only repeats that no branch matched; its branches say why.
    .filter((error) => error.keyword !== 'anyOf' || validate.errors?.length === 1)
    .map((error) => problemText(where, error));
  return { valid: false, messages: [...new Set(messages)] };
}

/** The schema of an operation's parameters, as one object: `{ path: {…}, query: {…} }`. */
function parametersSchema(operation: ProviderOperation): JsonSchema {
  const group = (place: 'path' | 'query') => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === place);
    return {
      type: 'object',
      properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
      required: parameters.filter(({ required }) => required).map(({ name }) => name),
      // Like the provider's query objects, which forbid what they do not list; an operation
      // without any query parameter ignores the query string, as a handler without one does.
      additionalProperties: place === 'path' || parameters.length === 0,
    };
  };
  return { type: 'object', properties: { path: group('path'), query: group('query') } };
}

/** The query string as the provider's server reads it: a repeated name is a list. */
function queryObject(query: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    result[name] = values.length === 1 ? values[0] : values;
  }
  return result;
}

/** The object schema `schema` is or refers to. */
function resolved(
  schema: JsonSchema | undefined,
  schemas: { readonly [name: string]: JsonSchema },
): { readonly [keyword: string]: unknown } | undefined {
  if (typeof schema !== 'object') return undefined;
  if (typeof schema.$ref !== 'string') return schema;
  return resolved(schemas[schema.$ref.replace('#/components/schemas/', '')], schemas);
}

/** A copy of an operation's schema whose `#/…` references point into the document's root. */
function absoluteRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? rootId + value : value,
  );
}

/**
 * Builds the validator of a document's requests. Schemas are compiled on an operation's first
 * check and kept, so that a mock provider starts at once however large the document is;
 * {@link RequestValidator.compileAll} compiles all of them at once; test/every-operation.test.ts
 * sends every operation a request through the mock instead, so that a broken schema fails there.
 *
 * @throws {ProviderApiError} code `invalid-document` when a schema cannot be compiled.
 */
export function createRequestValidator(
  operations: readonly ProviderOperation[],
  schemas: { readonly [name: string]: JsonSchema },
): RequestValidator {
  let ajvs: { readonly body: Ajv2020; readonly parameters: Ajv2020 } | undefined;
  const validators = new Map<string, ValidateFunction>();

  /** Compiles `schema()` once, on the instance `kind` (the parameters' one coerces texts). */
  function validator(kind: 'body' | 'parameters', key: string, schema: () => JsonSchema) {
    let validate = validators.get(`${kind} ${key}`);
    if (validate !== undefined) return validate;
    try {
      if (ajvs === undefined) {
        const body = newAjv(false);
        const parameters = newAjv(true);
        for (const ajv of [body, parameters]) {
          ajv.addSchema({ $id: rootId, components: { schemas } });
        }
        ajvs = { body, parameters };
      }
      validate = ajvs[kind].compile(absoluteRefs(schema()));
    } catch (cause) {
      throw new ProviderApiError(
        'invalid-document',
        `The OpenAPI document has a ${kind === 'body' ? 'request body' : 'parameter'} schema that cannot be compiled (${key}).`,
        { cause },
      );
    }
    validators.set(`${kind} ${key}`, validate);
    return validate;
  }

  const bodyValidator = (operation: ProviderOperation) =>
    operation.requestBody === undefined
      ? undefined
      : validator('body', operation.operationId, () => operation.requestBody?.schema ?? true);
  // The parameters' schema is built only on an operation's first request, not on every one.
  const parameterValidator = (operation: ProviderOperation) =>
    validator('parameters', operation.operationId, () => parametersSchema(operation));

  return {
    checkBody(operation, body) {
      const validate = bodyValidator(operation);
      return validate === undefined ? { valid: true } : outcome(validate, body, 'body');
    },
    checkForm(operation, fieldNames) {
      const schema = resolved(operation.requestBody?.schema, schemas);
      const required = Array.isArray(schema?.required) ? (schema.required as string[]) : [];
      const messages = required
        .filter((name) => !fieldNames.has(name))
        .map((name) => `${name} should not be empty`);
      return messages.length === 0 ? { valid: true } : { valid: false, messages };
    },
    checkParameters(operation, pathParams, query) {
      const value = { path: { ...pathParams }, query: queryObject(query) };
      return outcome(parameterValidator(operation), value, 'query');
    },
    prepare(operation) {
      bodyValidator(operation);
      parameterValidator(operation);
    },
    compileAll() {
      for (const operation of operations) this.prepare(operation);
    },
  };
}
