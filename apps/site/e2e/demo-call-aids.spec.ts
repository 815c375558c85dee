import type { Page } from '@playwright/test';
import { autoplayRefusals, refuseAutoplayOutsideGestures } from './autoplay-policy';
import {
  demoUrl,
  emitDailyEvent,
  fakeDailyState,
  installFakeDaily,
  setAssistantLevel,
  setLocalLevel,
  setMicrophones,
  startAssistantAudio,
  watchMicrophone,
} from './demo-support';
import { expect, test } from './fixtures';
import { watchPageErrors } from './support';

// What helps during a live call on /demo (the loopback build, the one Daily fake): the silent-
// microphone line, the microphone list, and the tap that plays audio the browser refused. The
// same on the real daily-js: real-daily.spec.ts.

const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });
const SILENT = 'We can’t hear you. Check that your microphone isn’t muted, or choose another one.';
const TAP = 'Tap to hear the assistant';

/** Opens /demo with the fake, starts a call with `press`, and waits until the call is live. */
async function liveCall(page: Page, press: 'click' | 'script' = 'click'): Promise<void> {
  await watchMicrophone(page);
  await installFakeDaily(page);
  await page.goto(demoUrl({ agent: 'aids-agent' }));
  const start = widget(page).getByRole('button', { name: 'Start Voice Chat' });
  await expect(start).toBeEnabled();
  // A click dispatched by script is no input of the visitor's: the autoplay test's start.
  if (press === 'click') await start.click();
  else await start.dispatchEvent('click');
  await emitDailyEvent(page, 'app-message', { data: 'listening', fromId: 'assistant' });
  await expect(widget(page)).toHaveAttribute('data-state', 'active');
}

const calls = async (page: Page, method: string) =>
  (await fakeDailyState(page)).calls.filter((call) => call.method === method);

test.describe('/demo call aids', () => {
  test('the silent-microphone line shows after 4 s of level 0, and goes when a level rises', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await liveCall(page);
    const voice = widget(page);
    // The client starts Daily's local level observer for the aids, at 100 ms.
    await expect
      .poll(() => calls(page, 'startLocalAudioLevelObserver'))
      .toEqual([{ method: 'startLocalAudioLevelObserver', args: [100] }]);
    await setLocalLevel(page, 0);
    await page.waitForTimeout(2000);
    await expect(voice.getByText(SILENT)).toHaveCount(0);
    await expect(voice.getByText(SILENT)).toBeVisible({ timeout: 5000 });
    // In the polite live region that was there from the call's start.
    await expect(voice.getByText(SILENT)).toHaveAttribute('aria-live', 'polite');
    await setLocalLevel(page, 0.2);
    await expect(voice.getByText(SILENT)).toHaveCount(0);
    // While the assistant speaks, the visitor is listening: no line however long the silence.
    await setAssistantLevel(page, 0.5);
    await setLocalLevel(page, 0);
    await page.waitForTimeout(5000);
    await expect(voice.getByText(SILENT)).toHaveCount(0);
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    errors.assertClean();
  });

  test('the microphone list switches the input mid-call and follows devices plugged in and out', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await watchMicrophone(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: 'aids-agent' }));
    await setMicrophones(page, [
      ['default', 'Default - USB Microphone'],
      ['usb', 'USB Microphone'],
      ['headset', ''],
    ]);
    const voice = widget(page);
    await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');

    const list = voice.getByRole('combobox', { name: 'Microphone' });
    await expect(list).toBeVisible();
    // An input without a label (before the browser's permission) is named by its place.
    await expect(list.getByRole('option')).toHaveText([
      'Default - USB Microphone',
      'USB Microphone',
      'Microphone 3',
    ]);
    await expect(list).toHaveValue('default');

    await list.selectOption('headset');
    await expect
      .poll(() => calls(page, 'setInputDevicesAsync'))
      .toContainEqual({ method: 'setInputDevicesAsync', args: [{ audioDeviceId: 'headset' }] });
    await expect(list).toHaveValue('headset');
    // The call goes on: still active, the same call object, no second join.
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect((await fakeDailyState(page)).created).toBe(1);
    expect(await calls(page, 'join')).toHaveLength(1);

    // The headset is unplugged: the call falls back to the default input.
    await setMicrophones(page, [
      ['default', 'Default - USB Microphone'],
      ['usb', 'USB Microphone'],
    ]);
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect(list).toHaveValue('default');
    expect((await calls(page, 'setInputDevicesAsync')).at(-1)).toEqual({
      method: 'setInputDevicesAsync',
      args: [{ audioDeviceId: 'default' }],
    });
    // A headset plugged in joins the list; with one input left there is nothing to choose.
    await setMicrophones(page, [
      ['default', 'Default - USB Microphone'],
      ['usb', 'USB Microphone'],
      ['headset-2', 'Headset'],
    ]);
    await expect(list.getByRole('option')).toHaveCount(3);
    await setMicrophones(page, [['default', 'Default - Built-in Microphone']]);
    await expect(list).toHaveCount(0);
    await expect(voice).toHaveAttribute('data-state', 'active');
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    errors.assertClean();
  });

  test('audio the browser refused: one tap plays it, and the assistant is told', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await refuseAutoplayOutsideGestures(page);
    await liveCall(page, 'script');
    const voice = widget(page);
    await startAssistantAudio(page);
    const tap = voice.getByRole('button', { name: TAP });
    await expect(tap).toBeVisible();
    expect(await autoplayRefusals(page)).toBe(1);
    const playable = async () =>
      (await calls(page, 'sendAppMessage')).filter((call) => call.args[0] === 'playable');
    expect(await playable()).toEqual([]);
    // Nothing plays yet: the refused element is gone.
    expect(await page.evaluate(() => document.querySelectorAll('audio').length)).toBe(0);

    await tap.click();
    await expect(tap).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('audio')].map((audio) => ({
            paused: audio.paused,
            live: audio.srcObject instanceof MediaStream,
          })),
        ),
      )
      .toEqual([{ paused: false, live: true }]);
    await expect.poll(playable).toHaveLength(1);
    expect(await autoplayRefusals(page)).toBe(1);
    // The button went from under the visitor's finger: focus is on End Call, not the page.
    await expect(voice.getByRole('button', { name: 'End Call' })).toBeFocused();
    await expect(voice).toHaveAttribute('data-state', 'active');
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    // The developer log names the refusal; the visitor saw the button instead.
    errors.assertClean();
  });
});
