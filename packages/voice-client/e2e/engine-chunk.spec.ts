import { expectReleased, microphoneRequests, standInState } from '@org/daily-fake/real-daily';
import { expect, test } from '@playwright/test';
import {
  answerJoin,
  eventLog,
  type Face,
  LATE_SLACK_MS,
  openHarness,
  SHORT_TIMEOUTS,
  SLACK_MS,
  STOP_MS,
  settledStart,
  startCall,
  stopCall,
} from './harness';

// The call engine is a chunk of its own (dist/call-engine-*.js), which either face imports when
// its client is constructed: a wait on something outside the page like any other. On the real
// daily-js in Chromium, under the README's policy, with the chunk served late or never by a
// route: a start made before it arrived still asks for the microphone and sends the web call at
// the click, and one whose engine never comes ends at the call machine's deadline
// (`timeouts.callMachine`, 2 s here), reported in `initialization`, letting go of the
// microphone and aborting the web call. Both faces, the same engine, the same answers.

const AGENT = 'engine-agent';
const FACES: readonly Face[] = ['native', 'vapi'];

for (const face of FACES) {
  test.describe(`the call engine's chunk, on the ${face} face`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('arrives late: the prompt and the web call leave at the click, and the call connects', async ({
      page,
      context,
    }) => {
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      const harness = await openHarness(page, context, {
        face,
        // The chunk comes when the test releases it, after its own checks: on a loaded machine
        // those took longer than a 2 s bound (CI), so this start's bound on the engine is longer.
        timeouts: { ...SHORT_TIMEOUTS, callMachine: 10_000 },
        engine: { kind: 'late', until },
      });
      const { daily, watch } = harness;
      await startCall(page, AGENT);
      await expect.poll(() => daily.webCalls.length).toBe(1);
      expect(await microphoneRequests(page)).toBe(1);
      // Daily is not touched before the engine: daily-js may load, its call machine may not.
      expect(daily.cdn).toEqual([]);
      release();
      const server = await answerJoin(harness, 0);
      expect((await settledStart(page, 5_000)).value).toBe('call-1');
      // The warm-up took over the capture made at the click: the only other is the call
      // machine's own (startCamera), as in a start on a loaded engine.
      expect(await microphoneRequests(page)).toBe(2);
      const received = (await standInState(page))?.received ?? [];
      expect(received.indexOf('start-camera')).toBeLessThan(received.indexOf('join-meeting'));
      expect(daily.webCalls).toHaveLength(1);
      expect(await stopCall(page)).toBeLessThan(STOP_MS);
      await expect.poll(() => server.closed).toBe(true);
      await expectReleased(page, 'after stop()');
      await watch.assertClean();
    });

    test('never arrives: the start ends at the call machine’s deadline and lets go of the microphone', async ({
      page,
      context,
    }) => {
      await openHarness(page, context, {
        face,
        faults: { provider: 'unanswered' },
        timeouts: SHORT_TIMEOUTS,
        engine: { kind: 'never' },
      });
      const abortedWebCalls: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/call/web')) {
          abortedWebCalls.push(`${request.failure()?.errorText}`);
        }
      });
      await startCall(page, AGENT);
      const start = await settledStart(page, SHORT_TIMEOUTS.callMachine + 10_000);
      expect(start.value).toBeNull();
      // The native face rejects with the code; the drop-in resolves null, as Vapi's does.
      expect(start.error).toBe(face === 'native' ? 'timeout' : undefined);
      const log = await eventLog(page);
      const failed = log.filter((event) => event.name === 'call-start-failed');
      expect(failed).toHaveLength(1);
      const reported = (failed[0]?.at as number) - start.at;
      expect(reported).toBeGreaterThanOrEqual(SHORT_TIMEOUTS.callMachine - SLACK_MS);
      expect(reported).toBeLessThan(SHORT_TIMEOUTS.callMachine + LATE_SLACK_MS);
      // Not the web call's deadline: the request left at the click and was aborted with the
      // start. A timeout names its stage: initialization waits for the engine.
      expect(failed[0]?.stage).toBe('initialization');
      await expect.poll(() => abortedWebCalls).toEqual(['net::ERR_ABORTED']);
      await expectReleased(page, 'after the engine never came');
      // stop() has nothing left to wait for.
      expect(await stopCall(page)).toBeLessThan(STOP_MS);
    });
  });
}
