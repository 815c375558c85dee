// One run of the latency benchmark: one client, one scenario, in a process of its own (a fresh
// module cache: nothing either client loaded in an earlier run is warm), on a virtual clock.
// Prints one JSON line. scripts/latency-bench.mjs bundles this file, runs every client and
// scenario, and compares. Usage: node <bundle> <vapi|ours|dropin> <cold|intent>
import Module, { createRequire } from 'node:module';
import { preload } from '../src/engine-chunk';
import { START_STAGES } from '../src/stages';
import DropIn, { preload as preloadForDropIn } from '../src/vapi';
import { VoiceClient } from '../src/voice-client';
import { LatencyModel, type ModelMoment } from '../test/latency-model';
import { VirtualClock } from './latency-bench-clock';

/** What a run prints. */
export interface RunResult {
  /** `@vapi-ai/web`, our `VoiceClient`, or our `./vapi` drop-in. */
  client: 'vapi' | 'ours' | 'dropin';
  scenario: 'cold' | 'intent';
  /** Click to the `call-start` event, ms. */
  callStart: number;
  /** Click to the browser's microphone prompt, ms; null when it never showed. */
  prompt: number | null;
  /** How many times a call machine bundle was loaded, and joins made. */
  bundleLoads: number;
  joins: number;
  /** Our `progress` stages in the order they started (empty for Vapi). */
  stages: string[];
  timeline: ModelMoment[];
}

const API = 'https://api.example.test';
const WEB_CALL = { id: 'call-1', webCallUrl: 'https://example.daily.co/room' };

const [client, scenario] = process.argv.slice(2);
if (
  (client !== 'vapi' && client !== 'ours' && client !== 'dropin') ||
  (scenario !== 'cold' && scenario !== 'intent')
) {
  throw new Error('Usage: latency-bench <vapi|ours|dropin> <cold|intent>');
}

const clock = new VirtualClock();
clock.install();
const model = new LatencyModel();
const fetchWebCall = model.fetchFor(WEB_CALL);
// The browser: both clients read the user agent (not a phone: no 1 s permission wait), and the
// microphone is the model's, prompt included.
Object.defineProperty(globalThis, 'navigator', {
  configurable: true,
  value: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', mediaDevices: model },
});
Object.assign(model, { getUserMedia: model.getUserMedia });

/** Runs virtual time until `work` (done on intent, before the click) settles. */
async function beforeTheClick(work: Promise<unknown>): Promise<void> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  await clock.runUntil(() => done);
  await work;
}

let callStart: number | null = null;
let settled = false;
const stages: string[] = [];

/** What the benchmark needs of `@vapi-ai/web`. */
interface VapiLike {
  on(event: 'call-start', listener: () => void): unknown;
  start(assistant: string): Promise<unknown>;
}

/**
 * Starts a call with `@vapi-ai/web`, which imports daily-js statically: its module cannot run
 * before daily-js is there. A page that loads it at the click pays the daily-js import before
 * `start()` (cold); one that loaded it on intent does not (intent), as our `preload()` does for
 * ours. `load` makes the client once daily-js is there.
 */
async function startLikeVapi(load: () => VapiLike): Promise<void> {
  globalThis.fetch = fetchWebCall;
  if (scenario === 'intent') await beforeTheClick(model.importDaily());
  model.click();
  const run = async () => {
    if (scenario === 'cold') await model.importDaily();
    const vapi = load();
    vapi.on('call-start', () => {
      callStart ??= model.now();
    });
    await vapi.start('assistant-1');
  };
  void run().finally(() => {
    settled = true;
  });
}

if (client === 'vapi') {
  // @vapi-ai/web's shipped CommonJS, with the daily-js it resolves (0.87.0) replaced by the
  // model through the require cache: its static `require("@daily-co/daily-js")` gets the model.
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@vapi-ai/web');
  const dailyPath = createRequire(entry).resolve('@daily-co/daily-js');
  const daily = new Module(dailyPath);
  daily.filename = dailyPath;
  daily.loaded = true;
  daily.exports = { __esModule: true, default: model.daily };
  require.cache[dailyPath] = daily;
  await startLikeVapi(() => {
    const { default: Vapi } = require('@vapi-ai/web') as typeof import('@vapi-ai/web');
    return new Vapi('public-key', API);
  });
} else if (client === 'dropin') {
  // The drop-in imports daily-js through the same loader as ours (src/daily/loader.ts), which
  // the bundle maps to the model's import (150 ms); a page that preloads it on intent calls
  // preload(), which the drop-in's entry exports too.
  Reflect.set(globalThis, '__latencyModel', model);
  globalThis.fetch = fetchWebCall;
  if (scenario === 'intent') await beforeTheClick(preloadForDropIn());
  const vapi = new DropIn('public-key', API);
  vapi.on('call-start', () => {
    callStart ??= model.now();
  });
  model.click();
  void vapi.start('assistant-1').finally(() => {
    settled = true;
  });
} else {
  // Ours imports daily-js dynamically through its loader (src/daily/loader.ts), and its call
  // engine as a chunk of its own when the client is made (src/lazy-engine.ts); the bundle maps
  // those imports to the model's (150 ms each). A page that preloads on intent calls preload().
  Reflect.set(globalThis, '__latencyModel', model);
  if (scenario === 'intent') await beforeTheClick(preload());
  const voice = new VoiceClient({ baseUrl: API, token: 'public-key', fetch: fetchWebCall });
  voice.on('call-start', () => {
    callStart ??= model.now();
  });
  voice.on('progress', (event) => {
    if (event.status === 'started') stages.push(event.stage);
  });
  model.click();
  void voice.start({ assistant: 'assistant-1' }).finally(() => {
    settled = true;
  });
}

await clock.runUntil(() => callStart !== null && settled);

if (client === 'ours') {
  const expected = START_STAGES.filter((stage) => stages.includes(stage));
  if (stages.join() !== expected.join()) {
    throw new Error(`Stages out of START_STAGES order: ${stages.join(', ')}`);
  }
}

const result: RunResult = {
  client,
  scenario,
  callStart: callStart ?? Number.NaN,
  prompt: model.promptAt,
  bundleLoads: model.daily.instances.reduce((sum, call) => sum + call.bundleLoads, 0),
  joins: model.daily.instances.reduce((sum, call) => sum + call.callsTo('join').length, 0),
  stages,
  timeline: model.timeline,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
