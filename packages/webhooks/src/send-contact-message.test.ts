import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClientClock, track, until } from '../test/client-clock';
import { contactMessage } from '../test/fixtures';
import { startTestReceiver } from '../test/test-receiver';
import { sendContactMessage } from './send-contact-message';
import { WebhookError } from './webhook-error';
import type { FetchLike } from './webhook-options';

const sentAt = new Date('2025-01-31T09:30:00.000Z');
const now = () => sentAt;

afterEach(() => {
  vi.useRealTimers();
});

describe('sendContactMessage against the local receiver', () => {
  it('delivers the exact contact body, with the ISO timestamp of sending', async () => {
    const { receiver, at, lines } = await startTestReceiver();
    await sendContactMessage({ ...contactMessage(), extra: 'dropped' } as never, {
      url: at('/contact'),
      now,
    });
    const [delivery, ...rest] = receiver.deliveries('contact');
    expect(rest).toEqual([]);
    expect(delivery?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phone: '555-010-2030',
      subject: 'Quote request',
      message: 'We miss calls on site.\nCan you help?',
      timestamp: '2025-01-31T09:30:00.000Z',
    });
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
  });

  it('sends an absent phone as an empty string', async () => {
    const { receiver, at } = await startTestReceiver();
    const { phone: _phone, ...withoutPhone } = contactMessage();
    await sendContactMessage(withoutPhone, { url: at('/contact'), now });
    expect(receiver.deliveries('contact')[0]?.body).toMatchObject({ phone: '' });
  });

  it('refuses an invalid message before sending anything', async () => {
    const { receiver, at } = await startTestReceiver();
    await expect(
      sendContactMessage(contactMessage({ email: 'not an email' }), { url: at('/contact') }),
    ).rejects.toMatchObject({
      code: 'invalid-body',
      issues: ['email: Please enter a valid email'],
    });
    expect(receiver.deliveries()).toEqual([]);
  });

  it('reports a scripted 500 with the server message, and records nothing', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({
      webhook: 'contact',
      failure: { kind: 'status', status: 500, message: 'Automation down' },
    });
    await expect(
      sendContactMessage(contactMessage(), { url: at('/contact') }),
    ).rejects.toMatchObject({
      code: 'http-status',
      status: 500,
      serverMessage: 'Automation down',
    });
    expect(receiver.deliveries()).toEqual([]);
  });

  it('reports a dropped connection as a network error', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'contact', failure: { kind: 'drop' } });
    const error = await sendContactMessage(contactMessage(), { url: at('/contact') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebhookError);
    expect(error).toMatchObject({ code: 'network' });
  });

  it('reports a closed port as a network error', async () => {
    const { receiver } = await startTestReceiver();
    const url = `${receiver.url}/contact`;
    await receiver.close();
    await expect(sendContactMessage(contactMessage(), { url })).rejects.toMatchObject({
      code: 'network',
    });
  });

  it('times out a slow automation and does not retry: the message arrives exactly once', async () => {
    const { receiver, at } = await startTestReceiver();
    // The receiver records the message once its delay is over, though the client has given up by
    // then. The delay is real time; the client's timeout is on the test's clock, moved once the
    // whole request is in the receiver (it has taken the plan). The delay only has to outlast that
    // step (a few ms) so that the timeout, not the answer, ends the call.
    receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: 1_000 } });
    fakeClientClock();
    let fetched = 0;
    const counting: FetchLike = (input, init) => {
      fetched += 1;
      return fetch(input, init);
    };
    const sending = track(
      sendContactMessage(contactMessage(), {
        url: at('/contact'),
        fetch: counting,
        timeoutMs: 5_000,
      }),
    );
    await until(() => receiver.pendingFailures().length === 0);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(sending.promise).rejects.toMatchObject({ code: 'timeout' });
    await until(() => receiver.deliveries('contact').length > 0);
    expect(receiver.deliveries('contact')).toHaveLength(1);
    // Nothing is sent again, however long the client's clock runs on.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetched).toBe(1);
  });

  it('stops when the caller aborts', async () => {
    const { receiver, at } = await startTestReceiver();
    // Longer than any test: the abort, not the answer, ends the call. Closing the receiver ends it.
    receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: 60_000 } });
    const controller = new AbortController();
    const pending = sendContactMessage(contactMessage(), {
      url: at('/contact'),
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await expect.poll(() => receiver.pendingFailures().length).toBe(0);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'aborted' });
  });
});
