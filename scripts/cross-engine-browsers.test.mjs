import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  firefoxExecutablePath,
  miniBrowserPath,
  missingCrossEngineBrowsers,
  webkitWebDriverPath,
} from './cross-engine-browsers.mjs';

/** A file system holding `paths` alone, with /usr/lib listing the folders they are in. */
function filesOf(...paths) {
  return {
    exists: (path) => paths.includes(path),
    list: (dir) => [
      ...new Set(
        paths
          .filter((path) => path.startsWith(`${dir}/`))
          .map((path) => path.slice(dir.length + 1).split('/')[0]),
      ),
    ],
  };
}

const DEBIAN_MACHINE = filesOf(
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/bin/Xvfb',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
);
const PATH = { PATH: '/usr/local/bin:/usr/bin' };

describe('finding the cross-engine browsers', () => {
  it("finds Debian's packages where they install them", () => {
    assert.equal(firefoxExecutablePath(PATH, DEBIAN_MACHINE), '/usr/bin/firefox-esr');
    assert.equal(webkitWebDriverPath(PATH, DEBIAN_MACHINE), '/usr/bin/WebKitWebDriver');
    assert.equal(
      miniBrowserPath(PATH, DEBIAN_MACHINE),
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    );
    assert.deepEqual(missingCrossEngineBrowsers(PATH, { debian: true, files: DEBIAN_MACHINE }), []);
  });

  it('takes FIREFOX_PATH and the WebKit variables over what it would find', () => {
    const env = {
      ...PATH,
      FIREFOX_PATH: '/opt/firefox/firefox',
      WEBKIT_WEBDRIVER_PATH: '/opt/wk/WebKitWebDriver',
      WEBKIT_MINIBROWSER_PATH: '/opt/wk/MiniBrowser',
    };
    assert.equal(firefoxExecutablePath(env, DEBIAN_MACHINE), '/opt/firefox/firefox');
    assert.equal(webkitWebDriverPath(env, DEBIAN_MACHINE), '/opt/wk/WebKitWebDriver');
    assert.equal(miniBrowserPath(env, DEBIAN_MACHINE), '/opt/wk/MiniBrowser');
  });

  it('names every missing browser in one apt-get line on Debian', () => {
    const onlyChromium = filesOf('/usr/bin/chromium');
    assert.deepEqual(missingCrossEngineBrowsers(PATH, { debian: true, files: onlyChromium }), [
      'No Firefox, WebKit, Xvfb found: the cross-engine tests of the site need them.',
      '  sudo apt-get install firefox-esr webkit2gtk-driver xvfb',
    ]);
  });

  it('says how to get each missing browser elsewhere, WebKit as WebKitGTK', () => {
    const noWebKit = filesOf('/usr/bin/firefox', '/usr/bin/Xvfb');
    const lines = missingCrossEngineBrowsers(PATH, { debian: false, files: noWebKit });
    assert.equal(lines[0], 'No WebKit found: the cross-engine tests of the site need them.');
    assert.match(lines.join('\n'), /WebKitGTK's WebKitWebDriver and its MiniBrowser/);
    assert.doesNotMatch(lines.join('\n'), /apt-get/);
  });

  it('names a FIREFOX_PATH that does not exist', () => {
    const env = { ...PATH, FIREFOX_PATH: '/nowhere/firefox' };
    assert.deepEqual(missingCrossEngineBrowsers(env, { debian: true, files: DEBIAN_MACHINE }), [
      'FIREFOX_PATH names /nowhere/firefox, which does not exist.',
    ]);
  });
});
