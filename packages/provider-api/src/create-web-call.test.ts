import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonReply } from '../test/fake-fetch.ts';
import { createProviderClient } from './create-provider-client.ts';
import { createWebCall } from './create-web-call.ts';
import { ProviderApiError } from './provider-api-error.ts';

const baseUrl = 'https://provider.test';
const call = {
  id: 'call-1',
  webCallUrl: 'https://room.daily.co/call-1',
  artifactPlan: { videoRecordingEnabled: true },
  assistant: { voice: { provider: 'vapi' } },
  status: 'queued',
};

function clientAnswering(answer: (request: Request) => Response | Error) {
  const fake = fakeFetch(answer);
  return { fake, client: createProviderClient({ baseUrl, token: 'key', fetch: fake.fetch }) };
}

describe('createWebCall', () => {
  it('posts the body to /call/web and resolves to the call', async () => {
    const { fake, client } = clientAnswering(() => jsonReply(201, call));

    const result = await createWebCall(client, {
      assistantId: 'asst-1',
      assistantOverrides: { variableValues: { company: 'Acme' } },
    });

    expect(result).toEqual({ data: call });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', url: `${baseUrl}/call/web` });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer key');
    expect(fake.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      assistantId: 'asst-1',
      assistantOverrides: { variableValues: { company: 'Acme' } },
    });
  });

  it('returns a 400 as a value with the reply message', async () => {
    const body = { statusCode: 400, message: 'body must match exactly one schema in oneOf.' };
    const { client } = clientAnswering(() => jsonReply(400, body));

    const result = await createWebCall(client, { squadId: 's1' });

    expect(result).toEqual({
      error: { status: 400, message: 'body must match exactly one schema in oneOf.', body },
    });
  });

  it('returns a 401 as a value', async () => {
    const { client } = clientAnswering(() => jsonReply(401, { message: 'Invalid key' }));
    const result = await createWebCall(client, { workflowId: 'w1' });
    expect(result.error?.status).toBe(401);
    expect(result.error?.message).toBe('Invalid key');
  });

  it('returns a text error reply as a value with its text', async () => {
    const { client } = clientAnswering(
      () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const result = await createWebCall(client, { assistantId: 'a' });
    expect(result).toEqual({ error: { status: 502, message: 'Bad Gateway', body: 'Bad Gateway' } });
  });

  it('returns an empty error reply as a value named by its status', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 500 }));
    const result = await createWebCall(client, { assistantId: 'a' });
    expect(result).toEqual({ error: { status: 500, message: 'HTTP 500', body: '' } });
  });

  const NOT_A_CALL = 'The voice provider answered without a call id and webCallUrl.';
  const NOT_JSON = 'The voice provider answered with a body that is not JSON.';
  it.each([
    ['a body without webCallUrl', () => jsonReply(201, { id: 'c1' }), { id: 'c1' }, NOT_A_CALL],
    ['a JSON string', () => jsonReply(201, 'call'), 'call', NOT_A_CALL],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), '<html>', NOT_JSON],
    ['no body', () => new Response(null, { status: 204 }), '', NOT_JSON],
  ])('returns a 2xx with %s as a failure value', async (_label, reply, body, message) => {
    const { client } = clientAnswering(reply);
    const result = await createWebCall(client, { assistantId: 'a' });
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ message, body });
  });

  it('throws a network error, keeping the cause, when fetch fails', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientAnswering(() => cause);

    const failure = await createWebCall(client, { assistantId: 'a' }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ProviderApiError);
    expect(failure).toMatchObject({
      code: 'network',
      message: 'The voice provider could not be reached.',
      cause,
    });
  });

  it('throws a network error when the signal aborts the request', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering((request) => {
      controller.abort();
      return request.signal.aborted
        ? new DOMException('aborted', 'AbortError')
        : jsonReply(201, call);
    });

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
    expect((failure as ProviderApiError).cause).toBeInstanceOf(DOMException);
  });
});
