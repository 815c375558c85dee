import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config';

const valid = {
  VITE_SITE_URL: 'https://www.example.com/',
  VITE_CONTACT_WEBHOOK_URL: 'https://hooks.example.com/contact',
  VITE_CALCULATOR_WEBHOOK_URL: 'https://hooks.example.com/calculator',
  VITE_VERIFY_WEBHOOK_URL: 'https://hooks.example.com/verify',
  VITE_CALL_SUMMARY_WEBHOOK_URL: 'https://hooks.example.com/call-summary',
  VITE_PROVIDER_API_URL: 'https://api.provider.example',
  VITE_PROVIDER_PUBLIC_KEY: 'pk-1234',
};

describe('parseSiteConfig', () => {
  it('accepts a complete configuration and trims trailing slashes', () => {
    const result = parseSiteConfig(valid);
    expect(result).toEqual({
      ok: true,
      config: {
        siteUrl: 'https://www.example.com',
        webhooks: {
          contact: 'https://hooks.example.com/contact',
          calculator: 'https://hooks.example.com/calculator',
          verify: 'https://hooks.example.com/verify',
          callSummary: 'https://hooks.example.com/call-summary',
        },
        provider: { apiUrl: 'https://api.provider.example', publicKey: 'pk-1234' },
        testSeams: false,
      },
    });
  });

  it('names every missing or malformed variable', () => {
    const result = parseSiteConfig({
      ...valid,
      VITE_CONTACT_WEBHOOK_URL: undefined,
      VITE_VERIFY_WEBHOOK_URL: 'javascript:alert(1)',
      VITE_TEST_SEAMS: 'yes',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'VITE_CONTACT_WEBHOOK_URL is missing: set it to an absolute http(s) URL.',
      'VITE_VERIFY_WEBHOOK_URL is malformed: "javascript:alert(1)" is not an absolute http(s) URL.',
      'VITE_TEST_SEAMS is malformed: "yes" must be "true" or "false".',
    ]);
  });

  it('refuses a private provider key', () => {
    const result = parseSiteConfig({ ...valid, VITE_PROVIDER_PUBLIC_KEY: 'sk_live_abc' });
    expect(result).toEqual({
      ok: false,
      errors: ['VITE_PROVIDER_PUBLIC_KEY looks like a private key: only the public key may ship.'],
    });
  });
});
