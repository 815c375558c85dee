import { watchCspViolations } from '@org/daily-fake/real-daily';
import type { Page } from '@playwright/test';
import {
  allowMicrophone,
  demoUrl,
  emitDailyEvent,
  endMeeting,
  failCall,
  failNoiseCancellation,
  fakeDailyState,
  holdJoin,
  installFakeDaily,
  microphoneRequests,
  releaseJoin,
  setAssistantLevel,
  startAssistantAudio,
  watchMicrophone,
} from './demo-support';
import { expect, test } from './fixtures';
import {
  clearFailures,
  deliveries,
  drawnPixels,
  failNext,
  PROVIDER_URL,
  uniqueEmail,
  waitForDelivery,
  watchPageErrors,
} from './support';

const AGENT = 'demo-agent';

const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });
const startButton = (page: Page) => widget(page).getByRole('button', { name: 'Start Voice Chat' });
const statusDot = (page: Page) => widget(page).locator('.org-status-dot');

/** A unique company per test, to find this test's deliveries on the shared receiver. */
const uniqueCompany = (label: string) => `${label} Roofing ${uniqueEmail('c').split('@')[0]}`;

/** Waits for one `[demo]` developer-log warning whose text matches `pattern`, and returns it. */
function developerWarning(page: Page, pattern: string | RegExp, timeout?: number): Promise<string> {
  const matches = (text: string) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  return page
    .waitForEvent('console', {
      predicate: (message) =>
        message.type() === 'warning' &&
        message.text().startsWith('[demo]') &&
        matches(message.text()),
      ...(timeout === undefined ? {} : { timeout }),
    })
    .then((message) => message.text());
}

/** Resolves once the current start has run its last stage (noise cancellation) `count` times. */
async function startCompleted(page: Page, count = 1): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fakeDailyState(page)).calls.filter((call) => call.method === 'updateInputSettings')
          .length,
    )
    .toBe(count);
}

test.describe('/demo with the real daily-js', () => {
  /**
   * What daily-js does offline, each logged by Chromium as a console error: its call machine
   * bundle, a <script> (avoidEval), fails to resolve on every Daily domain, three passes over
   * the three. Its report of the fatal error to Daily's Sentry is never made: the voice client
   * turns it off (connect-src would refuse it too, see scripts/security-headers.mjs).
   */
  const DAILY_OFFLINE_NOISE = [
    /^console\.error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
  ];

  test('start creates the web call, the Daily join fails offline, and the widget returns to idle', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchPageErrors(page);
    const violations = await watchCspViolations(page);
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/call-machine-object-bundle.js')) {
        bundles.push(`${request.resourceType()} ${new URL(request.url()).host}`);
      }
    });
    await watchMicrophone(page);
    await page.goto(demoUrl({ agent: AGENT, company: 'Acme Roofing' }));
    await expect(startButton(page)).toBeEnabled();
    expect(await microphoneRequests(page)).toBe(0);

    const webCall = page.waitForRequest(
      (request) => request.url() === `${PROVIDER_URL}/call/web` && request.method() === 'POST',
    );
    // Daily tries its bundle three times over its three domains before it gives up (about 10 s
    // here): allow for that on a slow machine. Its join then fails with Daily's own fatal error,
    // or the join's rejection, whichever reaches the client first.
    const warning = developerWarning(page, /\((connection-error|daily-call-join-error)\)/, 45_000);
    await startButton(page).click();
    await expect(widget(page)).toHaveAttribute('data-state', 'connecting');

    const request = await webCall;
    expect(request.postDataJSON()).toEqual({
      assistantId: AGENT,
      assistantOverrides: { variableValues: { company: 'Acme Roofing' } },
    });
    expect(await request.headerValue('authorization')).toBe('Bearer local-public-key');
    const response = await request.response();
    expect(response?.status()).toBe(201);
    const created = (await response?.json()) as { id: string; webCallUrl: string };
    expect(created.webCallUrl).toMatch(/^https:\/\/mock-provider\.daily\.co\//);

    // Silently back to idle: no message for the visitor, the typed error in the developer log.
    expect(await warning).toMatch(
      /The voice call failed \((connection-error|daily-call-join-error)\)/,
    );
    await expect(widget(page)).toHaveAttribute('data-state', 'idle');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'idle');
    await expect(startButton(page)).toBeEnabled();
    await expect(widget(page).getByText('Click to start a voice conversation')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The microphone was asked for once, at the click (the client's warm-up); Daily never got
    // as far as asking for it.
    expect(await microphoneRequests(page)).toBe(1);
    // Every attempt was a script the policy let through, over each domain in daily-js's order.
    const pass = ['c.daily.co', 'c.dailywebrtc.com', 'c.dailywebrtc.net'].map(
      (host) => `script ${host}`,
    );
    expect(bundles).toEqual([...pass, ...pass, ...pass]);
    // No report to Daily's Sentry was tried: no connection the policy refused.
    expect(await violations()).toEqual([]);
    expect(errors.problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    errors.assertClean(DAILY_OFFLINE_NOISE);
  });
});

test.describe('/demo with a simulated call (test seam)', () => {
  test.afterEach(clearFailures);

  test('a whole call: connecting, active on listening, volume, speech, mute, end and summaries', async ({
    page,
  }) => {
    // The whole flow, summaries included, in one test: about 10 s alone, three times that on a
    // 2-core machine busy with the rest of npm test (seen: 32 s).
    test.setTimeout(60_000);
    const errors = watchPageErrors(page);
    const company = uniqueCompany('Whole');
    await watchMicrophone(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT, company }));
    const voice = widget(page);
    await expect(startButton(page)).toBeEnabled();
    expect(await microphoneRequests(page)).toBe(0);

    // Connecting: Start was pressed, the join is in flight.
    await holdJoin(page);
    await startButton(page).click();
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    await expect(voice.getByRole('button', { name: 'Connecting to assistant...' })).toBeDisabled();
    await expect(statusDot(page)).toHaveAttribute('data-state', 'connecting');
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect.poll(async () => (await fakeDailyState(page)).created).toBe(1);
    // The microphone is asked for at the click (the client's warm-up, so that the prompt shows
    // at once) and by the fake as its join begins (it has no startCamera(), which the warm-up
    // uses with daily-js instead).
    await expect.poll(async () => (await fakeDailyState(page)).joinHeld).toBe(true);
    expect(await microphoneRequests(page)).toBe(2);
    await releaseJoin(page);

    // Joined.
    await expect
      .poll(async () => (await fakeDailyState(page)).calls.map((call) => call.method))
      .toContain('updateInputSettings');
    // Still connecting until the assistant says it is listening.
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    await emitDailyEvent(page, 'app-message', { data: 'listening', fromId: 'assistant' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'active');
    await expect(voice.getByText('Speaking with your AI receptionist...')).toBeVisible();

    const state = await fakeDailyState(page);
    const join = state.calls.find((call) => call.method === 'join');
    expect(join?.args[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\/mock-provider/) });
    expect(state.calls).toContainEqual({
      method: 'updateInputSettings',
      args: [{ audio: { processor: { type: 'noise-cancellation' } } }],
    });
    expect(state.calls).toContainEqual({
      method: 'startRemoteParticipantsAudioLevelObserver',
      args: [100],
    });

    // The assistant's audio plays, and the client tells it so.
    await startAssistantAudio(page);
    await expect
      .poll(async () => (await fakeDailyState(page)).calls)
      .toContainEqual({ method: 'sendAppMessage', args: ['playable', '*'] });

    // The visualiser follows the volume; speech starts above the threshold and ends after 1 s.
    const canvas = voice.getByRole('img', { name: 'Voice activity' });
    await expect(canvas).toHaveAttribute('data-state', 'active');
    await setAssistantLevel(page, 0);
    await expect(page.locator('.demo-call')).toHaveAttribute('data-speaking', 'false');
    await page.waitForTimeout(500);
    const quiet = await drawnPixels(canvas);
    await setAssistantLevel(page, 0.15);
    await expect(page.locator('.demo-call')).toHaveAttribute('data-speaking', 'true');
    await expect.poll(() => drawnPixels(canvas)).toBeGreaterThan(quiet * 1.3);
    await setAssistantLevel(page, 0);
    await expect(page.locator('.demo-call')).toHaveAttribute('data-speaking', 'false', {
      timeout: 3_000,
    });
    await expect.poll(() => drawnPixels(canvas)).toBeLessThan(quiet * 1.15);

    // Transcripts and other server messages arrive without disturbing the widget.
    await emitDailyEvent(page, 'app-message', {
      data: JSON.stringify({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Thanks for calling!',
      }),
    });
    await expect(voice).toHaveAttribute('data-state', 'active');

    // Mute only while active.
    await voice.getByRole('button', { name: 'Mute' }).click();
    await expect(voice.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(voice).toHaveAttribute('data-muted', 'true');
    await voice.getByRole('button', { name: 'Unmute' }).click();
    await expect(voice.getByRole('button', { name: 'Mute' })).toBeVisible();
    const muting = (await fakeDailyState(page)).calls.filter(
      (call) => call.method === 'setLocalAudio',
    );
    expect(muting.map((call) => call.args[0])).toEqual([false, true]);

    // End: the call object and the microphone are released, the summary is offered.
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'ended');
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    expect((await fakeDailyState(page)).microphoneReleased).toBe(true);

    // SMS: digits only, exactly ten, then the webhook gets agentId, company and the number.
    await voice.getByRole('button', { name: 'Get Call Summary' }).click();
    const sms = page.getByRole('dialog', { name: 'Send Call Summary' });
    await expect(sms).toBeVisible();
    await expect(sms.getByText('Enter 10 digits (no spaces or dashes)')).toBeVisible();
    const phone = sms.getByLabel('Phone Number');
    await phone.fill('(555) 010-203');
    await expect(phone).toHaveValue('555010203');
    await expect(sms.getByRole('button', { name: 'Send Summary' })).toBeDisabled();
    await phone.pressSequentially('09');
    await expect(phone).toHaveValue('5550102030');
    await sms.getByRole('button', { name: 'Send Summary' }).click();
    await expect(sms).toBeHidden();
    const smsDelivery = await waitForDelivery('call-summary', (body) => body.company === company);
    expect(smsDelivery.body).toEqual({
      agentId: AGENT,
      company,
      contactType: 'phone',
      phoneNumber: '5550102030',
    });

    // No Thanks leads to the e-mail modal, whose send posts the address instead.
    await voice.getByRole('button', { name: 'Get Call Summary' }).click();
    await sms.getByRole('button', { name: 'No Thanks' }).click();
    const email = page.getByRole('dialog', { name: 'Send Call Summary' });
    const address = email.getByLabel('Email Address');
    await expect(address).toBeVisible();
    await expect(email.getByText('Enter a valid email address')).toBeVisible();
    await address.fill('not-an-address');
    await expect(email.getByRole('button', { name: 'Send Summary' })).toBeDisabled();
    const visitor = uniqueEmail('summary');
    await address.fill(visitor);
    await email.getByRole('button', { name: 'Send Summary' }).click();
    await expect(email).toBeHidden();
    const emailDelivery = await waitForDelivery(
      'call-summary',
      (body) => body.emailAddress === visitor,
    );
    expect(emailDelivery.body).toEqual({
      agentId: AGENT,
      company,
      contactType: 'email',
      emailAddress: visitor,
    });

    // A new call can start from the ended state.
    await expect(startButton(page)).toBeEnabled();
    errors.assertClean();
  });

  test('the assistant hanging up ends the call; a fatal Daily error returns to idle', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);

    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    // Daily leaving before the start has finished would be a failed start, not a hang-up.
    await startCompleted(page);
    await endMeeting(page);
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(voice.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();

    const warning = developerWarning(page, 'ejected');
    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await startCompleted(page, 2);
    await failCall(page, 'You were removed from the call', { type: 'ejected', msg: 'ejected' });
    await expect(voice).toHaveAttribute('data-state', 'idle');
    expect(await warning).toContain('ejected');
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    expect((await fakeDailyState(page)).created).toBe(2);
    errors.assertClean();
  });

  test('a call whose noise cancellation failed goes on, and ends normally', async ({ page }) => {
    const errors = watchPageErrors(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);
    await failNoiseCancellation(page);

    await startButton(page).click();
    // The last stage ran and failed; the call is still there.
    await startCompleted(page);
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'active');
    expect((await fakeDailyState(page)).live).toBe(1);
    // Still active a moment later: nothing tears the call down behind the visitor's back.
    await page.waitForTimeout(500);
    await expect(voice).toHaveAttribute('data-state', 'active');

    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    errors.assertClean();
  });

  test('a failed summary send closes the modal and clears the number, with no message', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const company = uniqueCompany('Failing');
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT, company }));
    const voice = widget(page);
    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await startCompleted(page);
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');

    await failNext(
      'call-summary',
      { company },
      { kind: 'status', status: 500, message: 'Automation down' },
    );
    const warning = developerWarning(page, 'call summary');
    await voice.getByRole('button', { name: 'Get Call Summary' }).click();
    const sms = page.getByRole('dialog', { name: 'Send Call Summary' });
    await sms.getByLabel('Phone Number').fill('5550102030');
    await sms.getByRole('button', { name: 'Send Summary' }).click();
    await expect(sms).toBeHidden();
    expect(await warning).toContain('SMS call summary was not sent');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /error|sorry/i })).toHaveCount(0);
    expect((await deliveries('call-summary')).some((d) => d.body.company === company)).toBe(false);

    // Reopened, the modal starts empty.
    await voice.getByRole('button', { name: 'Get Call Summary' }).click();
    await expect(sms.getByLabel('Phone Number')).toHaveValue('');
    errors.assertClean([/status of 500/]);
  });

  test('cancel while connecting: back to idle at once, the microphone released, Start again', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await watchMicrophone(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);
    await expect(startButton(page)).toBeEnabled();

    // With the keyboard: Enter on Start, focus follows to Cancel.
    await holdJoin(page);
    await startButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    const cancel = voice.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await expect(voice.getByRole('button', { name: 'Connecting to assistant...' })).toBeDisabled();
    // The join holds the microphone while it waits (asked at the click, and by the join).
    await expect.poll(async () => (await fakeDailyState(page)).joinHeld).toBe(true);
    expect(await microphoneRequests(page)).toBe(2);
    expect((await fakeDailyState(page)).microphoneReleased).toBe(false);

    await page.keyboard.press('Enter');
    await expect(voice).toHaveAttribute('data-state', 'idle');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'idle');
    await expect(startButton(page)).toBeFocused();
    await expect(cancel).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(voice.locator('.org-voice__notice')).toHaveCount(0);
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    expect((await fakeDailyState(page)).microphoneReleased).toBe(true);

    // A second start goes all the way.
    await holdJoin(page, false);
    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect((await fakeDailyState(page)).created).toBe(2);
    errors.assertClean();
  });

  test('a denied microphone: the call goes on by text, one line says so, and the visitor types', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await watchMicrophone(page, { deny: true });
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);

    // The call machine's answer to the join is held: daily-js reports the refusal as
    // `camera-error` (type `permissions`) while the join is in flight, and goes on joining.
    await holdJoin(page);
    await startButton(page).click();
    const line = voice.getByText(
      'You blocked the microphone, so we can’t hear you. Type your messages instead.',
    );
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-live', 'polite');
    // Refused at the click (the warm-up, which reports nothing), and again as the join begins,
    // which reports it.
    expect(await microphoneRequests(page)).toBe(2);
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    await releaseJoin(page);
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(statusDot(page)).toHaveAttribute('data-state', 'active');
    await expect(line).toBeVisible();
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The box is the way in: a typed line reaches the assistant and the captions.
    const box = voice.getByRole('textbox', { name: 'Type a message' });
    await box.fill('Can someone look at my roof this week?');
    await box.press('Enter');
    await expect(voice.getByRole('log', { name: 'Live captions' })).toContainText(
      'You: Can someone look at my roof this week?',
    );
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    const sent = (await fakeDailyState(page)).calls.filter(
      (call) => call.method === 'sendAppMessage',
    );
    expect(sent.map((call) => JSON.parse(String(call.args[0])))).toContainEqual({
      type: 'add-message',
      message: { role: 'user', content: 'Can someone look at my roof this week?' },
      triggerResponseEnabled: true,
    });

    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(line).toHaveCount(0);
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    expect((await fakeDailyState(page)).microphoneReleased).toBe(true);

    // Allowed, the next call is by voice again: Mute is back, no line.
    await allowMicrophone(page);
    await holdJoin(page, false);
    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(voice.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect(line).toHaveCount(0);
    errors.assertClean();
  });

  test('Type instead: a call without a microphone, nothing asks for one, and the box works', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await watchMicrophone(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);
    await voice.getByRole('button', { name: 'Type instead' }).click();
    await expect(voice).toHaveAttribute('data-state', 'connecting');
    const methods = async () => (await fakeDailyState(page)).calls.map((call) => call.method);
    await expect.poll(methods).toContain('startRemoteParticipantsAudioLevelObserver');
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');
    expect(await microphoneRequests(page)).toBe(0);
    // No microphone, so no noise cancellation to set up.
    expect(await methods()).not.toContain('updateInputSettings');
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(voice.locator('.org-voice__notice')).toHaveCount(0);
    const box = voice.getByRole('textbox', { name: 'Type a message' });
    await box.fill('What are your hours?');
    await voice.getByRole('button', { name: 'Send' }).click();
    await expect(voice.getByRole('log', { name: 'Live captions' })).toContainText(
      'You: What are your hours?',
    );
    await expect(box).toBeFocused();
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    expect(await microphoneRequests(page)).toBe(0);
    errors.assertClean();
  });

  test('any other start failure returns silently to idle', async ({ page }) => {
    const errors = watchPageErrors(page);
    await installFakeDaily(page);
    await page.route(`${PROVIDER_URL}/call/web`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ message: 'Provider down' }),
      }),
    );
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);
    const warning = developerWarning(page, 'web-call-creation-error');

    await startButton(page).click();
    expect(await warning).toContain('(500)');
    await expect(voice).toHaveAttribute('data-state', 'idle');
    await expect(startButton(page)).toBeEnabled();
    await expect(voice.locator('.org-voice__notice')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(voice.getByText(/microphone|error|sorry|failed/i)).toHaveCount(0);
    // The warm-up's call object, made while the web call was being created, is gone with it.
    expect((await fakeDailyState(page)).created).toBe(1);
    await expect.poll(async () => (await fakeDailyState(page)).live).toBe(0);
    errors.assertClean([/status of 500/]);
  });

  test('captions during the call, in every transcript form; the final transcript stays after it', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await installFakeDaily(page);
    await page.goto(demoUrl({ agent: AGENT }));
    const voice = widget(page);
    await startButton(page).click();
    await emitDailyEvent(page, 'app-message', { data: 'listening' });
    await expect(voice).toHaveAttribute('data-state', 'active');

    const say = (message: Record<string, unknown>) =>
      emitDailyEvent(page, 'app-message', { data: JSON.stringify(message), fromId: 'assistant' });
    const captions = voice.getByRole('log', { name: 'Live captions' });

    await say({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Thanks for',
    });
    await expect(voice.getByText('Assistant: Thanks for')).toBeVisible();
    await expect(captions).toHaveText('');
    await say({
      type: 'transcript[transcriptType="final"]',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Thanks for calling Acme Roofing.',
    });
    await say({
      type: 'transcript[transcriptType="partial"]',
      role: 'user',
      transcript: 'I have a',
    });
    await expect(captions).toHaveText('Assistant: Thanks for calling Acme Roofing.');
    await expect(voice.getByText('You: I have a')).toBeVisible();
    await say({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'I have a leak.',
    });
    // Shapes the captions do not know are left out, never shown raw.
    await say({ type: 'transcript', role: 'user', transcript: 'no transcript type' });
    await say({ type: 'conversation-update', conversation: [] });
    await say({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Sorry to',
    });
    await expect(captions).toHaveText(
      'Assistant: Thanks for calling Acme Roofing.You: I have a leak.',
    );
    await expect(voice.getByText('Assistant: Sorry to')).toBeVisible();
    await expect(voice).not.toContainText('no transcript type');
    await expect(voice).not.toContainText('{');
    await expect(voice).not.toContainText('transcriptType');

    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    await expect(captions).toHaveCount(0);
    const transcript = voice.getByRole('list', { name: 'Transcript' });
    await expect(transcript.getByRole('listitem')).toHaveText([
      'Assistant: Thanks for calling Acme Roofing.',
      'You: I have a leak.',
    ]);
    await expect(voice.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
    await expect(voice).not.toContainText('Sorry to');
    await expect(voice).not.toContainText('{');

    // The next call starts with no captions.
    await startButton(page).click();
    await expect(transcript).toHaveCount(0);
    errors.assertClean();
  });
});
