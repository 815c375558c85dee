/** Debian's Chromium (`apt-get install chromium`), the whole browser CI installs. */
export const DEBIAN_CHROMIUM: string;
/** Debian's headless shell (`apt-get install chromium-headless-shell`), the tests' browser. */
export const DEBIAN_HEADLESS_SHELL: string;
/** Flags every browser tool of the repository passes to Chromium. */
export const CHROMIUM_ARGS: readonly string[];
/** A fake microphone a page can ask for without a prompt (the tests that start calls). */
export const FAKE_MICROPHONE_ARGS: readonly string[];
/** The whole browser: CHROME_PATH, else Debian's Chromium when present, else `undefined` (Playwright's own). */
export function chromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
/** The tests' browser: CHROME_HEADLESS_SHELL_PATH, else Debian's headless shell when present, else the whole browser. */
export function testChromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
