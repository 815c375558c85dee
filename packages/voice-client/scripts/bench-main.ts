// Measures the client's own overhead with the shared daily-js fake (@org/daily-fake), whose own
// cost is measured alone and subtracted. Run with `pnpm bench` (scripts/bench.mjs bundles and runs this file).
import { performance } from 'node:perf_hooks';
import { FakeDaily } from '@org/daily-fake';
import { VoiceClient } from '../src/voice-client';
import type { WebCall } from '../src/web-call';

const WEB_CALL: WebCall = { id: 'bench', webCallUrl: 'https://bench.daily.co/room' };
const START_CYCLES = 2_000;
const LEVEL_EVENTS = 200_000;

function newClient(daily: FakeDaily): VoiceClient {
  return new VoiceClient({
    createWebCall: async () => ({ data: WEB_CALL }),
    createCallObject: daily.createCallObject,
    isMobile: false,
  });
}

/** The fake's own work for one call, done directly: what a start costs without the client. */
async function fakeOnly(daily: FakeDaily): Promise<number> {
  const begin = performance.now();
  for (let i = 0; i < START_CYCLES; i += 1) {
    const call = daily.createCallObject({ audioSource: true, videoSource: false });
    await call.join({ url: WEB_CALL.webCallUrl, subscribeToTracksAutomatically: false });
    await call.startRemoteParticipantsAudioLevelObserver(100);
    await call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
    await call.destroy();
  }
  return (performance.now() - begin) / START_CYCLES;
}

async function withClient(daily: FakeDaily): Promise<number> {
  const client = newClient(daily);
  let total = 0;
  for (let i = 0; i < START_CYCLES; i += 1) {
    const begin = performance.now();
    await client.start({ assistant: 'bench' });
    await client.stop();
    total += performance.now() - begin;
  }
  return total / START_CYCLES;
}

async function levels(): Promise<{ client: number; fake: number }> {
  const daily = new FakeDaily({ script: { joinDelayMs: 0 } });
  const client = newClient(daily);
  let sink = 0;
  client.on('volume-level', (volume) => {
    sink += volume;
  });
  await client.start({ assistant: 'bench' });
  const call = daily.last;
  // The client started the observer: daily-js delivers levels while it runs.
  const levels = { bot: 0.05, user: 0.001 };
  let begin = performance.now();
  for (let i = 0; i < LEVEL_EVENTS; i += 1) call.reportRemoteLevels(levels);
  const clientTime = performance.now() - begin;
  await client.stop();
  // The fake's delivery alone, to a listener that does nothing.
  const bareDaily = new FakeDaily({ script: { joinDelayMs: 0 } });
  const bare = bareDaily.createCallObject({});
  await bare.startRemoteParticipantsAudioLevelObserver(100);
  const noop = () => {
    sink += 1;
  };
  bare.on('remote-participants-audio-level', noop);
  begin = performance.now();
  for (let i = 0; i < LEVEL_EVENTS; i += 1) bare.reportRemoteLevels(levels);
  const fakeTime = performance.now() - begin;
  if (sink < 0) process.stdout.write('unreachable\n');
  return { client: clientTime / LEVEL_EVENTS, fake: fakeTime / LEVEL_EVENTS };
}

const daily = new FakeDaily({ script: { joinDelayMs: 0 } });
// Warm up the JIT on both paths before measuring.
await fakeOnly(daily);
await withClient(daily);
const fakeMs = await fakeOnly(daily);
const clientMs = await withClient(daily);
const level = await levels();
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
process.stdout.write(
  [
    `start + stop, ${START_CYCLES} cycles (fake delays 0 ms):`,
    `  with client ${us(clientMs)}, fake alone ${us(fakeMs)}, client overhead ${us(clientMs - fakeMs)} per start`,
    `audio-level event, ${LEVEL_EVENTS} events:`,
    `  with client ${us(level.client)}, fake alone ${us(level.fake)}, client overhead ${us(level.client - level.fake)} per event`,
    '',
  ].join('\n'),
);
