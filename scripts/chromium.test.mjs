import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import {
  chromiumExecutablePath,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  testChromiumExecutablePath,
} from './chromium.mjs';

test('the tests take CHROME_HEADLESS_SHELL_PATH over every other browser', () => {
  const env = { CHROME_HEADLESS_SHELL_PATH: '/opt/shell', CHROME_PATH: '/opt/chrome' };
  assert.equal(testChromiumExecutablePath(env), '/opt/shell');
  // The whole browser is still CHROME_PATH's.
  assert.equal(chromiumExecutablePath(env), '/opt/chrome');
});

test("the tests take Debian's headless shell where it is installed, else the whole browser", () => {
  const env = { CHROME_PATH: '/opt/chrome' };
  const expected = existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/opt/chrome';
  assert.equal(testChromiumExecutablePath(env), expected);
});

test("with nothing set, the whole browser is Debian's Chromium where installed, else Playwright's", () => {
  assert.equal(
    chromiumExecutablePath({}),
    existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
  );
});
