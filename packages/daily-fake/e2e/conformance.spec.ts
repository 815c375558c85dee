import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

// The fake's behaviours that need no call machine, checked against the real daily-js in
// Chromium: the same probes run on `window.Daily` (daily-js's own UMD build, `dist/daily.js`)
// and on the fake's browser build, and must give the same answers. The call machine is Daily's
// remotely loaded bundle, so what happens after a join reaches it is out of reach here (the
// site's real-daily test covers it with a stand-in call machine).

const require = createRequire(import.meta.url);
const DAILY_JS = require.resolve('@daily-co/daily-js/dist/daily.js');
const FAKE = fileURLToPath(new URL('../dist/browser.global.js', import.meta.url));
const SEAM = '__conformanceSeam';
const PAGE = 'https://conformance.test/';

/** One probe's answer: a value, a synchronous throw, or a rejection, and the events seen. */
type Answer = { returned: unknown } | { threw: string } | { rejected: string };

async function openPage(page: Page): Promise<void> {
  // A secure origin, as the site's: daily-js wants `navigator.mediaDevices`.
  await page.route(PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>conformance</title>' }),
  );
  await page.goto(PAGE);
  await page.addScriptTag({ path: DAILY_JS });
  await page.addScriptTag({ path: FAKE });
  await page.evaluate((seam) => window.__installFakeDaily?.(seam), SEAM);
}

/**
 * Runs in the page: each probe on a fresh call object of `which` factory (destroyed after),
 * recording what it returned, threw or rejected with, and the events it delivered.
 */
function runProbes([which, seam]: readonly ['real' | 'fake', string]) {
  type Probed =
    | 'join'
    | 'sendAppMessage'
    | 'sendDTMF'
    | 'sipCallTransfer'
    | 'startRemoteParticipantsAudioLevelObserver'
    | 'startLocalAudioLevelObserver'
    | 'startRecording'
    | 'setOutputDeviceAsync'
    | 'localAudio'
    | 'meetingState'
    | 'participants'
    | 'iframe'
    | 'leave'
    | 'isDestroyed'
    | 'startScreenShare'
    | 'load';
  type Call = { [K in Probed]: (...args: unknown[]) => unknown } & {
    on(event: string, handler: (event: { action: string }) => void): unknown;
    destroy(): Promise<void>;
  };
  type Factory = { createCallObject(options?: object): Call };
  const factory = (
    which === 'real' ? Reflect.get(window, 'Daily') : Reflect.get(window, seam)
  ) as Factory;
  const watched = [
    'loading',
    'joining-meeting',
    'left-meeting',
    'error',
    'camera-error',
    'call-instance-destroyed',
  ];
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  async function answer(run: () => unknown) {
    try {
      const value = run();
      if (value instanceof Promise) {
        try {
          return { returned: await value };
        } catch (error) {
          return { rejected: messageOf(error) };
        }
      }
      return {
        returned:
          value === undefined || value === null
            ? String(value)
            : typeof value === 'object'
              ? 'object'
              : value,
      };
    } catch (error) {
      return { threw: messageOf(error) };
    }
  }
  const probes: Record<string, (call: Call) => unknown> = {
    'join() without a room URL': (call) => call.join({}),
    'sendAppMessage() before join': (call) => call.sendAppMessage({ hello: 1 }, '*'),
    'sendDTMF() before join': (call) => call.sendDTMF({ sessionId: 's', tones: '1' }),
    'sipCallTransfer() before join': (call) =>
      call.sipCallTransfer({ sessionId: 's', toEndPoint: 'sip:a@b.example' }),
    'remote level observer at 50 ms': (call) => call.startRemoteParticipantsAudioLevelObserver(50),
    'local level observer at 99 ms': (call) => call.startLocalAudioLevelObserver(99),
    'startRecording() of an invalid type': (call) => call.startRecording({ type: 'tape' }),
    'setOutputDeviceAsync() without a device': (call) =>
      call.setOutputDeviceAsync({ outputDeviceId: '' }),
    'localAudio() before join': (call) => call.localAudio(),
    'meetingState() before join': (call) => call.meetingState(),
    'participants() before join': (call) => JSON.stringify(call.participants()),
    'iframe() of a call object': (call) => call.iframe(),
    'leave() before join': (call) => call.leave(),
    'isDestroyed() before destroy': (call) => call.isDestroyed(),
    'startScreenShare() before join': (call) => call.startScreenShare(),
    'destroy() twice': async (call) => {
      await call.destroy();
      await call.destroy();
      return call.isDestroyed();
    },
  };
  return (async () => {
    const results: Record<string, { answer: Answer; events: string[] }> = {};
    for (const [name, probe] of Object.entries(probes)) {
      const call = factory.createCallObject();
      const events: string[] = [];
      for (const event of watched) call.on(event, (object) => events.push(object.action));
      const result = await answer(() => probe(call));
      await call.destroy();
      results[name] = { answer: result as Answer, events };
    }
    // The factory's own rules: one live call object; a destroyed one frees the slot.
    const first = factory.createCallObject();
    const second = await answer(() => factory.createCallObject());
    await first.destroy();
    const afterDestroy = await answer(() => factory.createCallObject());
    const destroyed = await answer(() => first.isDestroyed());
    const loadAfterDestroy = await answer(() => first.load());
    results['a second live call object'] = { answer: second as Answer, events: [] };
    results['a call object after destroy()'] = { answer: afterDestroy as Answer, events: [] };
    results['isDestroyed() after destroy'] = { answer: destroyed as Answer, events: [] };
    results['load() after destroy'] = { answer: loadAfterDestroy as Answer, events: [] };
    return results;
  })();
}

test('the fake answers every probe as the real daily-js does', async ({ page }) => {
  await openPage(page);
  const real = await page.evaluate(runProbes, ['real', SEAM] as const);
  await page.reload();
  await openPage(page);
  const fake = await page.evaluate(runProbes, ['fake', SEAM] as const);
  // The probes reach daily-js's checks: each one answered something.
  expect(Object.keys(real)).toHaveLength(20);
  expect(real['sendAppMessage() before join']?.answer).toEqual({
    threw: 'sendAppMessage() only supported after join.',
  });
  for (const name of Object.keys(real)) {
    expect.soft(fake[name], name).toEqual(real[name]);
  }
});
