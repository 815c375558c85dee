/** Debian's Firefox (`apt-get install firefox-esr`), the one CI uses. */
export const DEBIAN_FIREFOX: string;
/** The Debian packages that hold the cross-engine suite's browsers. */
export const CROSS_ENGINE_DEBIAN_PACKAGES: readonly string[];
/** The file system as these functions see it; tests pass their own. */
export interface FileSystem {
  exists(path: string): boolean;
  list(dir: string): string[];
}
type Env = Record<string, string | undefined>;
/** FIREFOX_PATH, else Debian's firefox-esr, else `firefox-esr` or `firefox` on PATH. */
export function firefoxExecutablePath(env?: Env, files?: FileSystem): string | undefined;
/** WEBKIT_MINIBROWSER_PATH, else the MiniBrowser libwebkit2gtk installs. */
export function miniBrowserPath(env?: Env, files?: FileSystem): string | undefined;
/** WEBKIT_WEBDRIVER_PATH, else `WebKitWebDriver` on PATH. */
export function webkitWebDriverPath(env?: Env, files?: FileSystem): string | undefined;
/** `Xvfb` on PATH. */
export function xvfbPath(env?: Env, files?: FileSystem): string | undefined;
/** What the cross-engine suite lacks, as lines to print with how to get it; empty when nothing. */
export function missingCrossEngineBrowsers(
  env?: Env,
  options?: { debian?: boolean; files?: FileSystem },
): string[];
