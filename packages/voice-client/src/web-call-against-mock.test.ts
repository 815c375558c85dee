// The web-call path of this client (start params → body → typed provider client) against the
// real mock provider, which validates each body against the provider's definition.
import { type MockProvider, startMockProvider } from '@org/provider-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebCallRequest, type StartParams } from './start-params';
import { createWebCallFunction } from './web-call';

const token = 'pk_web_call';
let provider: MockProvider;

beforeAll(async () => {
  provider = await startMockProvider({ token });
});

afterAll(async () => {
  await provider.close();
});

// The mock compiles the web call's schemas once per process (about a second on an idle machine,
// seven on a busy one): the first call waits for it, so these tests are bound at 30 s.
describe('web calls against the mock provider', () => {
  it.each<[string, StartParams]>([
    ['a room kept for reconnect', { assistant: 'asst-1', roomDeleteOnUserLeaveEnabled: false }],
    [
      "a squad with its members' overrides",
      { squad: 'squad-1', squadOverrides: { variableValues: { company: 'Acme Roofing' } } },
    ],
    ['a pinned assistant version', { assistant: 'asst-1', assistantVersion: '4' }],
  ])('creates one for %s', { timeout: 30_000 }, async (_label, params) => {
    const request = buildWebCallRequest(params);
    if (!request.ok) throw new Error(request.message);
    const create = createWebCallFunction({ baseUrl: provider.url, token });
    const result = await create(request.body, { signal: new AbortController().signal });
    expect(result).toEqual({
      data: expect.objectContaining({
        webCallUrl: expect.stringMatching(/^https:\/\/mock-provider/),
      }),
    });
  });

  it("gets the provider's refusal of a field it does not take, as a value", async () => {
    const create = createWebCallFunction({ baseUrl: provider.url, token });
    // Plain JavaScript can send it; TypeScript would not.
    const body = { assistantId: 'a', roomDeleteOnUserLeave: false } as never;
    const result = await create(body, { signal: new AbortController().signal });
    expect(result).toEqual({
      error: {
        status: 400,
        message: 'property roomDeleteOnUserLeave should not exist',
        body: expect.objectContaining({
          message: ['property roomDeleteOnUserLeave should not exist'],
        }),
      },
    });
  });
});
