/** Debian's Chromium (`apt-get install chromium`), the browser CI and the baselines use. */
export const DEBIAN_CHROMIUM: string;
/** Flags every browser tool of the repository passes to Chromium. */
export const CHROMIUM_ARGS: readonly string[];
/** A fake microphone a page can ask for without a prompt (the tests that start calls). */
export const FAKE_MICROPHONE_ARGS: readonly string[];
/** CHROME_PATH, else Debian's Chromium when present, else `undefined` (Playwright's own). */
export function chromiumExecutablePath(
  env?: Record<string, string | undefined>,
): string | undefined;
