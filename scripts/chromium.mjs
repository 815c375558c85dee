// The one place that says which Chromium the repository's browser tools launch, and the flags
// every one of them passes: the site's end-to-end tests and screenshots, the Lighthouse bench,
// @org/ui's story tests and visual baselines, and the real-daily tests of @org/daily-fake and
// @org/voice-client. Each tool adds only what is its own (headless mode for chrome-launcher, the
// fake microphone below for the tests that call).
import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`), the browser CI and the baselines use. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags that stop Chromium's own network attempts (these machines have no internet, and its
 * chatter would skew measurements), plus the two a container without user namespaces or a GPU
 * needs. Playwright adds `--no-sandbox` itself; chrome-launcher does not.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/**
 * A fake microphone (a beeping tone) that a page can ask for without a prompt: for the browser
 * tests that start calls (the site's demo, the real-daily tests of @org/daily-fake and
 * @org/voice-client).
 */
export const FAKE_MICROPHONE_ARGS = Object.freeze([
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]);

/**
 * The browser to launch: CHROME_PATH, else Debian's Chromium when it exists, else `undefined`
 * (Playwright's own Chromium, from `playwright install chromium`).
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function chromiumExecutablePath(env = process.env) {
  return env.CHROME_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}
