import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { ProviderApiError } from '../provider-api-error.ts';
import type { JsonSchema, ProviderOperation } from '../provider-document.ts';

/** The outcome of checking a request body against its operation's schema. */
export type BodyCheck =
  | { readonly valid: true }
  /** `message` is one line for people; `problems` lists every violation found. */
  | { readonly valid: false; readonly message: string; readonly problems: readonly string[] };

/** Checks request bodies against the schemas the document declares for them. */
export interface RequestValidator {
  check(operation: ProviderOperation, body: unknown): BodyCheck;
}

// The document's schemas are mounted under this id, so that the `#/components/schemas/...`
// references inside request schemas resolve as they do in the document.
const rootId = 'urn:org:provider-api:document';

/**
 * Compiles every request-body schema of the document once (identical schemas share one
 * validator), so that a broken schema fails at start-up, not on the first request.
 *
 * @throws {ProviderApiError} code `invalid-document` when a schema cannot be compiled.
 */
export function createRequestValidator(
  operations: readonly ProviderOperation[],
  schemas: { readonly [name: string]: JsonSchema },
): RequestValidator {
  const keys = new Map<ProviderOperation, string>();
  const requestSchemas: Record<string, JsonSchema> = {};
  for (const operation of operations) {
    if (operation.requestBody === undefined) continue;
    const key = JSON.stringify(operation.requestBody.schema);
    keys.set(operation, key);
    requestSchemas[key] = operation.requestBody.schema;
  }
  const names = Object.keys(requestSchemas);

  const validators = new Map<string, ValidateFunction>();
  try {
    // Formats are annotations in OpenAPI 3.1; no request schema depends on them.
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    ajv.addKeyword({ keyword: 'components' });
    ajv.addSchema({
      $id: rootId,
      components: { schemas },
      $defs: Object.fromEntries(
        names.map((key, index) => [`request${index}`, requestSchemas[key]]),
      ),
    });
    for (const [index, key] of names.entries()) {
      const validate = ajv.getSchema(`${rootId}#/$defs/request${index}`);
      if (validate === undefined) throw new Error(`No schema at #/$defs/request${index}`);
      validators.set(key, validate);
    }
  } catch (cause) {
    throw new ProviderApiError(
      'invalid-document',
      'The OpenAPI document has a request schema that cannot be compiled.',
      { cause },
    );
  }

  return {
    check(operation, body) {
      const key = keys.get(operation);
      const validate = key === undefined ? undefined : validators.get(key);
      if (validate === undefined || validate(body)) return { valid: true };
      const problems = (validate.errors ?? []).map(
        (error) => `body${error.instancePath} ${error.message ?? 'is invalid'}`,
      );
      // Ajv lists a composite keyword's (oneOf's) own error after its branches' errors, so
      // the last one is the outermost and the most telling.
      const headline = problems.at(-1) ?? 'body is invalid';
      return {
        valid: false,
        message: `${headline}.${explain(operation.requestBody?.schema, schemas)}`,
        problems: [...new Set(problems)],
      };
    },
  };
}

/** The description of a schema the document names, to say what a valid body looks like. */
function explain(
  schema: JsonSchema | undefined,
  schemas: { readonly [name: string]: JsonSchema },
): string {
  if (typeof schema !== 'object' || typeof schema.$ref !== 'string') return '';
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  const description = typeof target === 'object' ? target.description : undefined;
  return typeof description === 'string' ? ` ${name}: ${description}` : ` See schema ${name}.`;
}
