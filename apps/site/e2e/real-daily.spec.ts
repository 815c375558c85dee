import {
  audioProcessorUrl,
  callMachineUrl,
  DAILY_DOMAINS,
  type DailyDomain,
  type DailyRoutes,
  expectReleased,
  microphoneRequests,
  ROOM,
  routeDaily,
  type Signalling,
  standInState,
  watchMicrophone,
  watchPage,
  windowMessagesHandled,
} from '@org/daily-fake/real-daily';
import { SILENT_MICROPHONE_MS } from '@org/voice-client/call-aids';
import type { BrowserContext, Page } from '@playwright/test';
import { autoplayRefusals, refuseAutoplayOutsideGestures } from './autoplay-policy';
import { expect, test } from './fixtures';
import { PROVIDER } from './real-daily-support';
import { typeIntoTheCall, withMicrophoneDenied } from './support';

// The demo on the real call stack: the production build (`build:bench`: no test seam) served
// with its own _headers, the real daily-js and @org/voice-client, no fake call object. Only
// what lies beyond the page is played by the test: the provider's `POST /call/web`, and Daily
// (its CDN serves the call machine stand-in of `@org/daily-fake/real-daily`, its hosts the
// stand-in's room lookup and signalling). Runs in the `real-daily` project (playwright.config.ts).

const AGENT = 'real-agent';
const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });

/**
 * Presses Start and checks what reaches the provider (`body`: the web call /demo sends without a
 * company) and Daily's CDN until the join. With `gesture: false` the press is a click event sent
 * by script, which gives the page no user activation.
 */
async function startCall(
  page: Page,
  daily: DailyRoutes,
  domain: DailyDomain,
  body: Record<string, unknown> = { assistantId: AGENT },
  { gesture = true }: { gesture?: boolean } = {},
): Promise<Signalling> {
  const voice = widget(page);
  const start = voice.getByRole('button', { name: 'Start Voice Chat' });
  await (gesture ? start.click() : start.dispatchEvent('click'));
  await expect(voice).toHaveAttribute('data-state', 'connecting');

  // The web call, with the build's public key.
  await expect.poll(() => daily.webCalls.length).toBe(1);
  expect(daily.webCalls[0]).toEqual({
    authorization: `Bearer ${PROVIDER.publicKey}`,
    body,
  });

  // daily-js asked for its call machine as a script (avoidEval), never with fetch.
  await expect
    .poll(() => daily.cdn)
    .toContainEqual({ url: callMachineUrl(domain), resourceType: 'script' });
  expect(daily.cdn.filter((request) => request.resourceType !== 'script')).toEqual([]);

  // The call machine looked the room up and opened its signalling on Daily's hosts.
  await expect.poll(() => daily.signalling.length).toBe(1);
  const server = daily.signalling[0] as Signalling;
  await expect.poll(() => server.received).toEqual([{ type: 'join', room: ROOM.name }]);
  const host = new URL(ROOM.url).hostname.replace('daily.co', domain);
  expect(daily.roomLookups).toEqual([`https://${host}/__stand_in__/rooms/${ROOM.name}`]);
  expect(server.url).toBe(`wss://${host}/__stand_in__/signalling/${ROOM.name}`);
  // Connecting until Daily's server lets the visitor in and the assistant says it listens.
  await expect(voice).toHaveAttribute('data-state', 'connecting');
  return server;
}

test.describe('/demo with the real daily-js, under the production build’s headers', () => {
  test('a whole call: the bundle loads as a script, the assistant listens, the visitor hangs up', async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
    await page.goto(`/demo?agent=${AGENT}&company=Acme%20Roofing`);
    const voice = widget(page);
    await expect(voice.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
    // Nothing of Daily before the visitor shows intent.
    expect(daily.cdn).toEqual([]);

    const server = await startCall(page, daily, 'daily.co', {
      assistantId: AGENT,
      assistantOverrides: { variableValues: { company: 'Acme Roofing' } },
    });
    server.send({ type: 'joined' });

    // The stages after the join reach the call machine: the level observer and noise
    // cancellation, whose processor loads as a script beside the bundle and runs.
    await expect
      .poll(async () => (await standInState(page))?.received)
      .toEqual(
        expect.arrayContaining([
          'join-meeting',
          'start-remote-participants-audio-level-observer',
          'update-input-settings',
        ]),
      );
    await expect.poll(async () => (await standInState(page))?.audioProcessor).toBe('ran');
    // The warm-up had the call machine open the microphone before the join (startCamera()).
    const received = (await standInState(page))?.received ?? [];
    expect(received.indexOf('start-camera')).toBeGreaterThanOrEqual(0);
    expect(received.indexOf('start-camera')).toBeLessThan(received.indexOf('join-meeting'));
    expect(daily.cdn).toContainEqual({
      url: audioProcessorUrl('daily.co'),
      resourceType: 'script',
    });
    expect((await standInState(page))?.microphone).toBe('live');

    // The assistant listens: the call is active; its voice level moves the visualiser.
    server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(voice.getByText('Speaking with your AI receptionist...')).toBeVisible();
    // Levels arrive every 100 ms while the observer runs, as Daily reports them.
    const levels = setInterval(
      () => server.send({ type: 'audio-level', levels: { assistant: 0.2 } }),
      100,
    );
    try {
      await expect(page.locator('.demo-call')).toHaveAttribute('data-speaking', 'true');
    } finally {
      clearInterval(levels);
    }

    // The visitor hangs up: daily-js leaves the room, the microphone is released.
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(voice.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
    await expect.poll(() => server.closed).toBe(true);
    expect((await standInState(page))?.received).toContain('leave-meeting');
    expect((await standInState(page))?.microphone).toBe('released');
    // One bundle load, from the first domain; nothing else asked of Daily's CDN.
    expect(daily.cdn.map((request) => request.url)).toEqual([
      callMachineUrl('daily.co'),
      audioProcessorUrl('daily.co'),
    ]);
    await watch.assertClean();
  });

  test('cancel while connecting: daily-js lets go of the call and the microphone; Start again joins', async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
    await page.goto(`/demo?agent=${AGENT}`);
    const voice = widget(page);
    await expect(voice.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();

    // Connecting: daily-js has the microphone and waits for Daily's server to let it in.
    const first = await startCall(page, daily, 'daily.co');
    expect((await standInState(page))?.microphone).toBe('live');
    await voice.getByRole('button', { name: 'Cancel' }).click();
    await expect(voice).toHaveAttribute('data-state', 'idle');
    // The call object is destroyed: its signalling is closed and the microphone released.
    await expect.poll(() => first.closed).toBe(true);
    await expect.poll(async () => (await standInState(page))?.microphone).toBe('released');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // daily-js allows one call object per page: the second start gets one, and joins.
    await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
    await expect.poll(() => daily.signalling.length).toBe(2);
    const second = daily.signalling[1] as Signalling;
    await expect.poll(() => second.received).toEqual([{ type: 'join', room: ROOM.name }]);
    second.send({ type: 'joined' });
    second.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect((await standInState(page))?.microphone).toBe('live');
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect.poll(async () => (await standInState(page))?.microphone).toBe('released');
    await watch.assertClean();
  });

  test('a device without a microphone: daily-js reports camera-error, and the call goes on by text', async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
    await watchMicrophone(page, { missing: true });
    await page.goto(`/demo?agent=${AGENT}`);
    const voice = widget(page);
    const server = await startCall(page, daily, 'daily.co');

    // The call machine asked as the join began, found none, and said so as Daily does
    // (camera-error of type not-found); the join goes on, and so does the call.
    const line = voice.getByText(
      'We couldn’t find a microphone, so we can’t hear you. Type your messages instead.',
    );
    await expect(line).toBeVisible();
    expect((await standInState(page))?.microphone).toBe('missing');
    // The warm-up's request and the call machine's.
    expect(await microphoneRequests(page)).toBe(2);
    server.send({ type: 'joined' });
    server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(voice.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect.poll(() => server.closed).toBe(true);
    await expectReleased(page, 'after the call by text');
    await watch.assertClean();
  });

  for (const domain of DAILY_DOMAINS.slice(1)) {
    const tried = DAILY_DOMAINS.slice(0, DAILY_DOMAINS.indexOf(domain) + 1);
    const unreachable = tried.slice(0, -1);
    test(`without ${unreachable.map((name) => `c.${name}`).join(' and ')}, daily-js loads the bundle from c.${domain}, still as a script`, async ({
      page,
      context,
    }) => {
      const watch = await watchPage(page);
      const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl, unreachable });
      await page.goto(`/demo?agent=${AGENT}`);
      await expect(widget(page).getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();

      const server = await startCall(page, daily, domain);
      // daily-js tried the domains in its order, each once, each as a script.
      expect(daily.cdn.map((request) => request.url)).toEqual(tried.map(callMachineUrl));
      server.send({ type: 'joined' });
      server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
      await expect(widget(page)).toHaveAttribute('data-state', 'active');
      await widget(page).getByRole('button', { name: 'End Call' }).click();
      await expect(widget(page)).toHaveAttribute('data-state', 'ended');
      // The refused connections are the test's doing: Chromium logs each failed script.
      await watch.assertClean([
        /^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
      ]);
    });
  }
});

/**
 * Opens /demo on the production build with Daily routed and the page watched (`prepare` runs
 * first, for init scripts), and starts a call until the assistant listens. `gesture: false`
 * presses Start with a click event sent by script, which gives the page no user activation.
 */
async function liveCall(
  page: Page,
  context: BrowserContext,
  { gesture = true, prepare }: { gesture?: boolean; prepare?: (page: Page) => Promise<void> } = {},
): Promise<{
  server: Signalling;
  daily: DailyRoutes;
  watch: Awaited<ReturnType<typeof watchPage>>;
}> {
  const watch = await watchPage(page);
  const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
  await watchMicrophone(page);
  await prepare?.(page);
  await page.goto(`/demo?agent=${AGENT}`);
  const server = await startCall(page, daily, 'daily.co', undefined, { gesture });
  server.send({ type: 'joined' });
  server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
  await expect(widget(page)).toHaveAttribute('data-state', 'active');
  return { server, daily, watch };
}

/**
 * Hangs up: the call ends, daily-js lets go of it and of every microphone, and the page saw no
 * error and no policy violation.
 */
async function hangUp(
  page: Page,
  { server, watch }: Awaited<ReturnType<typeof liveCall>>,
): Promise<void> {
  const voice = widget(page);
  await voice.getByRole('button', { name: 'End Call' }).click();
  await expect(voice).toHaveAttribute('data-state', 'ended');
  await expect.poll(() => server.closed).toBe(true);
  await expectReleased(page, 'after the call');
  expect((await standInState(page))?.microphone).toBe('released');
  await watch.assertClean();
}

/** Every microphone track the page obtained (watchMicrophone): its device's label and state. */
function microphoneTracksByLabel(page: Page): Promise<{ label: string; state: string }[]> {
  return page.evaluate(() =>
    (window.__microphone?.tracks ?? []).map((track) => ({
      label: track.label,
      state: track.readyState,
    })),
  );
}

/**
 * Makes the page's live microphone tracks give silence (`enabled = false`), as a muted headset or
 * a dead input does, or sound again.
 */
function silenceMicrophone(page: Page, silent: boolean): Promise<void> {
  return page.evaluate((off) => {
    for (const track of window.__microphone?.tracks ?? []) track.enabled = !off;
  }, silent);
}

/**
 * Lets the test unplug an audio input, which no device here can do: the device list is the only
 * part faked. `window.__unplug(label)` drops that input from `enumerateDevices()` and dispatches a
 * real `devicechange` event on `navigator.mediaDevices`, which daily-js listens to.
 */
async function allowUnplugging(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const unplugged = new Set<string>();
    const enumerate = devices.enumerateDevices.bind(devices);
    devices.enumerateDevices = async () =>
      (await enumerate()).filter(
        (device) => !(device.kind === 'audioinput' && unplugged.has(device.label)),
      );
    Reflect.set(window, '__unplug', (label: string) => {
      unplugged.add(label);
      devices.dispatchEvent(new Event('devicechange'));
    });
  });
}

const SILENT_MICROPHONE =
  'We can’t hear you. Check that your microphone isn’t muted, or choose another one.';

test.describe('/demo’s call aids with the real daily-js, on the production build', () => {
  test('the silent-microphone line shows once the microphone gave nothing for 4 s, and goes when it gives sound', async ({
    page,
    context,
  }) => {
    // The 4 s pass on the page's clock, which the test moves on once the level is 0: the rule
    // itself is @org/voice-client's, on fake timers (src/call-aids/call-aids.test.ts); here, the
    // real daily-js's level observer feeding it.
    await page.clock.install();
    const call = await liveCall(page, context);
    const voice = widget(page);
    const line = voice.getByText(SILENT_MICROPHONE);

    // daily-js asked the call machine for the local levels: the fake microphone beeps.
    const level = async () => (await standInState(page))?.localAudioLevel ?? null;
    await expect.poll(level).toBeGreaterThan(0.0001);
    await expect(line).toHaveCount(0);

    // The microphone goes dead: level 0, and after 4 s the line, in the polite live region.
    await silenceMicrophone(page, true);
    await expect.poll(level).toBe(0);
    await page.clock.runFor(SILENT_MICROPHONE_MS + 500);
    await expect(line).toBeVisible();
    await expect(voice.locator('[aria-live="polite"]', { hasText: SILENT_MICROPHONE })).toHaveCount(
      1,
    );

    // It gives sound again: the line goes; the call went on throughout.
    await silenceMicrophone(page, false);
    await expect(line).toHaveCount(0);
    expect(await level()).toBeGreaterThan(0.0001);
    await expect(voice).toHaveAttribute('data-state', 'active');

    await hangUp(page, call);
  });

  test('the microphone track ending mid-call: the default opens, a line says so, the call goes on', async ({
    page,
    context,
  }) => {
    const call = await liveCall(page, context);
    const voice = widget(page);
    // The track the call sends ends, as when a headset disconnects or the system takes the input
    // back: it is stopped, and the browser's `ended` is fired on it (no test can make a device
    // end a track, and `stop()` alone fires nothing).
    await page.evaluate(() => {
      const live = (window.__microphone?.tracks ?? []).filter((t) => t.readyState === 'live');
      for (const track of live) {
        track.stop();
        track.dispatchEvent(new Event('ended'));
      }
    });
    await expect(
      voice.locator('[aria-live="polite"]', {
        hasText: 'Your microphone was disconnected, so the call switched to the default one.',
      }),
    ).toBeVisible();
    await expect.poll(async () => (await standInState(page))?.audioDevices).toEqual(['default']);
    await expect
      .poll(async () => (await microphoneTracksByLabel(page)).filter((t) => t.state === 'live'))
      .toEqual([{ label: 'Fake Default Audio Input', state: 'live' }]);
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect(call.server.closed).toBe(false);
    await hangUp(page, call);
  });

  test('the microphone list: switching mid-call keeps the call; the input in use unplugged, the default takes over', async ({
    page,
    context,
  }) => {
    const call = await liveCall(page, context, { prepare: allowUnplugging });
    const { server } = call;
    const voice = widget(page);

    // Chromium's fake inputs, from daily-js's enumerateDevices(); getInputDevices() names the
    // default as the one in use.
    const picker = voice.getByRole('combobox', { name: 'Microphone' });
    await expect(picker.locator('option')).toHaveText([
      'Fake Default Audio Input',
      'Fake Audio Input 1',
      'Fake Audio Input 2',
    ]);
    await expect(picker).toHaveValue('default');
    expect(await microphoneTracksByLabel(page)).toContainEqual({
      label: 'Fake Default Audio Input',
      state: 'live',
    });

    // Input 2: the call machine opens it and stops the microphone it replaces; the call goes on.
    const second = await picker
      .locator('option', { hasText: 'Fake Audio Input 2' })
      .getAttribute('value');
    expect(second).not.toBe('default');
    await picker.selectOption({ label: 'Fake Audio Input 2' });
    await expect.poll(async () => (await standInState(page))?.audioDevices).toEqual([second]);
    await expect
      .poll(async () => (await microphoneTracksByLabel(page)).filter((t) => t.state === 'live'))
      .toEqual([{ label: 'Fake Audio Input 2', state: 'live' }]);
    await expect(picker).toHaveValue(second as string);
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect(server.closed).toBe(false);
    expect((await standInState(page))?.received).not.toContain('leave-meeting');

    // Input 2 is unplugged: daily-js re-lists the inputs, the list follows and the default takes
    // over, opened by the call machine; the call goes on.
    await page.evaluate(() =>
      (Reflect.get(window, '__unplug') as (label: string) => void)('Fake Audio Input 2'),
    );
    await expect(picker.locator('option')).toHaveText([
      'Fake Default Audio Input',
      'Fake Audio Input 1',
    ]);
    await expect(picker).toHaveValue('default');
    await expect
      .poll(async () => (await standInState(page))?.audioDevices)
      .toEqual([second, 'default']);
    await expect
      .poll(async () => (await microphoneTracksByLabel(page)).filter((t) => t.state === 'live'))
      .toEqual([{ label: 'Fake Default Audio Input', state: 'live' }]);
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect(server.closed).toBe(false);
    // One polite line says which microphone the call goes on with.
    await expect(
      voice.locator('[aria-live="polite"]', {
        hasText: 'Your microphone was disconnected, so the call switched to the default one.',
      }),
    ).toBeVisible();

    await hangUp(page, call);
  });

  test('an autoplay refusal shows Tap to hear the assistant; a tap plays it', async ({
    page,
    context,
  }) => {
    // Started by a click event sent by script: the page has no user activation.
    const call = await liveCall(page, context, {
      gesture: false,
      prepare: refuseAutoplayOutsideGestures,
    });
    const { server } = call;
    const voice = widget(page);
    const playing = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('audio')]
          .filter((audio) => !audio.paused)
          .map((audio) => audio.dataset.participantId),
      );
    const playable = () =>
      server.received.filter(
        (message) => message.type === 'app-message' && message.data === 'playable',
      );

    // The assistant joins: daily-js reports its audio track started, the browser refuses to
    // play it, and the widget offers the tap.
    server.send({ type: 'participant-joined', sessionId: 'assistant' });
    await expect
      .poll(() => autoplayRefusals(page), { message: 'the browser refused to play' })
      .toBeGreaterThan(0);
    const tap = voice.getByRole('button', { name: 'Tap to hear the assistant' });
    await expect(tap).toBeVisible();
    const refusals = await autoplayRefusals(page);
    expect(await playing()).toEqual([]);
    expect(playable()).toEqual([]);

    // A real tap: it plays, and the assistant is told.
    await tap.click();
    await expect(tap).toHaveCount(0);
    // The button went from under the visitor's finger: focus is on End Call, not the page.
    await expect(voice.getByRole('button', { name: 'End Call' })).toBeFocused();
    await expect.poll(playing).toEqual(['assistant']);
    expect(await autoplayRefusals(page)).toBe(refusals);
    await expect.poll(() => playable().length).toBe(1);
    await expect(voice).toHaveAttribute('data-state', 'active');

    await hangUp(page, call);
  });
});

test.describe('/demo with the real daily-js: type or talk', () => {
  const ASSISTANT_REPLY =
    'We are open Monday to Friday from 7 am to 6 pm, and Saturday from 8 am to noon.';

  /**
   * The visitor types `text` into the call's box and sends it with Enter: it reaches Daily's
   * server as the app message the assistant reads (Vapi's `add-message`, the visitor's turn),
   * shows in the captions at once, and the box is empty and keeps focus.
   */
  async function typeToTheAssistant(page: Page, server: Signalling, text: string) {
    const voice = widget(page);
    await typeIntoTheCall(voice, text);
    await expect
      .poll(() =>
        server.received.flatMap((signal) =>
          signal.type === 'app-message' && typeof signal.data === 'string'
            ? [JSON.parse(signal.data)]
            : [],
        ),
      )
      .toContainEqual({
        type: 'add-message',
        message: { role: 'user', content: text },
        triggerResponseEnabled: true,
      });
    // The assistant answers as it answers speech: its final transcript, over Daily.
    server.send({
      type: 'app-message',
      data: JSON.stringify({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: ASSISTANT_REPLY,
      }),
      fromId: 'assistant',
    });
    await expect(voice.getByRole('log', { name: 'Live captions' })).toContainText(
      `Assistant: ${ASSISTANT_REPLY}`,
    );
  }

  test('a typed message reaches the assistant as an add-message, shows in the captions, and its reply shows', async ({
    page,
    context,
  }) => {
    const call = await liveCall(page, context);
    // By voice, and the box too: the visitor may type as well as talk.
    await expect(widget(page).getByRole('button', { name: 'Mute' })).toBeVisible();
    await typeToTheAssistant(page, call.server, 'What are your hours?');
    await hangUp(page, call);
  });

  test('the microphone prompt denied (no fake-UI flag): the call goes on by text, and End Call leaves nothing running', async ({
    playwright,
    baseURL,
  }) => {
    await withMicrophoneDenied(playwright.chromium, baseURL, async (page, context) => {
      const watch = await watchPage(page);
      const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
      // Counts the page's requests; the browser itself answers them.
      await watchMicrophone(page);
      await page.goto(`/demo?agent=${AGENT}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const voice = widget(page);

      const server = await startCall(page, daily, 'daily.co');
      // The warm-up's request and the call machine's, both refused by the browser; daily-js
      // reported it (camera-error) and joined on without audio.
      await expect.poll(() => microphoneRequests(page)).toBe(2);
      expect(
        await page.evaluate(async () => {
          const status = await navigator.permissions.query({ name: 'microphone' as never });
          return status.state;
        }),
      ).toBe('denied');
      const line = voice.getByText(
        'You blocked the microphone, so we can’t hear you. Type your messages instead.',
      );
      await expect(line).toBeVisible();
      expect((await standInState(page))?.microphone).toBe('refused');
      server.send({ type: 'joined' });
      server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
      await expect(voice).toHaveAttribute('data-state', 'active');
      await expect(line).toBeVisible();
      await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);

      await typeToTheAssistant(page, server, 'Do you fix gutters?');

      await voice.getByRole('button', { name: 'End Call' }).click();
      await expect(voice).toHaveAttribute('data-state', 'ended');
      await expect(line).toHaveCount(0);
      await expect.poll(() => server.closed).toBe(true);
      await expectReleased(page, 'after the call by text');
      expect(await page.evaluate(() => window.__microphone?.tracks.length)).toBe(0);
      await watch.assertClean();
    });
  });

  test('Type instead: nothing asks for the microphone, the call joins without one, and the box works', async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    const daily = await routeDaily(context, { providerApiUrl: PROVIDER.apiUrl });
    await watchMicrophone(page);
    await page.goto(`/demo?agent=${AGENT}`);
    const voice = widget(page);
    await voice.getByRole('button', { name: 'Type instead' }).click();
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    await expect.poll(() => daily.signalling.length).toBe(1);
    const server = daily.signalling[0] as Signalling;
    await expect.poll(() => server.received).toEqual([{ type: 'join', room: ROOM.name }]);
    server.send({ type: 'joined' });
    server.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect(await microphoneRequests(page)).toBe(0);
    expect((await standInState(page))?.microphone).toBe('none');
    // No microphone: no noise cancellation asked of the call machine, no processor loaded.
    expect((await standInState(page))?.received).not.toContain('update-input-settings');
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await typeToTheAssistant(page, server, 'How much is a roof inspection?');
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect.poll(() => server.closed).toBe(true);
    await expectReleased(page, 'after the call by text');
    await watch.assertClean();
  });
});

const RECONNECTING = 'Reconnecting… the call will continue when your connection is back.';
const DROPPED = 'The call dropped because the connection was lost.';
/** The engine's grace before an interruption shows (@org/voice-client's connection-watch.ts). */
const GRACE_MS = 1_000;

/** A line the assistant says, over Daily: its final transcript, which the captions show. */
function assistantSays(server: Signalling, transcript: string): void {
  server.send({
    type: 'app-message',
    data: JSON.stringify({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript,
    }),
    fromId: 'assistant',
  });
}

/** The stand-in's signalling reached `state`, and daily-js (and the client) heard it. */
async function signallingIs(page: Page, state: 'connected' | 'interrupted' | 'ejected') {
  await expect.poll(async () => (await standInState(page))?.signalling).toBe(state);
  await windowMessagesHandled(page);
}

test.describe('/demo’s call through a lost connection, with the real daily-js on the production build', () => {
  // The engine's grace, the stand-in's retries and Daily's 20 s run on the page's clock, stopped
  // once the call is live and moved on by the test: each bound is counted on it, not on a busy
  // machine's. The rules themselves are @org/voice-client's (src/connection.test.ts).
  test('a cut of the signalling for 5 s: the line after its grace, gone on the restore, the same call', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const call = await liveCall(page, context);
    const { server, daily } = call;
    const voice = widget(page);
    const line = voice.getByText(RECONNECTING);
    assistantSays(server, 'How can I help?');
    await typeIntoTheCall(voice, 'My roof leaks.');
    const captions = voice.getByRole('log', { name: 'Live captions' });
    await expect(captions).toContainText('How can I help?');
    await expect(captions).toContainText('My roof leaks.');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // The cut: the stand-in is interrupted at once; the line shows when the grace is over.
    daily.signallingCut.cut();
    await signallingIs(page, 'interrupted');
    await page.clock.runFor(GRACE_MS - 1);
    await expect(line).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(line).toBeVisible();
    await expect(voice.locator('[aria-live="polite"]', { hasText: RECONNECTING })).toHaveCount(1);
    await expect(voice).toHaveAttribute('data-connection', 'reconnecting');
    await expect(voice.locator('.org-status-dot')).toHaveAttribute('data-state', 'connecting');
    // The call is kept: its captions, the visitor's line, the box, End Call.
    await expect(captions).toContainText('My roof leaks.');
    await expect(voice.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
    await page.clock.runFor(5_000 - GRACE_MS);
    await expect(line).toBeVisible();

    // The restore: the stand-in's next try (every 250 ms) gets back in; the line goes.
    daily.signallingCut.restore();
    await page.clock.runFor(250);
    await signallingIs(page, 'connected');
    await expect(line).toHaveCount(0);
    await expect(voice).not.toHaveAttribute('data-connection');
    // The same call: one web call, one join; the captions as they were, and the call goes on.
    expect(daily.webCalls).toHaveLength(1);
    const received = (await standInState(page))?.received ?? [];
    expect(received.filter((request) => request === 'join-meeting')).toHaveLength(1);
    const back = daily.signalling.at(-1) as Signalling;
    expect(back.received).toEqual([{ type: 'rejoin', room: ROOM.name }]);
    assistantSays(back, 'Glad you are back.');
    await expect(captions).toContainText('Glad you are back.');
    await expect(captions).toContainText('My roof leaks.');
    await page.clock.resume();
    await hangUp(page, { ...call, server: back });
  });

  test('a blip under the grace shows nothing; the browser going offline shows the line at once', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const call = await liveCall(page, context);
    const { daily } = call;
    const voice = widget(page);
    const line = voice.getByText(RECONNECTING);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // 300 ms without signalling: back on the stand-in's second try, inside the grace.
    daily.signallingCut.cut();
    await signallingIs(page, 'interrupted');
    await page.clock.runFor(300);
    daily.signallingCut.restore();
    await page.clock.runFor(250);
    await signallingIs(page, 'connected');
    await page.clock.runFor(GRACE_MS * 3);
    await expect(voice).not.toHaveAttribute('data-connection');
    await expect(line).toHaveCount(0);

    // Offline: the browser says so, and the line shows without a moment of the clock.
    await context.setOffline(true);
    await expect(line).toBeVisible();
    await context.setOffline(false);
    await page.clock.runFor(250);
    await expect(line).toHaveCount(0);
    await page.clock.resume();
    await hangUp(page, { ...call, server: daily.signalling.at(-1) as Signalling });
  });

  test('signalling cut for good: the call ends as dropped within 25 s, lets go of everything, and Start works again', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { server, daily, watch } = await liveCall(page, context);
    const voice = widget(page);
    assistantSays(server, 'How can I help?');
    await expect(voice.getByRole('log', { name: 'Live captions' })).toContainText(
      'How can I help?',
    );
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    daily.signallingCut.cut();
    await signallingIs(page, 'interrupted');
    await page.clock.runFor(GRACE_MS);
    await expect(voice.getByText(RECONNECTING)).toBeVisible();
    // Daily gives up at 20 s; 25 s is the bound.
    await page.clock.runFor(20_000 - GRACE_MS);
    await signallingIs(page, 'ejected');
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(voice.getByText(DROPPED)).toBeVisible();
    // The summary and the transcript stay; the call object and the microphone are gone.
    await expect(voice.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
    await expect(voice.getByRole('list', { name: 'Transcript' })).toContainText('How can I help?');
    await page.clock.runFor(4_000);
    await page.clock.resume();
    await expectReleased(page, 'after the drop');
    expect((await standInState(page))?.microphone).toBe('released');

    // Start again: a new web call and a new join, on a network that is back.
    daily.signallingCut.restore();
    await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
    await expect.poll(() => daily.webCalls.length).toBe(2);
    const again = await expect
      .poll(() => daily.signalling.filter((end) => !end.closed).length)
      .toBe(1)
      .then(() => daily.signalling.at(-1) as Signalling);
    await expect.poll(() => again.received).toEqual([{ type: 'join', room: ROOM.name }]);
    again.send({ type: 'joined' });
    again.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(voice.getByText(DROPPED)).toHaveCount(0);
    await hangUp(page, { server: again, daily, watch });
  });
});
