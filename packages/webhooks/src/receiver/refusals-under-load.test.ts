import {
  uploadOnce,
  uploadRepeatedly,
  withEveryCoreBusy,
} from '@org/loopback-http/upload-under-load';
import { describe, expect, it } from 'vitest';
import { startTestReceiver } from '../../test/test-receiver';

const tenMegabytes = Buffer.alloc(10_000_000, 0x20);
const json = { 'content-type': 'application/json' };

/** A request refused before its body is read: what is sent, and the status it must get. */
interface EarlyRefusal {
  status: number;
  method: string;
  path: string;
  headers: Record<string, string>;
}

describe('the receiver, refusing an upload it has not read', () => {
  it('answers 20 uploads of 10 MB with 413 and no reset, every core busy', async () => {
    const { receiver, at } = await startTestReceiver();
    const summary = await withEveryCoreBusy(() =>
      uploadRepeatedly(at('/contact'), { count: 20, body: tenMegabytes, headers: json }),
    );
    const { statuses, resets, failures } = summary;
    expect({ statuses, resets, failures }).toEqual({
      statuses: { 413: 20 },
      resets: {},
      failures: [],
    });
    expect(receiver.deliveries()).toEqual([]);
    // About a second; the bound is for a hang (a connection that never closes).
  }, 60_000);

  it.each<EarlyRefusal>([
    {
      status: 421,
      method: 'POST',
      path: '/contact',
      headers: { ...json, host: 'attacker.example' },
    },
    { status: 400, method: 'POST', path: '//contact', headers: json },
    {
      status: 403,
      method: 'POST',
      path: '/contact',
      headers: { ...json, origin: 'http://evil.example' },
    },
    { status: 404, method: 'POST', path: '/nowhere', headers: json },
    { status: 405, method: 'PUT', path: '/contact', headers: json },
    { status: 400, method: 'DELETE', path: '/__deliveries?webhook=bogus', headers: json },
  ])(
    'answers $status to a 10 MB $method $path it refuses unread, and no reset',
    async (refusal) => {
      const { at } = await startTestReceiver();
      const outcome = await uploadOnce(at(refusal.path), {
        body: tenMegabytes,
        framing: 'content-length',
        method: refusal.method,
        headers: refusal.headers,
      });
      expect(outcome).toEqual({ kind: 'answered', status: refusal.status, connection: 'close' });
    },
  );
});
