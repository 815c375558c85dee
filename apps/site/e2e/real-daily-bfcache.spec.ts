import { routeDaily, type Signalling, standInState, watchPage } from '@org/daily-fake/real-daily';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { PROVIDER } from './real-daily-support';
import { leaveAndComeBack } from './support';

// After a call, /demo is still a page the browser can keep in its back/forward cache: a
// visitor who ends the call, opens the privacy page and comes back finds the page as they left
// it (the transcript, the summary button) at once, not reloaded. What would take that away: a
// call object or WebSocket left open, a microphone still captured, an `unload` listener left
// behind. Playwright turns the cache off by default (`--disable-back-forward-cache`, so that
// goBack() always reaches its routes); this file turns it back on, in the whole browser: the
// headless shell the other tests run in restores no page from that cache. Chromium says why a page was
// not restored (`notRestoredReasons` of the navigation entry), which the failure message shows.
// Runs in the `real-daily` project: the production build and the real daily-js.

test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const AGENT = 'real-agent';
const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });

test('after a call, /demo stays eligible for the back/forward cache', async ({ page, context }) => {
  const watch = await watchPage(page);
  const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
  await page.goto(`/demo?agent=${AGENT}`);
  const voice = widget(page);

  // Before any call: the cache keeps the page (a baseline, so that a failure below is the call's).
  expect(await leaveAndComeBack(page)).toEqual({ persisted: true, reasons: null });

  await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect.poll(() => daily.signalling.length).toBe(1);
  const server = daily.signalling[0] as Signalling;
  await expect.poll(() => server.received.length).toBeGreaterThan(0);
  server.send({ type: 'joined' });
  server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
  await expect(voice).toHaveAttribute('data-state', 'active');
  await voice.getByRole('button', { name: 'End Call' }).click();
  await expect(voice).toHaveAttribute('data-state', 'ended');
  await expect.poll(() => server.closed).toBe(true);
  await expect.poll(async () => (await standInState(page))?.microphone).toBe('released');

  // After it: still kept, and back as it was left.
  expect(await leaveAndComeBack(page)).toEqual({ persisted: true, reasons: null });
  await expect(voice).toHaveAttribute('data-state', 'ended');
  await expect(voice.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
  await watch.assertClean();
});
