import { request as httpRequest } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderClient } from '../src/index.ts';
import { type MockProvider, startMockProvider } from '../src/mock/index.ts';
import { sampleFromSchema } from '../src/mock/sample-from-schema.ts';
import {
  type JsonSchema,
  type ProviderOperation,
  providerOperations,
  providerSchemas,
} from '../src/provider-document.ts';
import { readOperations } from './read-document.ts';
import { specOperations, specUnsecured } from './spec-operations.ts';

const token = 'pk_reach';
const operations = readOperations();
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('openapi/provider.yaml', () => {
  it('has every operation of spec-operations.ts, and 38 more of the same families', () => {
    const inDocument = new Set(operations.map((op) => key(op.method, op.path)));
    const missing = specOperations.map(([m, p]) => key(m, p)).filter((k) => !inDocument.has(k));
    expect(missing).toEqual([]);
    expect(inDocument.size).toBe(specOperations.length + 38);
  });

  it('has a unique operationId on every operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves only POST /credential/webhook unsecured', () => {
    const unsecured = operations
      .filter((op) => op.security !== undefined && op.security.length === 0)
      .map((op) => key(op.method, op.path));
    expect(unsecured).toEqual(specUnsecured.map(([method, path]) => key(method, path)));
  });
});

// The client's methods are typed per path; these tables walk them all at run time, so they
// call through the untyped view of `request`.
type UntypedRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const sample = (schema: JsonSchema) => sampleFromSchema(schema, providerSchemas);

/** Path parameters that the document accepts: `id-1` for a free text, else a sample. */
function pathFor(op: ProviderOperation): Record<string, string> {
  return Object.fromEntries(
    op.parameters
      .filter((parameter) => parameter.in === 'path')
      .map(({ name, schema }) => {
        const value = sample(schema);
        return [name, value === '' || value === 'x' ? `${name}-1` : String(value)];
      }),
  );
}

/** A valid request of `op`, built from the document: required parameters and a minimal body. */
function validInit(op: ProviderOperation): Record<string, unknown> {
  const query = Object.fromEntries(
    op.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map(({ name, schema }) => [name, sample(schema)]),
  );
  const init: Record<string, unknown> = { params: { path: pathFor(op), query } };
  const body = op.requestBody;
  if (body?.contentType === 'multipart/form-data') {
    const value = sample(body.schema) as Record<string, unknown>;
    const form = new FormData();
    // Every form field is a text or a file; a required file gets one small file.
    for (const [name, field] of Object.entries(value)) {
      if (field === '') form.append(name, new Blob(['x']), 'x.txt');
      else form.append(name, typeof field === 'string' ? field : JSON.stringify(field));
    }
    init.body = form;
  } else if (body !== undefined) {
    init.body = sample(body.schema);
  }
  return init;
}

const answered = providerOperations.filter((op) => op.dropped !== true);
const dropped = providerOperations.filter((op) => op.dropped === true);

describe('every operation through the client, against the mock provider', {
  tags: ['reachability'],
}, () => {
  let provider: MockProvider;
  let client: ProviderClient;
  const successValidators = new Map<ProviderOperation, ValidateFunction>();

  /** Checks a reply body against the operation's success schema. */
  function matchesSuccessSchema(op: ProviderOperation, value: unknown): boolean {
    const validate = successValidators.get(op);
    if (validate === undefined) throw new Error(`${op.operationId}: no compiled success schema`);
    return validate(value) === true;
  }

  beforeAll(async () => {
    // Every reply schema is compiled before the first request: a compile between two requests
    // blocks this process, server included, and on a busy machine the server's keep-alive timer
    // may then close the client's idle connection just as the client reuses it.
    const ajv = new Ajv2020({ strict: false, validateFormats: false, inlineRefs: false });
    ajv.addSchema({ $id: 'urn:test:schemas', components: { schemas: providerSchemas } });
    for (const op of answered) {
      if (op.success.schema === undefined) continue;
      const schema = JSON.parse(JSON.stringify(op.success.schema), (name, v) =>
        name === '$ref' && typeof v === 'string' ? `urn:test:schemas${v}` : v,
      );
      successValidators.set(op, ajv.compile(schema));
    }
    provider = await startMockProvider({ token });
    client = createProviderClient({ baseUrl: provider.url, token });
    // About 5 s on an idle machine; ten times that, for a busy one.
  }, 60_000);

  afterAll(async () => {
    await provider.close();
  });

  it.each(answered.map((op) => [key(op.method, op.path), op] as const))(
    'answers a valid %s with its success status and a reply its schema accepts',
    async (_label, op) => {
      const request = client.request as unknown as UntypedRequest;
      const { data, response } = await request(op.method, op.path, validInit(op));
      expect(response.status).toBe(Number(op.success.status));
      if (op.success.schema === undefined) return;
      expect(matchesSuccessSchema(op, data)).toBe(true);
    },
  );

  it.each(dropped.map((op) => [key(op.method, op.path), op] as const))(
    'answers %s, which the provider has dropped, 404 as the provider does',
    async (_label, op) => {
      const request = client.request as unknown as UntypedRequest;
      const { error, response } = await request(op.method, op.path, validInit(op));
      expect(response.status).toBe(404);
      expect(error).toMatchObject({ message: `Cannot ${op.method.toUpperCase()} ${op.path}` });
    },
  );
});

/**
 * The invalid requests the document makes possible for `op`, each with what makes it so. Every
 * operation has at least one: a JSON body that cannot be read, which the provider's server
 * refuses before it routes.
 */
function invalidRequests(
  op: ProviderOperation,
): { label: string; url: string; init: RequestInit }[] {
  const valid = validInit(op);
  const { path: pathValues, query: queryValues } = valid.params as {
    path: Record<string, string>;
    query: Record<string, unknown>;
  };
  const fill = (values: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');
  const path = fill(pathValues);
  const query = new URLSearchParams(
    Object.entries(queryValues).map(([name, value]) => [name, String(value)]),
  );
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const method = op.method.toUpperCase();
  const withBody = (body: unknown): RequestInit => ({
    method,
    headers,
    ...(op.requestBody === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const validBody = op.requestBody?.contentType === 'application/json' ? valid.body : undefined;
  const requests: { label: string; url: string; init: RequestInit }[] = [
    {
      label: 'a body that is not JSON',
      url: `${path}?${query}`,
      init: { method, headers, body: '{"unfinished":' },
    },
  ];
  if (op.parameters.some((parameter) => parameter.in === 'query')) {
    const extra = new URLSearchParams(query);
    extra.set('notAParameter', '1');
    requests.push({
      label: 'an unknown query parameter',
      url: `${path}?${extra}`,
      init: withBody(validBody),
    });
  }
  const enumParameter = op.parameters.find(
    (parameter) =>
      parameter.in === 'path' &&
      typeof parameter.schema === 'object' &&
      Array.isArray(parameter.schema.enum),
  );
  if (enumParameter !== undefined) {
    requests.push({
      label: `a ${enumParameter.name} out of its enum`,
      url: `${fill({ ...pathValues, [enumParameter.name]: 'not-a-provider' })}?${query}`,
      init: withBody(validBody),
    });
  }
  if (op.requestBody?.contentType === 'multipart/form-data') {
    requests.push({
      label: 'a form without its required fields',
      url: `${path}?${query}`,
      init: {
        method,
        headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=b' },
        body: '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n',
      },
    });
  }
  if (op.requestBody?.contentType === 'application/json') {
    requests.push({
      label: 'a body with a property its schema does not list',
      url: `${path}?${query}`,
      init: withBody(
        typeof validBody === 'object' && validBody !== null && !Array.isArray(validBody)
          ? { ...validBody, notAProperty: true }
          : ['not', 'the', 'body'],
      ),
    });
  }
  return requests;
}

/** Sends a request as written, a GET with a body included (which `fetch` will not send). */
function send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = typeof init.body === 'string' ? init.body : undefined;
    const outgoing = httpRequest(
      url,
      {
        method: init.method,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('every operation refuses an invalid request with 400', () => {
  let provider: MockProvider;

  beforeAll(async () => {
    provider = await startMockProvider({ token });
  });

  afterAll(async () => {
    await provider.close();
  });

  const invalidByOperation = new Map(answered.map((op) => [op, invalidRequests(op)] as const));
  const cases = [...invalidByOperation].flatMap(([op, requests]) =>
    requests.map((request) => [key(op.method, op.path), request.label, request] as const),
  );

  it.each(cases)('%s with %s', async (_key, _label, request) => {
    const response = await send(`${provider.url}${request.url}`, request.init);
    const body = JSON.parse(response.text) as { statusCode?: unknown; message?: unknown };
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toEqual(expect.anything());
  });

  it('finds a refusal beyond an unreadable body for most operations', () => {
    const schemaLevel = answered.filter((op) => (invalidByOperation.get(op)?.length ?? 0) > 1);
    const onlyUnreadable = answered.filter((op) => invalidByOperation.get(op)?.length === 1);
    process.stdout.write(
      `invalid requests: ${cases.length} for ${answered.length} operations; ` +
        `${schemaLevel.length} refuse a parameter or body their schema rules out, ` +
        `${onlyUnreadable.length} take only free-text path parameters (refused an unreadable body)\n`,
    );
    // An operation whose only inputs are free-text ids has nothing else to refuse.
    for (const op of onlyUnreadable) {
      expect(op.requestBody).toBeUndefined();
      expect(
        op.parameters.every(
          (p) => p.in === 'path' && !(typeof p.schema === 'object' && 'enum' in p.schema),
        ),
      ).toBe(true);
    }
  });
});
