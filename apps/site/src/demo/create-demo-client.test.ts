import type { VoiceClientOptions } from '@org/voice-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../site-config';
// Imported with the file, not in the test: loading the voice client (vi.mock is hoisted above
// this) took over the test's 5 s once, beside every other task of `npm test`.
import { createDemoClient } from './create-demo-client';

// What the demo hands the voice client, seen at its constructor. The client's deadlines are
// @org/voice-client's to prove (its fake-timer tests and its own real-daily fault matrix, which
// shortens them through `timeouts`); the demo's part is to leave them at their defaults, which
// the site's fault matrix (e2e/real-daily-faults.spec.ts) therefore does not wait out.

const constructed = vi.hoisted(() => [] as VoiceClientOptions[]);

vi.mock('@org/voice-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@org/voice-client')>();
  class RecordedVoiceClient extends actual.VoiceClient {
    constructor(options: VoiceClientOptions) {
      super(options);
      constructed.push(options);
    }
  }
  return { ...actual, VoiceClient: RecordedVoiceClient };
});

afterEach(() => {
  constructed.length = 0;
});

describe('createDemoClient', () => {
  it('calls the configured provider with its public key, at the client’s default deadlines', () => {
    createDemoClient();
    expect(constructed).toHaveLength(1);
    const [options] = constructed;
    expect(options).toMatchObject({
      baseUrl: siteConfig.provider.apiUrl,
      token: siteConfig.provider.publicKey,
    });
    expect(options).not.toHaveProperty('timeouts');
  });
});
