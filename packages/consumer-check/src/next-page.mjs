// The built Next.js page in Chromium: the server-rendered Header, VoiceWidget and Footer are
// there, the client component hydrates, and nothing is reported on the console or the network.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumExecutablePath } from '../../../scripts/chromium.mjs';

const WAIT_MS = 20_000;

/**
 * Opens `url` and returns what went wrong (an empty list when nothing did): console errors and
 * warnings, uncaught page errors, failed requests and responses of 400 or more, and any of the
 * page's expected parts that did not appear.
 */
export async function checkPage(url) {
  const problems = [];
  const browser = await chromium.launch({
    executablePath: testChromiumExecutablePath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
    const expectations = [
      ['the header (banner)', page.getByRole('banner')],
      ['the footer (contentinfo)', page.getByRole('contentinfo')],
      [
        'the hydrated client component',
        page.locator('[data-testid="call-panel"][data-hydrated="true"]'),
      ],
      ['server-safe exports read on the server', page.getByText('true true function')],
    ];
    for (const [what, locator] of expectations) {
      try {
        await locator.waitFor({ state: 'visible', timeout: WAIT_MS });
      } catch {
        problems.push(`missing: ${what}`);
      }
    }
    // One VoiceWidget rendered by the Server Component, one inside the client component.
    const startButtons = await page.getByRole('button', { name: 'Start Voice Chat' }).count();
    if (startButtons !== 2)
      problems.push(`expected 2 VoiceWidget Start buttons, found ${startButtons}`);
  } finally {
    await browser.close();
  }
  return problems;
}
