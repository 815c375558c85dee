// How the site's browser tools launch Chromium: the end-to-end tests (playwright.config.ts), in
// the headless shell where there is one, and `pnpm screenshots` (scripts/screenshots.mjs), in
// the whole browser. The browser, the common flags and the fake
// microphone are the repository's (scripts/chromium.mjs).
import {
  CHROMIUM_ARGS as COMMON_ARGS,
  chromiumExecutablePath,
  FAKE_MICROPHONE_ARGS,
  testChromiumExecutablePath,
} from '../../../scripts/chromium.mjs';

export { chromiumExecutablePath, testChromiumExecutablePath };

/** The repository's flags, and a fake microphone the demo can ask for without a prompt. */
export const CHROMIUM_ARGS = Object.freeze([...COMMON_ARGS, ...FAKE_MICROPHONE_ARGS]);

/**
 * Playwright `launchOptions` for the whole browser: {@link chromiumExecutablePath} and
 * {@link CHROMIUM_ARGS}. For the screenshots and images, and the tests of what the headless shell
 * does not do as the browser does: the back/forward cache (it restored no page: `persisted`
 * false, its reason `masked`) and a microphone prompt left to the browser (without the
 * fake-UI flag, the call never got past it).
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumExecutablePath(env), args: [...CHROMIUM_ARGS] };
}

/**
 * Playwright `launchOptions` for the tests: {@link testChromiumExecutablePath} (Debian's headless
 * shell where there is one) and {@link CHROMIUM_ARGS}.
 * @param {Record<string, string | undefined>} [env]
 */
export function testChromiumLaunchOptions(env = process.env) {
  return { executablePath: testChromiumExecutablePath(env), args: [...CHROMIUM_ARGS] };
}
