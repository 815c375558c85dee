#!/usr/bin/env node
// The latency benchmark of issue 14: @vapi-ai/web 2.7.1 and our VoiceClient through the same
// latency model (test/latency-model.ts) on a virtual clock, cold and with daily-js warmed on
// intent. Prints, for each, click → call-start, click → microphone prompt and the ratio; exits
// non-zero when ours takes more than 0.65 × Vapi's time or its prompt is not at the click.
// Run with `pnpm bench:latency` (also the last step of `pnpm test`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const GOAL = 0.65;
const LATENCY_LINE =
  'web call 700 ms, daily-js import 150 ms, call machine load 400 ms, microphone grant 300 ms, join signalling 500 ms';
const SCENARIOS = {
  cold: 'cold: nothing of either client loaded before the click',
  intent: 'intent: daily-js (Vapi: its chunk) loaded on intent, before the click',
};

// Inside the package, so that the bundle resolves the package's own dependencies.
const dir = resolve('node_modules', '.cache', 'voice-client-latency-bench');
mkdirSync(dir, { recursive: true });
const outfile = join(dir, 'latency-bench.mjs');

/** Our loader's `import('@daily-co/daily-js')` reaches this module: its evaluation is the import. */
const dailyModule = [
  "const model = Reflect.get(globalThis, '__latencyModel');",
  'const loaded = await model.importDaily();',
  'export default loaded.default;',
  '',
].join('\n');

/** @type {import('esbuild').Plugin} */
const modelDaily = {
  name: 'latency-model-daily',
  setup(bundle) {
    // A data: URL: Node evaluates it without reading a file, so the import's only cost is the
    // model's (a file read would take real time the virtual clock cannot see).
    bundle.onResolve({ filter: /^@daily-co\/daily-js$/ }, () => ({
      path: `data:text/javascript,${encodeURIComponent(dailyModule)}`,
      external: true,
    }));
  },
};

function pad(text, width) {
  return String(text).padStart(width);
}

function describe(run) {
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
    plugins: [modelDaily],
    logLevel: 'error',
  });
  const run = (client, scenario) =>
    JSON.parse(execFileSync(process.execPath, [outfile, client, scenario], { encoding: 'utf8' }));

  const lines = [`Latency model (issue 14): ${LATENCY_LINE}. Virtual clock; times in ms.`];
  for (const [scenario, title] of Object.entries(SCENARIOS)) {
    const vapi = run('vapi', scenario);
    const ours = run('ours', scenario);
    const ratio = ours.callStart / vapi.callStart;
    const promptAtClick = ours.prompt === 0;
    const ok = ratio <= GOAL && promptAtClick;
    failed ||= !ok;
    lines.push(
      '',
      title,
      `  @vapi-ai/web 2.7.1   click→call-start ${pad(vapi.callStart, 5)}   click→microphone prompt ${pad(vapi.prompt ?? 'none', 5)}`,
      `  @org/voice-client    click→call-start ${pad(ours.callStart, 5)}   click→microphone prompt ${pad(ours.prompt ?? 'none', 5)}`,
      `  ratio ${ratio.toFixed(3)} (goal ≤ ${GOAL}), ours prompts ${promptAtClick ? 'at the click' : 'NOT at the click'}: ${ok ? 'ok' : 'FAILED'}`,
      `  vapi: ${describe(vapi)}`,
      `  ours: ${describe(ours)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  process.stderr.write(
    `The voice client misses the latency goal (≤ ${GOAL} × Vapi's time, prompt at the click).\n`,
  );
  process.exit(1);
}
