// How the site's browser tools launch Chromium: the end-to-end tests (playwright.config.ts) and
// `pnpm screenshots` (scripts/screenshots.mjs). The browser, the common flags and the fake
// microphone are the repository's (scripts/chromium.mjs).
import {
  CHROMIUM_ARGS as COMMON_ARGS,
  chromiumExecutablePath,
  FAKE_MICROPHONE_ARGS,
} from '../../../scripts/chromium.mjs';

export { chromiumExecutablePath };

/** The repository's flags, and a fake microphone the demo can ask for without a prompt. */
export const CHROMIUM_ARGS = Object.freeze([...COMMON_ARGS, ...FAKE_MICROPHONE_ARGS]);

/**
 * Playwright `launchOptions` for Chromium: {@link chromiumExecutablePath} and {@link CHROMIUM_ARGS}.
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumExecutablePath(env), args: [...CHROMIUM_ARGS] };
}
