import { describe, expect, it } from 'vitest';
import { contactMessage } from '../test/fixtures';
import { startTestReceiver } from '../test/test-receiver';
import { sendContactMessage } from './send-contact-message';
import { WebhookError } from './webhook-error';

const sentAt = new Date('2025-01-31T09:30:00.000Z');
const now = () => sentAt;

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
    // The receiver records the message once its delay is over, if the whole request reached it
    // before the client gave up: a second is room for that on a loaded machine (at 50 ms the
    // request was sometimes cut off before its body arrived, and nothing was recorded).
    receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: 1_500 } });
    await expect(
      sendContactMessage(contactMessage(), { url: at('/contact'), timeoutMs: 1_000 }),
    ).rejects.toMatchObject({
      code: 'timeout',
    });
    await expect.poll(() => receiver.deliveries('contact').length, { timeout: 5_000 }).toBe(1);
    // A retry would have been recorded by now too: it meets no delay, and the first request's
    // ends at the latest 1.5 s after this point.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.deliveries('contact')).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    const { receiver, at } = await startTestReceiver();
    receiver.failNext({ webhook: 'contact', failure: { kind: 'delay', delayMs: 1000 } });
    const controller = new AbortController();
    const pending = sendContactMessage(contactMessage(), {
      url: at('/contact'),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});
