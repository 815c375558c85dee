import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClientClock, track, until } from '../test/client-clock';
import { demoRequest } from '../test/fixtures';
import { startTestReceiver } from '../test/test-receiver';
import { requestDemo } from './request-demo';
import { MAX_REDIRECT_LENGTH } from './safe-redirect';
import { VERIFY_NETWORK_ERROR_MESSAGE, verifyErrorMessage } from './visitor-messages';

afterEach(() => {
  vi.useRealTimers();
});

describe('requestDemo against the local receiver', () => {
  it('resolves to the demo link the receiver answers, with agent and company', async () => {
    const { receiver, at } = await startTestReceiver({
      demoUrl: 'http://127.0.0.1:5173/demo/',
      demoAgentId: 'agent-7',
    });
    const url = await requestDemo(demoRequest({ address: 'Austin, TX' }), { url: at('/verify') });
    expect(url).toBe('http://127.0.0.1:5173/demo/?agent=agent-7&company=Acme%20Roofing');
    expect(receiver.deliveries('verify')[0]?.body).toEqual({
      name: 'Ada Byron',
      email: 'ada@example.com',
      company: 'Acme Roofing',
      address: 'Austin, TX',
    });
  });

  it('sends an absent address as an empty string', async () => {
    const { receiver, at } = await startTestReceiver();
    await requestDemo(demoRequest(), { url: at('/verify') });
    expect(receiver.deliveries('verify')[0]?.body).toMatchObject({ address: '' });
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/demo?agent=a1'],
    ['https://trusted.example@evil.example/demo?agent=a1'],
    [''],
    ['   '],
    [`https://example.com/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
    [`https://example.com/${'a'.repeat(MAX_REDIRECT_LENGTH * 5)}`],
  ])('refuses the reply %j as unsafe-redirect', async (body) => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'verify', failure: { kind: 'reply', body } });
    const error = await requestDemo(demoRequest(), { url: at('/verify') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unsafe-redirect', webhook: 'verify' });
    expect(verifyErrorMessage(error)).toBe(
      'There was an error processing your request: The server did not return a valid demo link. Please try again.',
    );
  });

  it('refuses a link to an origin outside allowedRedirectOrigins', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({
      webhook: 'verify',
      failure: { kind: 'reply', body: 'https://evil.example/demo' },
    });
    await expect(
      requestDemo(demoRequest(), {
        url: at('/verify'),
        allowedRedirectOrigins: ['http://127.0.0.1:5173'],
      }),
    ).rejects.toMatchObject({ code: 'unsafe-redirect' });
  });

  it('shows the server message of a non-OK reply', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({
      webhook: 'verify',
      failure: { kind: 'status', status: 400, message: 'Company not found' },
    });
    const error = await requestDemo(demoRequest(), { url: at('/verify') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'http-status', status: 400 });
    expect(verifyErrorMessage(error)).toBe(
      'There was an error processing your request: Company not found. Please try again.',
    );
  });

  it('shows the receiver refusal of a body the client would not send', async () => {
    const { at } = await startTestReceiver();
    const response = await fetch(at('/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', company: 'Acme' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'invalid-body',
      issues: ['address: Field is missing'],
    });
  });

  it('shows the network message when the connection drops', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'verify', failure: { kind: 'drop' } });
    const error = await requestDemo(demoRequest(), { url: at('/verify') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network' });
    expect(verifyErrorMessage(error)).toBe(VERIFY_NETWORK_ERROR_MESSAGE);
  });

  it('reports a reply cut short as invalid-response', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'verify', failure: { kind: 'truncate' } });
    await expect(requestDemo(demoRequest(), { url: at('/verify') })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('times out a slow automation', async () => {
    const { receiver, at } = await startTestReceiver();
    // An automation slower than any test (closing the receiver ends the delay), and a timeout on
    // the test's clock, moved once the request is in the receiver.
    receiver.failNext({ webhook: 'verify', failure: { kind: 'delay', delayMs: 60_000 } });
    fakeClientClock();
    const requesting = track(requestDemo(demoRequest(), { url: at('/verify'), timeoutMs: 50 }));
    await until(() => receiver.pendingFailures().length === 0);
    await vi.advanceTimersByTimeAsync(50);
    await expect(requesting.promise).rejects.toMatchObject({ code: 'timeout' });
  });

  it('refuses an invalid form before sending', async () => {
    const { receiver, at } = await startTestReceiver();
    const error = await requestDemo(demoRequest({ company: '' }), { url: at('/verify') }).catch(
      (e: unknown) => e,
    );
    expect(verifyErrorMessage(error)).toBe(
      'There was an error processing your request: Company name is required. Please try again.',
    );
    expect(receiver.deliveries()).toEqual([]);
  });
});
