// How the site's browser tools launch Chromium: the end-to-end tests (playwright.config.ts) and
// `pnpm screenshots` (scripts/screenshots.mjs). The browser and the common flags are the
// repository's (scripts/chromium.mjs); the site adds a fake microphone.
import {
  CHROMIUM_ARGS as COMMON_ARGS,
  chromiumExecutablePath,
} from '../../../scripts/chromium.mjs';

export { chromiumExecutablePath };

/** The repository's flags, and a fake microphone the demo can ask for without a prompt. */
export const CHROMIUM_ARGS = Object.freeze([
  ...COMMON_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]);

/**
 * Playwright `launchOptions` for Chromium: {@link chromiumExecutablePath} and {@link CHROMIUM_ARGS}.
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumExecutablePath(env), args: [...CHROMIUM_ARGS] };
}
