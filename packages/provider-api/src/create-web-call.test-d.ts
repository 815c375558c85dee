import { describe, expectTypeOf, it } from 'vitest';
import { createProviderClient } from './create-provider-client.ts';
import { type CreateWebCallResult, createWebCall } from './create-web-call.ts';
import type { ProviderHttpFailure } from './http-failure.ts';
import type { CreateWebCallRequest, WebCall } from './web-call.ts';

const client = createProviderClient({ baseUrl: 'http://127.0.0.1:8788', token: 'pk' });

describe('CreateWebCallRequest', () => {
  it('accepts each target, with its overrides', () => {
    const bodies: CreateWebCallRequest[] = [
      { assistantId: 'a' },
      {
        assistant: { name: 'x', firstMessage: 'Hello!' },
        assistantOverrides: { variableValues: { company: 'Acme' } },
      },
      { squadId: 's', squadOverrides: { firstMessage: 'Hi' } },
      { squad: { members: [] } },
      { workflowId: 'w', workflowOverrides: {} },
    ];
    expectTypeOf(bodies).items.toEqualTypeOf<CreateWebCallRequest>();
  });

  it("takes the provider's other fields", () => {
    void createWebCall(client, { assistantId: 'a', roomDeleteOnUserLeaveEnabled: false });
    void createWebCall(client, { assistantId: 'a', assistantVersion: '3' });
    void createWebCall(client, { assistantId: 'a', assistantVersion: null });
  });

  it('refuses wrong field types and unknown fields', () => {
    // @ts-expect-error: ids are strings
    void createWebCall(client, { assistantId: 42 });
    // @ts-expect-error: a transient assistant is an object
    void createWebCall(client, { assistant: 'receptionist' });
    // @ts-expect-error: overrides are objects
    void createWebCall(client, { assistantId: 'a', assistantOverrides: 'fast' });
    // @ts-expect-error: the field is assistantId
    void createWebCall(client, { assistantID: 'a' });
    // @ts-expect-error: not a field of the request
    void createWebCall(client, { assistantId: 'a', metadata: {} });
    // @ts-expect-error: a boolean
    void createWebCall(client, { assistantId: 'a', roomDeleteOnUserLeaveEnabled: 'no' });
    // @ts-expect-error: a squad's members are a list
    void createWebCall(client, { squad: { members: {} } });
  });

  it('is the body the typed client takes on POST /call/web', () => {
    void client.POST('/call/web', { body: { workflowId: 'w' } });
    // @ts-expect-error: the typed client refuses the same wrong bodies
    void client.POST('/call/web', { body: { squad: 'everyone' } });
    // @ts-expect-error: the body is required
    void client.POST('/call/web', {});
  });
});

describe('createWebCall', () => {
  it('resolves to the call or a failure value', () => {
    expectTypeOf(createWebCall).returns.resolves.toEqualTypeOf<CreateWebCallResult>();
    expectTypeOf(createWebCall)
      .parameter(2)
      .toEqualTypeOf<{ readonly signal?: AbortSignal } | undefined>();
  });

  it('narrows on error', async () => {
    const result = await createWebCall(client, { assistantId: 'a' });
    if (result.error) {
      expectTypeOf(result.error).toEqualTypeOf<ProviderHttpFailure>();
      expectTypeOf(result.error.status).toBeNumber();
      expectTypeOf(result.data).toBeUndefined();
    } else {
      expectTypeOf(result.data).toEqualTypeOf<WebCall>();
    }
  });

  it('types the fields the product reads', () => {
    expectTypeOf<WebCall['id']>().toBeString();
    expectTypeOf<WebCall['webCallUrl']>().toBeString();
    expectTypeOf<NonNullable<WebCall['artifactPlan']>['videoRecordingEnabled']>().toEqualTypeOf<
      boolean | undefined
    >();
    expectTypeOf<
      NonNullable<NonNullable<WebCall['assistant']>['voice']>['provider']
    >().toExtend<string>();
    expectTypeOf<NonNullable<NonNullable<WebCall['transport']>['callToken']>>().toBeString();
    // The other fields are the provider's Call's.
    expectTypeOf<'queued'>().toExtend<NonNullable<WebCall['status']>>();
    expectTypeOf<WebCall['orgId']>().toBeString();
  });
});
