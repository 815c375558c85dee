/** Chromium's flags for the site's browser tools (network quiet, fake microphone). */
export const CHROMIUM_ARGS: readonly string[];
/** The whole browser: CHROME_PATH, else /usr/bin/chromium when present, else Playwright's own (`undefined`). */
export function chromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
/** The tests' browser: Debian's headless shell when present, else the whole browser. */
export function testChromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
/** Playwright `launchOptions` for the whole browser. */
export function chromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath: string | undefined;
  args: string[];
};
/** Playwright `launchOptions` for the tests: the headless shell where there is one. */
export function testChromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath: string | undefined;
  args: string[];
};
