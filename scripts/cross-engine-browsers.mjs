// Where the site's cross-engine suite (apps/site/cross-engine) finds Firefox and WebKit, and how
// to install them when they are missing: `npm test` (quickstart.mjs) names what is missing before
// it runs anything, as it does for Chromium, and the suite's engines launch what is found here.
// It imports nothing but Node itself, like quickstart.mjs.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's Firefox (`apt-get install firefox-esr`), the one CI uses. */
export const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';

/** The Debian packages that hold the cross-engine suite's browsers, one apt-get for them all. */
export const CROSS_ENGINE_DEBIAN_PACKAGES = Object.freeze([
  'firefox-esr',
  'webkit2gtk-driver',
  'xvfb',
]);

/**
 * The file system as these functions see it; tests pass their own.
 * @typedef {{ exists(path: string): boolean, list(dir: string): string[] }} FileSystem
 */

/** @type {FileSystem} */
const LOCAL_FILES = {
  exists: existsSync,
  list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
};

/**
 * The first of `names` found in a folder of PATH.
 * @param {Record<string, string | undefined>} env
 * @param {readonly string[]} names
 * @param {FileSystem} files
 */
function onPath(env, names, files) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of names) {
      if (dir && files.exists(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

/**
 * Firefox: FIREFOX_PATH, else Debian's firefox-esr, else `firefox-esr` or `firefox` on PATH.
 * @param {Record<string, string | undefined>} [env]
 * @param {FileSystem} [files]
 * @returns {string | undefined}
 */
export function firefoxExecutablePath(env = process.env, files = LOCAL_FILES) {
  if (env.FIREFOX_PATH) return env.FIREFOX_PATH;
  if (files.exists(DEBIAN_FIREFOX)) return DEBIAN_FIREFOX;
  return onPath(env, ['firefox-esr', 'firefox'], files);
}

/**
 * WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives: WEBKIT_MINIBROWSER_PATH, else the
 * one libwebkit2gtk installs under /usr/lib/<triplet>/ (Debian, Ubuntu) or /usr/libexec (Fedora).
 * @param {Record<string, string | undefined>} [env]
 * @param {FileSystem} [files]
 * @returns {string | undefined}
 */
export function miniBrowserPath(env = process.env, files = LOCAL_FILES) {
  if (env.WEBKIT_MINIBROWSER_PATH) return env.WEBKIT_MINIBROWSER_PATH;
  const apis = ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'];
  const candidates = [
    ...files
      .list('/usr/lib')
      .filter((name) => name.endsWith('-linux-gnu'))
      .flatMap((triplet) => apis.map((api) => `/usr/lib/${triplet}/${api}/MiniBrowser`)),
    ...apis.map((api) => `/usr/libexec/${api}/MiniBrowser`),
  ];
  return candidates.find((path) => files.exists(path));
}

/**
 * WebKitGTK's WebDriver: WEBKIT_WEBDRIVER_PATH, else `WebKitWebDriver` on PATH.
 * @param {Record<string, string | undefined>} [env]
 * @param {FileSystem} [files]
 * @returns {string | undefined}
 */
export function webkitWebDriverPath(env = process.env, files = LOCAL_FILES) {
  return env.WEBKIT_WEBDRIVER_PATH || onPath(env, ['WebKitWebDriver'], files);
}

/**
 * The X server MiniBrowser draws into when no display is at hand: `Xvfb` on PATH.
 * @param {Record<string, string | undefined>} [env]
 * @param {FileSystem} [files]
 * @returns {string | undefined}
 */
export function xvfbPath(env = process.env, files = LOCAL_FILES) {
  return onPath(env, ['Xvfb'], files);
}

/** How to get each browser off Debian, one hint per line. */
const FIREFOX_ELSEWHERE = [
  'Firefox: install it (https://www.mozilla.org/firefox/) and put it on PATH, or set FIREFOX_PATH.',
];
const WEBKIT_ELSEWHERE = [
  "WebKit: WebKitGTK's WebKitWebDriver and its MiniBrowser, on Linux only (your distribution's",
  '  WebKitGTK WebDriver package); set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH if they',
  "  are not where Debian puts them. Safari's safaridriver is not supported.",
];
const XVFB_ELSEWHERE = ['Xvfb: the X virtual framebuffer MiniBrowser draws into.'];

/**
 * What the cross-engine suite lacks on this machine, and how to get it: on Debian or Ubuntu one
 * apt-get line for every missing package; elsewhere a line for each missing browser. An empty
 * list when nothing is missing.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ debian?: boolean, files?: FileSystem }} [options] `debian`: whether apt-get is the way
 * @returns {string[]}
 */
export function missingCrossEngineBrowsers(env = process.env, options = {}) {
  const files = options.files ?? LOCAL_FILES;
  const debian = options.debian ?? files.exists('/etc/debian_version');
  const missing = [];
  if (env.FIREFOX_PATH && !files.exists(env.FIREFOX_PATH)) {
    return [`FIREFOX_PATH names ${env.FIREFOX_PATH}, which does not exist.`];
  }
  if (!firefoxExecutablePath(env, files)) {
    missing.push({ what: 'Firefox', debian: 'firefox-esr', elsewhere: FIREFOX_ELSEWHERE });
  }
  if (!webkitWebDriverPath(env, files) || !miniBrowserPath(env, files)) {
    missing.push({ what: 'WebKit', debian: 'webkit2gtk-driver', elsewhere: WEBKIT_ELSEWHERE });
  }
  if (!xvfbPath(env, files)) {
    missing.push({ what: 'Xvfb', debian: 'xvfb', elsewhere: XVFB_ELSEWHERE });
  }
  if (missing.length === 0) return [];
  const names = missing.map(({ what }) => what).join(', ');
  const lines = [`No ${names} found: the cross-engine tests of the site need them.`];
  if (debian) {
    lines.push(`  sudo apt-get install ${missing.map((entry) => entry.debian).join(' ')}`);
  } else {
    for (const { elsewhere } of missing) lines.push(...elsewhere.map((line) => `  ${line}`));
  }
  return lines;
}
