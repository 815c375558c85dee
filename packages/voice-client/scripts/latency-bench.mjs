#!/usr/bin/env node
// The latency benchmark: @vapi-ai/web 2.7.1, our VoiceClient and our ./vapi drop-in
// through the same latency model (test/latency-model.ts) on a virtual clock, cold and with
// daily-js warmed on intent. Prints, for each, click → call-start, click → microphone prompt and
// the ratios; exits non-zero when VoiceClient or the drop-in takes more than 0.65 × Vapi's time
// or its prompt is not at the click.
// Run with `pnpm bench:latency` (also the last step of `pnpm test`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const GOAL = 0.65;
const LATENCY_LINE =
  'web call 700 ms, daily-js import 150 ms, call engine import 150 ms, call machine load 400 ms, microphone grant 300 ms, join signalling 500 ms';
const SCENARIOS = {
  cold: 'cold: nothing of any client loaded before the click (ours constructed at it)',
  intent:
    'intent: daily-js (Vapi: its chunk; ours: the call engine too) loaded on intent, before the click',
};

// Inside the package, so that the bundle resolves the package's own dependencies.
const dir = resolve('node_modules', '.cache', 'voice-client-latency-bench');
mkdirSync(dir, { recursive: true });
const outfile = join(dir, 'latency-bench.mjs');

/**
 * Our loader's `import('@daily-co/daily-js')` (both faces use it) reaches this module: its
 * evaluation is the import.
 */
const dailyModule = [
  "const model = Reflect.get(globalThis, '__latencyModel');",
  'const loaded = await model.importDaily();',
  'export default loaded.default;',
  '',
].join('\n');

/** A data: URL: Node evaluates it without reading a file (real time the clock cannot see). */
const dataUrl = (source) => `data:text/javascript,${encodeURIComponent(source)}`;

/** @type {import('esbuild').Plugin} */
const modelDaily = {
  name: 'latency-model-daily',
  setup(bundle) {
    // Each import's only cost is then the model's.
    bundle.onResolve({ filter: /^@daily-co\/daily-js$/ }, (args) => {
      // A static import would run daily-js with the page, where this model pays for it at the
      // click: neither face may have one.
      if (args.kind !== 'dynamic-import') {
        throw new Error(`${args.importer} imports daily-js statically`);
      }
      return { path: dataUrl(dailyModule), external: true };
    });
  },
};

/**
 * Each face's `import()` of the call engine (a chunk of its own, loaded when a client is made:
 * see src/lazy-engine.ts) reaches this module: the model's import, then the engine itself. The
 * drop-in's reports of a call (src/compat/vapi-events.ts) load beside it, in the same time.
 */
const engineModule = [
  "const model = Reflect.get(globalThis, '__latencyModel');",
  'await model.importEngine();',
  `export * from ${JSON.stringify(resolve('src/call-engine.ts'))};`,
  '',
].join('\n');

/** @type {import('esbuild').Plugin} */
const modelEngine = {
  name: 'latency-model-engine',
  setup(bundle) {
    bundle.onResolve({ filter: /^\.\.?\/call-engine$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'engine', namespace: 'latency-model' } : undefined,
    );
    bundle.onLoad({ filter: /^engine$/, namespace: 'latency-model' }, () => ({
      contents: engineModule,
      loader: 'js',
      resolveDir: resolve('src'),
    }));
  },
};

function pad(text, width) {
  return String(text).padStart(width);
}

// Not `describe`: with @playwright/test a devDependency, Biome's Playwright rules take a call of
// that name for a test group.
function timelineOf(run) {
  return run.timeline.map((moment) => `${moment.at} ${moment.what}`).join(' · ');
}

let failed = false;
try {
  await build({
    entryPoints: ['scripts/latency-bench-main.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    external: ['@org/provider-api', '@vapi-ai/web'],
    plugins: [modelDaily, modelEngine],
    logLevel: 'error',
  });
  const run = (client, scenario) =>
    JSON.parse(execFileSync(process.execPath, [outfile, client, scenario], { encoding: 'utf8' }));

  const lines = [`Latency model: ${LATENCY_LINE}. Virtual clock; times in ms.`];
  for (const [scenario, title] of Object.entries(SCENARIOS)) {
    const vapi = run('vapi', scenario);
    const ours = run('ours', scenario);
    const dropin = run('dropin', scenario);
    const verdict = (run) => {
      const ratio = run.callStart / vapi.callStart;
      const atClick = run.prompt === 0;
      const ok = ratio <= GOAL && atClick;
      failed ||= !ok;
      return `ratio ${ratio.toFixed(3)} (goal ≤ ${GOAL}), prompt ${atClick ? 'at the click' : 'NOT at the click'}: ${ok ? 'ok' : 'FAILED'}`;
    };
    lines.push(
      '',
      title,
      `  @vapi-ai/web 2.7.1   click→call-start ${pad(vapi.callStart, 5)}   click→microphone prompt ${pad(vapi.prompt ?? 'none', 5)}`,
      `  @org/voice-client    click→call-start ${pad(ours.callStart, 5)}   click→microphone prompt ${pad(ours.prompt ?? 'none', 5)}`,
      `  ./vapi (drop-in)     click→call-start ${pad(dropin.callStart, 5)}   click→microphone prompt ${pad(dropin.prompt ?? 'none', 5)}`,
      `  @org/voice-client: ${verdict(ours)}`,
      `  ./vapi (drop-in):  ${verdict(dropin)}`,
      `  vapi:    ${timelineOf(vapi)}`,
      `  ours:    ${timelineOf(ours)}`,
      `  drop-in: ${timelineOf(dropin)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  process.stderr.write(
    `A face of the voice client misses the latency goal (≤ ${GOAL} × Vapi's time, prompt at the click).\n`,
  );
  process.exit(1);
}
