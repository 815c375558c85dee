import { describe, expectTypeOf, it } from 'vitest';
import type { specOperations } from '../test/spec-operations.ts';
import { createProviderClient, type ProviderClientOptions } from './create-provider-client.ts';
import type { paths } from './provider-document.ts';

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
    expectTypeOf<keyof paths>().toEqualTypeOf<SpecOperation[1]>();
  });

  it('types path parameters and methods per path', () => {
    void client.GET('/call/{id}', { params: { path: { id: 'c1' } } });
    void client.DELETE('/org/{id}/member/{userId}/leave', {
      params: { path: { id: 'o', userId: 'u' } },
    });
    void client.PUT('/assistant/{id}', { params: { path: { id: 'a' } }, body: {} });
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

  it('leaves open the bodies provider.yaml does not detail', async () => {
    const { data } = await client.GET('/assistant');
    expectTypeOf(data).toBeUnknown();
    void client.POST('/assistant', { body: { name: 'Receptionist', anything: [1, 2] } });
    // @ts-expect-error: an open object, but an object
    void client.POST('/assistant', { body: 'Receptionist' });
  });
});
