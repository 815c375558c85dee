import { describe, expect, it } from 'vitest';
import { calculatorBody, contactMessage, demoRequest, phoneSummary } from '../test/fixtures';
import { requestCallSummary } from './request-call-summary';
import { requestDemo } from './request-demo';
import { MAX_REDIRECT_LENGTH } from './safe-redirect';
import { sendCalculatorResults } from './send-calculator-results';
import { sendContactMessage } from './send-contact-message';
import type { WebhookName } from './webhook-name';
import type { FetchLike } from './webhook-options';

/** A fetch that records what it was asked and answers `reply` with 200. */
function recordingFetch(reply = '') {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, init });
    return new Response(reply, { status: 200 });
  };
  return { fetch, requests };
}

const url = 'https://hooks.example/webhook';

// Each client with a valid and an invalid input, and the Accept header its answer needs.
const clients: {
  webhook: WebhookName;
  accept: string;
  reply: string;
  send: (valid: boolean, fetch: FetchLike) => Promise<unknown>;
}[] = [
  {
    webhook: 'contact',
    accept: '*/*',
    reply: '',
    send: (valid, fetch) =>
      sendContactMessage(contactMessage(valid ? {} : { email: 'nope' }), { url, fetch }),
  },
  {
    webhook: 'calculator',
    accept: '*/*',
    reply: '',
    send: (valid, fetch) =>
      sendCalculatorResults(valid ? calculatorBody() : { ...calculatorBody(), email: 'nope' }, {
        url,
        fetch,
      }),
  },
  {
    webhook: 'verify',
    accept: 'text/plain',
    reply: 'https://demo.example/a',
    send: (valid, fetch) =>
      requestDemo(demoRequest(valid ? {} : { email: 'nope' }), { url, fetch }),
  },
  {
    webhook: 'call-summary',
    accept: '*/*',
    reply: '',
    send: (valid, fetch) =>
      requestCallSummary(valid ? phoneSummary() : phoneSummary('555'), { url, fetch }),
  },
];

describe.each(clients)('the $webhook client', ({ webhook, accept, reply, send }) => {
  it(`posts JSON once, accepting ${accept}`, async () => {
    const { fetch, requests } = recordingFetch(reply);
    await send(true, fetch);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(url);
    expect(requests[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      credentials: 'omit',
      cache: 'no-store',
    });
  });

  it('names itself when it refuses a body, and sends nothing', async () => {
    const { fetch, requests } = recordingFetch(reply);
    await expect(send(false, fetch)).rejects.toMatchObject({
      code: 'invalid-body',
      webhook,
      message: expect.stringMatching(new RegExp(`^The ${webhook} body was refused: \\S`)),
    });
    expect(requests).toEqual([]);
  });
});

describe('requestDemo reply length', () => {
  const reply = (length: number) => `https://demo.example/${'a'.repeat(length - 21)}`;

  it('accepts a link of the longest length it allows', async () => {
    const link = reply(MAX_REDIRECT_LENGTH);
    const { fetch } = recordingFetch(link);
    await expect(requestDemo(demoRequest(), { url, fetch })).resolves.toBe(link);
  });

  it('refuses a reply longer than it reads, before looking at it', async () => {
    const { fetch } = recordingFetch(reply(MAX_REDIRECT_LENGTH * 4 + 1));
    await expect(requestDemo(demoRequest(), { url, fetch })).rejects.toMatchObject({
      code: 'unsafe-redirect',
      webhook: 'verify',
      message: "The verify webhook's reply was refused: the reply is too long",
    });
  });
});
