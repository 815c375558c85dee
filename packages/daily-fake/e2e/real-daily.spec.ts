import { createRequire } from 'node:module';
import {
  callMachineUrl,
  DAILY_DOMAINS,
  type DailyDomain,
  expectReleased,
  ROOM,
  routeDaily,
  type Signalling,
  standInState,
  watchMicrophone,
  watchPage,
} from '@org/daily-fake/real-daily';
import { expect, type Page, test } from '@playwright/test';

// `@org/daily-fake/real-daily` on its own, with no client of ours: the real daily-js (its UMD
// build, `window.Daily`) in Chromium joins a call through the call machine stand-in that
// `routeDaily` serves on Daily's CDN, the test plays Daily's server on the stand-in's
// signalling, and the witnesses read what is left after the call object is destroyed. With
// `c.daily.co` unreachable, daily-js loads the stand-in from the next domain, and the stand-in
// moves its room lookup and signalling there, as daily-js moves its own URLs after a fallback.
// The packages' own tests (the site's, @org/voice-client's) run their clients on the same
// tooling; this checks the tooling itself.

const DAILY_JS = createRequire(import.meta.url).resolve('@daily-co/daily-js/dist/daily.js');
const PAGE = 'https://real-daily.test/';

/** Opens an empty page on a secure origin (daily-js wants `navigator.mediaDevices`) with daily-js. */
async function openPage(page: Page): Promise<void> {
  await page.route(PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>real-daily</title>' }),
  );
  await page.goto(PAGE);
  await page.addScriptTag({ path: DAILY_JS });
}

/** In the page: a call object (bundle as a script, `avoidEval`) joins `url`; kept on `window`. */
function joinInPage(url: string): void {
  type Call = { join(options: object): Promise<unknown>; leave(): Promise<void> };
  const daily = Reflect.get(window, 'Daily') as {
    createCallObject(options: object): Call & { destroy(): Promise<void> };
  };
  const call = daily.createCallObject({ dailyConfig: { avoidEval: true } });
  Reflect.set(window, '__call', call);
  Reflect.set(
    window,
    '__joined',
    call.join({ url }).then(
      () => 'joined',
      (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
}

for (const unreachable of [[], ['daily.co']] as const satisfies readonly DailyDomain[][]) {
  const domain = DAILY_DOMAINS[unreachable.length] as DailyDomain;
  test(`the real daily-js joins through the stand-in served from c.${domain}, and leaves nothing`, async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    await watchMicrophone(page);
    const daily = await routeDaily(context, { unreachable });
    await context.grantPermissions(['microphone'], { origin: new URL(PAGE).origin });
    await openPage(page);
    expect(await standInState(page)).toBeNull();

    await page.evaluate(joinInPage, ROOM.url);
    // The bundle was asked for as a script, on each domain in daily-js's order up to the one
    // that answered; the stand-in looked the room up and signals on that domain's hosts.
    await expect.poll(() => daily.signalling.length).toBe(1);
    const server = daily.signalling[0] as Signalling;
    await expect.poll(() => server.received).toEqual([{ type: 'join', room: ROOM.name }]);
    const tried = DAILY_DOMAINS.slice(0, unreachable.length + 1);
    expect(daily.cdn).toEqual(
      tried.map((name) => ({ url: callMachineUrl(name), resourceType: 'script' })),
    );
    const host = new URL(ROOM.url).hostname.replace('daily.co', domain);
    expect(daily.roomLookups).toEqual([`https://${host}/__stand_in__/rooms/${ROOM.name}`]);
    expect(server.url).toBe(`wss://${host}/__stand_in__/signalling/${ROOM.name}`);

    // Daily's server lets the call in: daily-js's join resolves.
    server.send({ type: 'joined' });
    expect(await page.evaluate(() => Reflect.get(window, '__joined'))).toBe('joined');
    const joined = await standInState(page);
    expect(joined).toMatchObject({ loads: 1, microphone: 'live' });
    // daily-js's requests reached the stand-in: its launch configuration and the join.
    expect(joined?.received).toEqual(
      expect.arrayContaining(['iframe-launch-config', 'join-meeting']),
    );

    await page.evaluate(async () => {
      const call = Reflect.get(window, '__call') as { destroy(): Promise<void> };
      await call.destroy();
    });
    await expect.poll(() => server.closed).toBe(true);
    expect((await standInState(page))?.received).toContain('leave-meeting');
    expect((await standInState(page))?.microphone).toBe('released');
    await expectReleased(page, 'after destroy()');
    // The refused connections are the test's doing: Chromium logs each failed script.
    await watch.assertClean(
      unreachable.length > 0
        ? [/^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED$/]
        : [],
    );
  });
}
