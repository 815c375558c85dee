import {
  uploadOnce,
  uploadRepeatedly,
  withEveryCoreBusy,
} from '@org/loopback-http/upload-under-load';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockProvider, startMockProvider } from './start-mock-provider.ts';

const token = 'pk_test';
const tenMegabytes = Buffer.alloc(10_000_000, 0x20);
const authorised = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const started: MockProvider[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((provider) => provider.close()));
});

async function start(): Promise<MockProvider> {
  const provider = await startMockProvider({ token, host: '127.0.0.1', port: 0 });
  started.push(provider);
  return provider;
}

/** A request refused before its body is read: what is sent, and the status it must get. */
interface EarlyRefusal {
  status: number;
  method: string;
  path: string;
  headers: Record<string, string>;
}

describe('the mock provider, refusing an upload it has not read', () => {
  it('answers 20 uploads of 10 MB with 413 and no reset, every core busy', async () => {
    const provider = await start();
    const summary = await withEveryCoreBusy(() =>
      uploadRepeatedly(`${provider.url}/call/web`, {
        count: 20,
        body: tenMegabytes,
        headers: authorised,
      }),
    );
    const { statuses, resets, failures } = summary;
    expect({ statuses, resets, failures }).toEqual({
      statuses: { 413: 20 },
      resets: {},
      failures: [],
    });
    // About a second; the bound is for a hang (a connection that never closes).
  }, 60_000);

  it.each<EarlyRefusal>([
    {
      status: 421,
      method: 'POST',
      path: '/call/web',
      headers: { ...authorised, host: 'attacker.example' },
    },
    { status: 400, method: 'POST', path: '//call/web', headers: authorised },
    {
      status: 403,
      method: 'OPTIONS',
      path: '/call/web',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    },
    { status: 404, method: 'POST', path: '/nowhere', headers: authorised },
    { status: 400, method: 'POST', path: '/call/%FF', headers: authorised },
    { status: 405, method: 'PUT', path: '/call/web', headers: authorised },
    {
      status: 401,
      method: 'POST',
      path: '/call/web',
      headers: { 'content-type': 'application/json' },
    },
  ])(
    'answers $status to a 10 MB $method $path it refuses unread, and no reset',
    async (refusal) => {
      const provider = await start();
      const outcome = await uploadOnce(`${provider.url}${refusal.path}`, {
        body: tenMegabytes,
        framing: 'content-length',
        method: refusal.method,
        headers: refusal.headers,
      });
      expect(outcome).toEqual({ kind: 'answered', status: refusal.status, connection: 'close' });
    },
  );
});
