import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreateWebCallRequest,
  createProviderClient,
  createWebCall,
  ProviderApiError,
} from '../src/index.ts';
import { type MockProvider, startMockProvider } from '../src/mock/index.ts';
import { readDocument } from './read-document.ts';

const token = 'pk_e2e';
let provider: MockProvider;

beforeAll(async () => {
  // Compiled before the first request: a compile between two requests blocks this process,
  // server included, for seconds on a busy machine, and the server's keep-alive timer may then
  // close the client's idle connection just as the client reuses it.
  matchesDocumentSchema('WebCall', {});
  provider = await startMockProvider({ token });
});

afterAll(async () => {
  await provider.close();
});

let documentAjv: Ajv2020 | undefined;

/** Checks a value against a schema of openapi/provider.yaml, read from the YAML itself. */
function matchesDocumentSchema(name: string, value: unknown): boolean {
  if (documentAjv === undefined) {
    documentAjv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    documentAjv.addSchema({ ...readDocument(), $id: 'urn:test:document' });
  }
  const validate = documentAjv.getSchema(`urn:test:document#/components/schemas/${name}`);
  if (validate === undefined) throw new Error(`no schema ${name}`);
  return validate(value) === true;
}

const bodies: [string, CreateWebCallRequest][] = [
  ['a saved assistant', { assistantId: 'asst-1' }],
  ['a transient assistant', { assistant: { voice: { provider: '11labs', voiceId: 'burt' } } }],
  ['a saved squad with overrides', { squadId: 'squad-1', squadOverrides: { variableValues: {} } }],
  ['a transient squad', { squad: { members: [{ assistantId: 'a' }] } }],
  ['a saved workflow with overrides', { workflowId: 'wf-1', workflowOverrides: {} }],
  ['a transient workflow', { workflow: { name: 'Intake', nodes: [], edges: [] } }],
  ['a room kept for reconnect', { assistantId: 'asst-1', roomDeleteOnUserLeaveEnabled: false }],
  ['a pinned assistant version', { assistantId: 'asst-1', assistantVersion: '2' }],
];

describe('the client against the mock provider', () => {
  it.each(bodies)('creates a web call for %s', async (_label, body) => {
    const client = createProviderClient({ baseUrl: provider.url, token });
    const result = await createWebCall(client, body);
    expect(result.error).toBeUndefined();
    expect(result.data?.webCallUrl).toMatch(/^https:\/\/mock-provider\.daily\.co\/[0-9a-f-]{36}$/);
    expect(matchesDocumentSchema('WebCall', result.data)).toBe(true);
  });

  it('reads the fields the product uses', async () => {
    const client = createProviderClient({ baseUrl: provider.url, token });
    const result = await createWebCall(client, {
      assistant: {
        voice: { provider: 'tavus', voiceId: 'r79e1c033f' },
        artifactPlan: { videoRecordingEnabled: true },
      },
    });
    expect(result.data?.assistant?.voice?.provider).toBe('tavus');
    expect(result.data?.artifactPlan?.videoRecordingEnabled).toBe(true);
  });

  it('gets a 400 value for a body the document refuses', async () => {
    const client = createProviderClient({ baseUrl: provider.url, token });
    // A caller without types (plain JavaScript) can still send this; the mock must refuse it.
    const body = { assistantId: 'a', callerId: 'w' } as unknown as CreateWebCallRequest;
    const result = await createWebCall(client, body);
    expect(result.error).toEqual({
      status: 400,
      message: 'property callerId should not exist',
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: ['property callerId should not exist'],
      },
    });
  });

  it('gets a 401 value for a wrong token', async () => {
    const client = createProviderClient({ baseUrl: provider.url, token: 'pk_wrong' });
    const result = await createWebCall(client, { assistantId: 'a' });
    expect(result.error).toEqual({
      status: 401,
      message: 'A valid bearer token is required.',
      body: {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'A valid bearer token is required.',
      },
    });
  });

  it('throws a network error when nothing listens', async () => {
    const closed = await startMockProvider({ token });
    await closed.close();
    const client = createProviderClient({ baseUrl: closed.url, token });
    await expect(createWebCall(client, { assistantId: 'a' })).rejects.toMatchObject({
      code: 'network',
      cause: expect.any(Error),
    });
  });

  it('throws a network error when aborted', async () => {
    const client = createProviderClient({ baseUrl: provider.url, token });
    const controller = new AbortController();
    controller.abort();
    const failure = await createWebCall(
      client,
      { assistantId: 'a' },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderApiError);
    expect(failure).toMatchObject({
      code: 'network',
      message: 'The web call request was aborted.',
    });
  });
});
