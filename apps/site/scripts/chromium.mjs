// The one place that says which Chromium the site's browser tools launch and with which flags:
// the end-to-end tests (playwright.config.ts) and `pnpm screenshots` (scripts/screenshots.mjs).
import { existsSync } from 'node:fs';

/**
 * Flags that stop most of Chromium's own network attempts (the machines have no internet), and
 * a fake microphone the demo can ask for without a prompt. Playwright adds `--no-sandbox` itself
 * (its `chromiumSandbox` is off by default), which a container without user namespaces needs.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]);

/**
 * The browser to launch: CHROME_PATH, else Debian's /usr/bin/chromium when it exists, else
 * `undefined`, which is Playwright's own Chromium (`playwright install chromium`).
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumExecutablePath(env = process.env) {
  return env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/**
 * Playwright `launchOptions` for Chromium: {@link chromiumExecutablePath} and {@link CHROMIUM_ARGS}.
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumExecutablePath(env), args: [...CHROMIUM_ARGS] };
}
