import { receptionistReply, receptionistScriptFor } from '@org/voice-client/simulated';
import type { Locator, Page } from '@playwright/test';
import { SIMULATED_CALL_EXPLANATION } from '../src/demo/simulated-call-label';
import { expect, test } from './fixtures';
import { watchWidget, widgetMoments } from './real-daily-support';
import { typeIntoTheCall, watchPageErrors, withMicrophoneDenied } from './support';

// Runs on Vite's dev server (playwright.dev.config.ts), as `npm start` serves the site: there
// /demo creates its web call on the mock provider, then plays @org/voice-client/simulated's
// scripted receptionist call, about 30 s long. Its steps are timers, so the tests play them on
// the page's clock (Playwright's `page.clock`, installed before the page loads): time flows
// as usual, and `playUntil` moves it on, step by step, to the next moment the test looks for: the
// script's 30 s take what the page needs to run them.

const AGENT = 'demo-agent';
const COMPANY = 'Acme Roofing';
// The company in /demo's address reaches the simulated receptionist through the mock provider's
// room URL: it answers for it.
const script = receptionistScriptFor({ company: COMPANY });
const [greeting, request, , , farewell] = script.map(({ text }) => text);

const widget = (page: Page) => page.getByRole('region', { name: 'AI Voice Assistant' });

/** How far `playUntil` moves the page's clock between two looks at the page. */
const CLOCK_STEP_MS = 100;

/**
 * Moves the page's clock on `CLOCK_STEP_MS` at a time, each step firing the timers and animation
 * frames that fall in it, until `reached` holds: for at most `maxMs` of the page's clock beyond
 * the time that flows meanwhile, else it fails saying what it waited for.
 */
async function playUntil(
  page: Page,
  what: string,
  reached: () => Promise<boolean>,
  maxMs = 40_000,
): Promise<void> {
  for (let played = 0; played <= maxMs; played += CLOCK_STEP_MS) {
    if (await reached()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  throw new Error(`${what}: not reached in ${maxMs} ms of the page's clock.`);
}

/** Whether `locator`'s text contains `text` now. */
const hasText = (locator: Locator, text: string) => async () =>
  ((await locator.textContent()) ?? '').includes(text);

/**
 * The pixels the visualiser draws while the assistant's voice stays `speaking` (the widget's
 * `data-speaking`), sampled in the page at each animation frame until it changes, for at most
 * `ms` of the page's clock, which `playUntil` moves on meanwhile. Bounded by the voice's turn,
 * not by a span of time: a sample asked for from the test could come late in a turn.
 */
function pixelsWhileSpeaking(canvas: Locator, speaking: boolean, ms: number): Promise<number[]> {
  return canvas.evaluate(
    (element, { speaking, ms }) =>
      new Promise<number[]>((resolve, reject) => {
        const voice = element.closest('[data-speaking]');
        const context = element instanceof HTMLCanvasElement ? element.getContext('2d') : null;
        const pixels: number[] = [];
        const until = performance.now() + ms;
        const sample = () => {
          if (voice?.getAttribute('data-speaking') !== String(speaking)) {
            resolve(pixels);
            return;
          }
          if (performance.now() >= until) {
            reject(new Error(`The voice stayed speaking=${speaking} over ${ms} ms.`));
            return;
          }
          let drawn = -1;
          if (context && element instanceof HTMLCanvasElement) {
            const { data } = context.getImageData(0, 0, element.width, element.height);
            drawn = 0;
            for (let index = 3; index < data.length; index += 4) {
              if ((data[index] ?? 0) > 0) drawn += 1;
            }
          }
          pixels.push(drawn);
          requestAnimationFrame(sample);
        };
        sample();
      }),
    { speaking, ms },
  );
}

test('npm start plays a whole simulated call: label, connecting, active, voice, captions, hang-up, summaries', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  await page.clock.install();
  await watchWidget(page);
  await page.goto(`/demo?agent=${AGENT}&company=Acme%20Roofing`);
  const voice = widget(page);
  const speaking = page.locator('.demo-call');

  // The page says the call is simulated, where the widget is.
  const label = page.getByRole('note', { name: SIMULATED_CALL_EXPLANATION });
  await expect(label).toHaveText('Simulated call');
  await expect(label).toHaveAttribute('title', SIMULATED_CALL_EXPLANATION);
  await expect(page.locator('.demo-call').getByRole('note')).toBeVisible();

  // Start: the web call is still created by the local mock provider.
  const webCall = page.waitForRequest(
    (request) => request.url().endsWith('/call/web') && request.method() === 'POST',
  );
  await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
  const created = await webCall;
  expect(created.postDataJSON()).toEqual({
    assistantId: AGENT,
    assistantOverrides: { variableValues: { company: COMPANY } },
  });
  expect(await created.headerValue('authorization')).toBe('Bearer local-public-key');
  expect((await created.response())?.status()).toBe(201);

  // The assistant says it is listening: active, after connecting. The states are read from the
  // page's own record: on a busy machine connecting can be over before a poll would see it.
  await expect(voice).toHaveAttribute('data-state', 'active');
  const moments = await widgetMoments(page);
  const click = moments.findIndex(
    (moment) => 'click' in moment && moment.click === 'Start Voice Chat',
  );
  const states = moments
    .slice(click + 1)
    .flatMap((moment) => ('state' in moment ? [moment.state] : []));
  expect(click).toBeGreaterThanOrEqual(0);
  expect(states).toEqual(['connecting', 'active']);
  await expect(voice.getByText('Speaking with your AI receptionist...')).toBeVisible();
  const canvas = voice.getByRole('img', { name: 'Voice activity' });
  await expect(canvas).toHaveAttribute('data-state', 'active');

  // The visualiser follows the assistant's voice: the most it draws over the greeting, against
  // the fewest over the visitor's turn (the bars ease down frame by frame, so one sample soon
  // after the voice stops can still be high).
  const isSpeaking = (value: boolean) => async () =>
    (await speaking.getAttribute('data-speaking')) === String(value);
  await playUntil(page, 'the greeting', isSpeaking(true));
  const sampled = <T>(pending: Promise<T>) => {
    let settled = false;
    void pending.finally(() => {
      settled = true;
    });
    return { pending, settled: async () => settled };
  };
  const greetingTurn = sampled(pixelsWhileSpeaking(canvas, true, 20_000));
  await playUntil(page, 'the end of the greeting', greetingTurn.settled);
  const greetingPixels = await greetingTurn.pending;
  const captions = voice.getByRole('log', { name: 'Live captions' });
  expect(greeting).toContain(`Thanks for calling ${COMPANY},`);
  await playUntil(page, 'the greeting captioned', hasText(captions, `Assistant: ${greeting}`));
  const visitorTurn = sampled(pixelsWhileSpeaking(canvas, false, 20_000));
  await playUntil(page, "the end of the visitor's turn", visitorTurn.settled);
  const quiet = Math.min(...(await visitorTurn.pending));
  expect(greetingPixels.length).toBeGreaterThan(0);
  expect(Math.max(...greetingPixels)).toBeGreaterThan(quiet * 1.3);

  // The visitor's line was captioned; the assistant speaks again, and the visualiser moves again.
  await expect(captions).toContainText(`You: ${request}`);
  const replyTurn = sampled(pixelsWhileSpeaking(canvas, true, 20_000));
  await playUntil(page, 'the end of the reply', replyTurn.settled);
  expect(Math.max(...(await replyTurn.pending))).toBeGreaterThan(quiet * 1.3);

  // The assistant hangs up: the call ends by itself, and the summary is offered.
  await playUntil(
    page,
    'the hang-up',
    async () => (await voice.getAttribute('data-state')) === 'ended',
  );
  await expect(speaking).toHaveAttribute('data-speaking', 'false');
  // The conversation's final transcript stays, the visitor's lines with the assistant's.
  const transcript = voice.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(script.length);
  await expect(transcript.getByRole('listitem').last()).toHaveText(`Assistant: ${farewell}`);
  await voice.getByRole('button', { name: 'Get Call Summary' }).click();
  const sms = page.getByRole('dialog', { name: 'Send Call Summary' });
  await expect(sms.getByLabel('Phone Number')).toBeVisible();
  await sms.getByRole('button', { name: 'No Thanks' }).click();
  const email = page.getByRole('dialog', { name: 'Send Call Summary' });
  await expect(email.getByLabel('Email Address')).toBeVisible();
  await expect(email.getByLabel('Phone Number')).toHaveCount(0);
  await email.getByRole('button', { name: 'Close' }).click();
  await expect(email).toBeHidden();

  // A new call can start from the ended state; the dev console stayed clean throughout.
  await expect(voice.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
  errors.assertClean();
});

/**
 * During the simulated call the visitor types `text` and sends it with Enter: their line shows
 * at once, and the simulated receptionist answers it in the captions.
 */
async function typeAndHearTheAnswer(page: Page, text: string) {
  const voice = widget(page);
  await typeIntoTheCall(voice, text);
  const answer = `Assistant: ${receptionistReply(text).text}`;
  await playUntil(page, answer, hasText(voice.getByRole('log', { name: 'Live captions' }), answer));
}

test('npm start: a visitor who talks can type too, and the simulated receptionist answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  await page.clock.install();
  await page.goto(`/demo?agent=${AGENT}`);
  const voice = widget(page);
  await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect(voice).toHaveAttribute('data-state', 'active');
  await expect(voice.getByRole('button', { name: 'Mute' })).toBeVisible();
  await typeAndHearTheAnswer(page, 'What are your hours?');
  await typeAndHearTheAnswer(page, 'How much does a repair cost?');
  // The call stays until the visitor ends it: the script stopped at the first message.
  await voice.getByRole('button', { name: 'End Call' }).click();
  await expect(voice).toHaveAttribute('data-state', 'ended');
  errors.assertClean();
});

test('npm start: a visitor who blocks the microphone still gets the call, by text', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await withMicrophoneDenied(playwright.chromium, baseURL, async (page) => {
    const errors = watchPageErrors(page);
    await page.clock.install();
    await page.goto(`/demo?agent=${AGENT}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const voice = widget(page);
    await voice.getByRole('button', { name: 'Start Voice Chat' }).click();
    await expect(voice).toHaveAttribute('data-state', 'active');
    await expect(
      voice.getByText(
        'You blocked the microphone, so we can’t hear you. Type your messages instead.',
      ),
    ).toBeVisible();
    await expect(voice.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await typeAndHearTheAnswer(page, 'Can someone come out for an inspection?');
    await voice.getByRole('button', { name: 'End Call' }).click();
    await expect(voice).toHaveAttribute('data-state', 'ended');
    errors.assertClean();
  });
});
