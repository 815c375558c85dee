import puppeteer from 'puppeteer-core';
import { firefoxExecutablePath } from '../../../../scripts/cross-engine-browsers.mjs';
import type { Engine } from '../engine';
import { puppeteerPage } from './puppeteer-page';

/** What Firefox is launched with, beyond Puppeteer's own preferences. */
export interface FirefoxOptions {
  /**
   * A local HTTPS proxy that plays the internet: Firefox sends every https and wss request for a
   * host other than 127.0.0.1 through it (CONNECT), and trusts the certificate it presents. Only
   * the real-daily check starts one (`daily-stand-in.ts`); without it such requests fail.
   */
  internetProxyPort: number;
}

/**
 * Firefox (Debian's ESR, or FIREFOX_PATH) through Puppeteer over WebDriver BiDi, with a fake
 * microphone a page may open without a prompt. Playwright's Firefox cannot drive this ESR.
 */
export async function launchFirefox({ internetProxyPort }: FirefoxOptions): Promise<Engine> {
  const executablePath = firefoxExecutablePath();
  if (!executablePath) {
    throw new Error(
      'No Firefox: on Debian `sudo apt-get install firefox-esr`; elsewhere install Firefox and set FIREFOX_PATH.',
    );
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // The stand-in of the internet presents a certificate of its own making.
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': internetProxyPort,
      'network.proxy.share_proxy_settings': false,
    },
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    newPage: () => puppeteerPage('firefox', browser),
    close: () => browser.close(),
  };
}
