/** Chromium's flags for the site's browser tools (network quiet, fake microphone). */
export const CHROMIUM_ARGS: readonly string[];
/** CHROME_PATH, else /usr/bin/chromium when present, else Playwright's own (`undefined`). */
export function chromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
/** Playwright `launchOptions` for Chromium. */
export function chromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath: string | undefined;
  args: string[];
};
