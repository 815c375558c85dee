import { type CreateCallObject, VoiceClient } from '@org/voice-client';
import { createSimulatedCall } from '@org/voice-client/simulated';
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
    ...localSimulation(),
    ...demoTestSeam(),
  });
}

/**
 * Vite's dev server (`npm start`) has no real voice provider to talk to, so there the call is
 * simulated: the web call is still created by the local mock provider, then a scripted
 * receptionist call plays instead of a Daily room (`SimulatedCallLabel` says so on the page).
 * The test is `__SIMULATED_CALLS__` (vite.config.ts), not `import.meta.env.DEV`: every
 * `vite build` replaces it with `false`, whereas `DEV` is true in a build run with `NODE_ENV`
 * other than `production`. So the bundler drops this branch and, the package being free of side
 * effects, the simulation with it; `test/production-build.test.ts` checks the built files.
 */
function localSimulation(): { createCallObject?: CreateCallObject } {
  if (__SIMULATED_CALLS__) return { createCallObject: createSimulatedCall() };
  return {};
}
