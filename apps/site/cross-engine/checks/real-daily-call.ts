import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  audioProcessorUrl,
  callMachineUrl,
  ROOM,
  type StandInState,
} from '@org/daily-fake/real-daily';
import { type DailyServer, startDailyServer } from '@org/daily-fake/real-daily-server';
import { expect } from 'vitest';
import { startStaticServer } from '../../../../scripts/static-server.mjs';
import { PROVIDER } from '../../e2e/real-daily-support';
import { firstTakenPort, localPorts } from '../../scripts/ports.mjs';
import type { CrossPage } from '../engine';
import type { Check } from '../suite';
import { waitUntil } from '../wait';
import { waitForShown } from './support';
import { recordWidgetStates, WIDGET, waitForWidgetState, widgetStates } from './widget';

const AGENT = 'real-agent';
const COMPANY = 'Acme Roofing';
/**
 * How long the start may take to reach the web call, the call machine's bundle and the join:
 * the click first wakes the widget's island (React and its chunks load), then daily-js loads.
 * Firefox beside the CI's other suites took over the 10 s of `WAIT_MS` to send the web call.
 */
const START_STEP_MS = 30_000;
/** The line of a call whose connection is being brought back (`@org/ui`'s default). */
const RECONNECTING = 'Reconnecting… the call will continue when your connection is back.';

/** What the call machine stand-in recorded in the page; null before it first ran. */
function standInState(page: CrossPage): Promise<StandInState | null> {
  return page.evaluate(
    () => (Reflect.get(window, '__dailyStandIn') as StandInState | undefined) ?? null,
  );
}

/** The production build of `build:bench` (no test seam), served with its own _headers. */
async function serveProductionBuild(port: number) {
  const root = fileURLToPath(new URL('../../dist-bench', import.meta.url));
  await access(`${root}/_headers`).catch(() => {
    throw new Error(
      'No production build in apps/site/dist-bench: run `pnpm --filter @org/site build:bench` first (turbo builds it before the site’s tests).',
    );
  });
  return startStaticServer({ root, port });
}

/** Waits for the stand-in to have received every one of `actions` from daily-js. */
async function waitForStandInActions(page: CrossPage, actions: readonly string[]) {
  await waitUntil(
    `the call machine stand-in to receive ${actions.join(', ')}`,
    async () => (await standInState(page))?.received ?? [],
    (received) => actions.every((action) => received.includes(action)),
  );
}

/**
 * A whole call on the real daily-js in Firefox, as `e2e/real-daily.spec.ts` makes one in
 * Chromium: the production build under its own policy, the real daily-js and @org/voice-client,
 * and beyond the page the stand-in of Daily and the provider of `@org/daily-fake`, here a local
 * server Firefox reaches as its https proxy (`startDailyServer`: Puppeteer's request
 * interception cannot answer a WebSocket). Start creates the web call, daily-js loads its call
 * machine as a script and joins, the assistant listens and speaks, the signalling is cut and
 * restored (the reconnecting line shows and goes, on the same call), End Call leaves the room and
 * lets go of the microphone.
 */
export const realDailyCallChecks: Check[] = [
  {
    title: 'the real daily-js: a whole call on the production build, through the stand-in',
    timeout: 90_000,
    async run(page) {
      const ports = localPorts();
      const taken = await firstTakenPort(ports, ['crossBench', 'crossDaily']);
      if (taken) throw new Error(taken);
      const site = await serveProductionBuild(ports.crossBench);
      let daily: DailyServer | undefined;
      let levels: ReturnType<typeof setInterval> | undefined;
      try {
        daily = await startDailyServer({ port: ports.crossDaily, providerApiUrl: PROVIDER.apiUrl });
        await page.goto(`${site.url}/demo?agent=${AGENT}&company=${encodeURIComponent(COMPANY)}`);
        await waitForShown(page, { css: `${WIDGET} button`, text: 'Start Voice Chat' });
        // Nothing of Daily before the visitor shows intent.
        expect(daily.cdn).toEqual([]);
        await page.evaluate(recordWidgetStates, WIDGET);

        await page.click({ css: `${WIDGET} button`, text: 'Start Voice Chat' });
        const server = daily;
        await waitUntil(
          'the web call',
          async () => server.webCalls.length,
          (n) => n === 1,
          START_STEP_MS,
        );
        expect(daily.webCalls[0]).toEqual({
          authorization: `Bearer ${PROVIDER.publicKey}`,
          body: {
            assistantId: AGENT,
            assistantOverrides: { variableValues: { company: COMPANY } },
          },
        });
        // daily-js asked for its call machine as a script (avoidEval), never with fetch.
        await waitUntil(
          'the call machine bundle',
          async () => server.cdn,
          (cdn) => cdn.some((request) => request.url === callMachineUrl('daily.co')),
          START_STEP_MS,
        );
        expect(daily.cdn[0]).toEqual({ url: callMachineUrl('daily.co'), resourceType: 'script' });

        // The stand-in looked the room up and opened its signalling on Daily's hosts.
        const signalling = await waitUntil(
          "the stand-in's join on its signalling",
          async () => server.signalling[0]?.received ?? [],
          (received) => received.length > 0,
          START_STEP_MS,
        );
        expect(signalling).toEqual([{ type: 'join', room: ROOM.name }]);
        expect(daily.roomLookups).toEqual([
          `https://example-org.daily.co/__stand_in__/rooms/${ROOM.name}`,
        ]);
        const end = daily.signalling[0];
        if (!end) throw new Error('No signalling connection.');
        expect(
          await page.evaluate(
            (widget) => document.querySelector(widget)?.getAttribute('data-state'),
            WIDGET,
          ),
        ).toBe('connecting');

        // Daily lets the visitor in: the stages after the join reach the call machine.
        end.send({ type: 'joined' });
        await waitForStandInActions(page, [
          'start-camera',
          'join-meeting',
          'start-remote-participants-audio-level-observer',
          'update-input-settings',
        ]);
        await waitUntil(
          'the noise-cancellation processor to run',
          async () => (await standInState(page))?.audioProcessor,
          (state) => state === 'ran',
        );
        expect((await standInState(page))?.microphone).toBe('live');

        // The assistant listens: the call is active; its voice level moves the visualiser.
        end.send({ type: 'app-message', data: 'listening', fromId: 'assistant' });
        await waitForWidgetState(page, 'active');
        expect(await widgetStates(page)).toEqual(['connecting', 'active']);
        levels = setInterval(
          () => end.send({ type: 'audio-level', levels: { assistant: 0.2 } }),
          100,
        );
        await waitForShown(page, { css: '.demo-call[data-speaking="true"]' });
        clearInterval(levels);

        // The signalling is cut: once the grace is over the widget says it is reconnecting, and
        // once the network is back (the stand-in tries every 250 ms) the line goes, on the same
        // call (real time here: Firefox's clock is its own; the bounds are the rule's, in
        // voice-client's tests and in e2e/real-daily.spec.ts on Chromium's clock).
        daily.signallingCut.cut();
        await waitForShown(page, { css: `${WIDGET} .org-voice__notice`, text: RECONNECTING });
        daily.signallingCut.restore();
        await waitUntil(
          'the reconnecting line to go',
          () =>
            page.evaluate(
              (widget) => document.querySelector(widget)?.hasAttribute('data-connection') === false,
              WIDGET,
            ),
          Boolean,
        );
        const back = daily.signalling.at(-1);
        expect(back?.received).toEqual([{ type: 'rejoin', room: ROOM.name }]);
        expect(daily.webCalls).toHaveLength(1);
        expect(await widgetStates(page)).toEqual(['connecting', 'active']);

        // The visitor hangs up: daily-js leaves the room, the microphone is released.
        await page.click({ css: `${WIDGET} button`, text: 'End Call' });
        await waitForWidgetState(page, 'ended');
        await waitForShown(page, { css: `${WIDGET} button`, text: 'Get Call Summary' });
        await waitUntil('the signalling to close', async () => back?.closed, Boolean);
        await waitForStandInActions(page, ['leave-meeting']);
        expect((await standInState(page))?.microphone).toBe('released');
        // One bundle load, from the first domain; nothing else asked of Daily's CDN.
        expect(daily.cdn.map((request) => request.url)).toEqual([
          callMachineUrl('daily.co'),
          audioProcessorUrl('daily.co'),
        ]);
      } finally {
        clearInterval(levels);
        await daily?.close();
        await site.close();
      }
    },
  },
];
