import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, testChromiumExecutablePath } from '../../scripts/chromium.mjs';
import type { Engine } from '../engine';
import { puppeteerPage } from './puppeteer-page';

/**
 * Chromium through Puppeteer over CDP: the browser and flags of the Playwright suites
 * (scripts/chromium.mjs: the tests' Chromium, Debian's headless shell or the whole browser), fake microphone included.
 */
export async function launchChromium(): Promise<Engine> {
  const executablePath = testChromiumExecutablePath();
  if (!executablePath) {
    throw new Error(
      'No Chromium: set CHROME_PATH, or on Debian `sudo apt-get install chromium` (the cross-engine suite drives it with puppeteer-core, not Playwright’s own browser).',
    );
  }
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  return {
    name: 'chromium',
    version: await browser.version(),
    newPage: () => puppeteerPage('chromium', browser),
    close: () => browser.close(),
  };
}
