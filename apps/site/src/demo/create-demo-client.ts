import { VoiceClient } from '@org/voice-client';
import { siteConfig } from '../site-config';
import { demoLog } from './dev-log';
import { demoTestSeam } from './test-seam';

/**
 * The demo's voice client: the provider from the site's configuration, authorised with its
 * public key, and the developer log. daily-js is not loaded here; it loads on the first start,
 * or earlier when the visitor shows intent (`preload()`).
 */
export function createDemoClient(): VoiceClient {
  return new VoiceClient({
    baseUrl: siteConfig.provider.apiUrl,
    token: siteConfig.provider.publicKey,
    logger: demoLog,
    ...demoTestSeam(),
  });
}
