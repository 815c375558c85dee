import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderClient } from '../src/index.ts';
import { type MockProvider, startMockProvider } from '../src/mock/index.ts';
import { type DocumentOperation, readOperations } from './read-document.ts';
import { specOperations, specUnsecured } from './spec-operations.ts';

const token = 'pk_reach';
const operations = readOperations();
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('openapi/provider.yaml', () => {
  it('has exactly the operations of spec-operations.ts', () => {
    const inDocument = operations.map((op) => key(op.method, op.path)).sort();
    const inSpec = specOperations.map(([method, path]) => key(method, path)).sort();
    expect(inDocument).toEqual(inSpec);
    expect(inDocument).toHaveLength(135);
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

describe('every operation is reachable through the client', { tags: ['reachability'] }, () => {
  let provider: MockProvider;
  let client: ProviderClient;

  beforeAll(async () => {
    provider = await startMockProvider({ token });
    client = createProviderClient({ baseUrl: provider.url, token });
  });

  afterAll(async () => {
    await provider.close();
  });

  // The client's methods are typed per path; this table walks them all at run time, so it
  // calls through the untyped view of `request`.
  type UntypedRequest = (
    method: string,
    path: string,
    init: Record<string, unknown>,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  function initFor(op: DocumentOperation): Record<string, unknown> {
    const path = Object.fromEntries(
      [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `${name}-1`]),
    );
    const init: Record<string, unknown> = { params: { path } };
    if (op.operationId === 'createWebCall') init.body = { assistantId: 'asst-1' };
    else if (op.bodyType === 'multipart/form-data') {
      const form = new FormData();
      form.append('file', new Blob(['x']), 'x.txt');
      init.body = form;
    } else if (op.bodyType === 'application/json') init.body = { note: op.operationId };
    return init;
  }

  it.each(operations.map((op) => [key(op.method, op.path), op] as const))(
    '%s',
    async (_label, op) => {
      const request = client.request as unknown as UntypedRequest;
      const { data, error, response } = await request(op.method, op.path, initFor(op));

      if (op.operationId === 'createWebCall') {
        expect(response.status).toBe(201);
        expect(data).toMatchObject({
          webCallUrl: expect.stringContaining('mock-provider.daily.co'),
        });
        return;
      }
      // 501 names the operation the mock matched: the client sent the right method and path,
      // with the token where one is needed (a missing token would be a 401).
      expect(response.status).toBe(501);
      const expectedParams = Object.fromEntries(
        [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `${name}-1`]),
      );
      expect(error).toMatchObject({ operationId: op.operationId, pathParams: expectedParams });
    },
  );
});
