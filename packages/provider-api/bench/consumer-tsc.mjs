#!/usr/bin/env node
// How long a consumer's `tsc` takes over an app that imports @org/provider-api and calls five
// of its operations, as a team would: the built package (its bundled .d.ts, about 3 MB of
// generated types), strict mode, skipLibCheck as apps have it. Prints each run and the median,
// and fails when the median is over the budget. The package must be built first. `--report`
// writes the budget as `npm test`'s summary reads budgets (scripts/test-summary.mjs); the test
// command runs it in its budget phase, alone, since a loaded machine would skew the timing.
//
//   node bench/consumer-tsc.mjs [--runs 5] [--report .test-report/budgets.json]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const budgetMs = 5000;
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  process.stderr.write('--runs takes a whole number from 1 to 50\n');
  process.exit(2);
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const types = join(packageDir, 'dist/index.d.ts');
try {
  statSync(types);
} catch {
  process.stderr.write(
    `${types} is missing: run \`pnpm --filter @org/provider-api build\` first\n`,
  );
  process.exit(2);
}
// Inside the package, so that `@org/provider-api` resolves through its own `exports` to the
// built types, as it does in an app that installed it.
const appDir = join(packageDir, 'node_modules/.cache/consumer-tsc-bench');
rmSync(appDir, { recursive: true, force: true });
mkdirSync(appDir, { recursive: true });
writeFileSync(
  join(appDir, 'app.ts'),
  `import { createProviderClient, createWebCall, type components } from '@org/provider-api';

const client = createProviderClient({ baseUrl: 'https://api.example.com', token: 'pk' });

export async function receptionist(): Promise<string | undefined> {
  const assistant: components['schemas']['CreateAssistantDTO'] = {
    name: 'Receptionist',
    firstMessage: 'Thanks for calling Acme Roofing!',
    voice: { provider: 'vapi', voiceId: 'Elliot' },
  };
  const created = await client.POST('/assistant', { body: assistant });
  if (created.data === undefined) return undefined;

  const page = await client.GET('/v2/call', {
    params: { query: { assistantId: created.data.id, page: 1, limit: 50, sortOrder: 'DESC' } },
  });
  for (const call of page.data?.results ?? []) console.log(call.id, call.status, call.endedReason);

  const one = await client.GET('/call/{id}', { params: { path: { id: 'c1' } } });
  console.log(one.data?.artifact?.transcript);

  await client.PATCH('/assistant/{id}', {
    params: { path: { id: created.data.id } },
    body: { firstMessage: 'Hello!' },
  });

  const web = await createWebCall(client, {
    assistantId: created.data.id,
    roomDeleteOnUserLeaveEnabled: false,
  });
  return web.error ? undefined : web.data.webCallUrl;
}
`,
);
writeFileSync(
  join(appDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
    files: ['app.ts'],
  }),
);

const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/lib/tsc.js');
const times = [];
let diagnostics = '';
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsc, '-p', appDir, '--extendedDiagnostics'], {
    encoding: 'utf8',
  });
  const elapsed = performance.now() - started;
  if (result.status !== 0) {
    process.stderr.write(`tsc failed on the consumer app:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  times.push(elapsed);
  diagnostics = result.stdout;
  process.stdout.write(`run ${run}: ${Math.round(elapsed)} ms\n`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const pick = (label) => new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(diagnostics)?.[1]?.trim();
process.stdout.write(
  `consumer tsc (5 operations, dist/index.d.ts ${(statSync(types).size / 1e6).toFixed(1)} MB): ` +
    `median ${Math.round(median)} ms, min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)} ` +
    `over ${runs} runs (tsc's own: parse ${pick('Parse time')}, check ${pick('Check time')}, ` +
    `total ${pick('Total time')}, memory ${pick('Memory used')}); budget ${budgetMs} ms: ` +
    `${median <= budgetMs ? 'met' : 'MISSED'}\n`,
);
const reportFlag = process.argv.indexOf('--report');
if (reportFlag !== -1) {
  const met = median <= budgetMs;
  const report = resolve(process.argv[reportFlag + 1] ?? '.test-report/budgets.json');
  const title = 'consumer tsc over an app calling five operations (median)';
  mkdirSync(dirname(report), { recursive: true });
  writeFileSync(
    report,
    `${JSON.stringify({
      numTotalTests: 1,
      numPassedTests: met ? 1 : 0,
      numFailedTests: met ? 0 : 1,
      numPendingTests: 0,
      numTodoTests: 0,
      success: met,
      testResults: [
        {
          name: 'budgets',
          status: met ? 'passed' : 'failed',
          assertionResults: [
            {
              title,
              status: met ? 'passed' : 'failed',
              failureMessages: met
                ? []
                : [`measured ${Math.round(median)} ms, limit ${budgetMs} ms`],
            },
          ],
        },
      ],
    })}\n`,
  );
}
if (median > budgetMs) process.exit(1);
