import { describe, expectTypeOf, it } from 'vitest';
import type { specOperations } from '../test/spec-operations.ts';
import { createProviderClient, type ProviderClientOptions } from './create-provider-client.ts';
import type { components, paths } from './provider-document.ts';

const client = createProviderClient({ baseUrl: 'http://127.0.0.1:8788', token: 'pk' });

type SpecOperation = (typeof specOperations)[number];

describe('createProviderClient', () => {
  it('takes baseUrl, token and an optional fetch', () => {
    expectTypeOf<ProviderClientOptions>().toEqualTypeOf<{
      readonly baseUrl: string;
      readonly token: string;
      readonly fetch?: (request: Request) => Promise<Response>;
    }>();
    expectTypeOf({
      baseUrl: 'x',
      token: 'y',
      fetch: globalThis.fetch,
    }).toExtend<ProviderClientOptions>();
  });

  it('has a typed path for every operation of spec-operations.ts', () => {
    expectTypeOf<SpecOperation[1]>().toExtend<keyof paths>();
  });

  it('types path parameters and methods per path', () => {
    void client.GET('/call/{id}', { params: { path: { id: 'c1' } } });
    void client.DELETE('/org/{id}/member/{userId}/leave', {
      params: { path: { id: 'o', userId: 'u' } },
    });
    void client.PUT('/assistant/{id}', { params: { path: { id: 'a' } }, body: { name: 'x' } });
    // @ts-expect-error: the path parameter is required
    void client.GET('/call/{id}');
    // @ts-expect-error: userId is missing
    void client.DELETE('/org/{id}/member/{userId}/leave', { params: { path: { id: 'o' } } });
    // @ts-expect-error: no such path
    void client.GET('/calls');
    // @ts-expect-error: /call takes GET and POST, not PUT
    void client.PUT('/call', { body: {} });
    // @ts-expect-error: /file takes form data, not JSON
    void client.POST('/file', { body: 'x' });
  });

  it("types bodies, queries and replies as the provider's definition does", async () => {
    const { data } = await client.POST('/assistant', {
      body: { name: 'Receptionist', firstMessage: 'Hello!' },
    });
    if (data !== undefined) {
      expectTypeOf(data.id).toBeString();
      expectTypeOf(data.orgId).toBeString();
      expectTypeOf(data.createdAt).toBeString();
      expectTypeOf(data.updatedAt).toBeString();
    }
    // @ts-expect-error: a name is a string
    void client.POST('/assistant', { body: { name: 42 } });
    // @ts-expect-error: a voice names its provider
    void client.POST('/assistant', { body: { voice: { voiceId: 'Elliot' } } });
    // The typed client infers its options, so TypeScript does not check a literal's unknown
    // fields there (only a declared type such as CreateAssistantDTO does); the mock refuses them.
    const body: components['schemas']['CreateAssistantDTO'] = {
      name: 'Receptionist',
      // @ts-expect-error: not a field of CreateAssistantDTO
      anything: [1, 2],
    };
    void body;
    // @ts-expect-error: input is required
    void client.POST('/chat', { body: {} });
    void client.POST('/chat', { body: { input: 'Hello', assistantId: 'a' } });

    const page = await client.GET('/v2/call', {
      params: { query: { page: 2, limit: 50, sortOrder: 'DESC', assistantId: 'a' } },
    });
    if (page.data !== undefined) {
      expectTypeOf(page.data.results[0]?.id).toEqualTypeOf<string | undefined>();
      expectTypeOf(page.data.metadata.totalItems).toBeNumber();
    }
    // @ts-expect-error: sortOrder is ASC or DESC
    void client.GET('/v2/call', { params: { query: { sortOrder: 'down' } } });
  });
});
