// The one place that says which Chromium the repository's browser tools launch, and the flags
// every one of them passes: the site's end-to-end tests and screenshots, the Lighthouse bench,
// @org/ui's story tests and visual baselines, and the real-daily tests of @org/daily-fake and
// @org/voice-client. The tests launch the headless shell where there is one; the tools that
// measure or picture the whole browser, and the few tests of what only it does, launch that. Each tool adds only what is its own (headless mode for chrome-launcher, the
// fake microphone below for the tests that call).
import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`), the whole browser CI installs. */
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
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium, built
 * for automation, without the whole browser's UI layer. Playwright's own headless Chromium is
 * this build too.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The whole browser: CHROME_PATH, else Debian's Chromium when it exists, else `undefined`
 * (Playwright's own Chromium, from `playwright install chromium`). For what only the whole
 * browser does or what must measure it: Lighthouse and the phone-load bench, the site's
 * screenshots and images, the back/forward cache, a permission prompt left to the browser.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function chromiumExecutablePath(env = process.env) {
  return env.CHROME_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/**
 * The browser of the tests: CHROME_HEADLESS_SHELL_PATH, else Debian's headless shell when it
 * exists, else the whole browser ({@link chromiumExecutablePath}). The same tests, pages and
 * pixels for a fraction of the CPU: the site's axe and calculator specs (24 tests) took 78 s of
 * Chromium's CPU in the whole browser and 33 s in the headless shell, @org/ui's 131 visual
 * baselines 82 s and 60 s (and match in both), on a CPU-bound 2-core machine.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function testChromiumExecutablePath(env = process.env) {
  return (
    env.CHROME_HEADLESS_SHELL_PATH ??
    (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumExecutablePath(env))
  );
}
