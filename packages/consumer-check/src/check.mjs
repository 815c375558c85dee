#!/usr/bin/env node
// `pnpm consumers`: the five packages as another team gets them. Packs them, installs the
// tarballs with npm (`--engine-strict`) into fresh projects outside this repository, and checks
// what such a team does with them:
// - a Next.js App Router app whose Server Component renders Header, VoiceWidget and Footer and
//   a client component with useVoiceClient: `next build`, `tsc`, then the built page in Chromium
//   with no console error;
// - a Vite app: `vite build`, `tsc` with `moduleResolution` bundler and node16 over every entry;
// - on the running Node and on Node 22 and 24 (from the npm registry): an `--engine-strict`
//   install of every package whose `engines` admit that Node (and a refused install of each
//   that does not), every entry loaded as ESM and CJS without a DOM, and both CLIs started.
// Not part of `npm test` (it downloads Next.js and two Node binaries and takes minutes).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPage } from './next-page.mjs';
import { buildAndPack, entriesOf, makeProject, meetsEngines } from './packages.mjs';
import { consumerEnv, freePort, nodeLineDir, nodeVersion, run, startServer } from './processes.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(packageDir, '../..');
const fixtures = join(packageDir, 'fixtures');
const work = mkdtempSync(join(tmpdir(), 'org-consumers-'));
const log = join(work, 'consumer-check.log');
const INSTALL_MS = 600_000;
const BUILD_MS = 600_000;

/** @type {Array<{ label: string, ok: boolean, seconds: number }>} */
const results = [];

/** Runs one check, prints its outcome and time; a failure is recorded and the run goes on. */
async function step(label, check) {
  const started = performance.now();
  process.stdout.write(`… ${label}\n`);
  let ok = true;
  try {
    const detail = await check();
    if (detail) process.stdout.write(`${detail}\n`);
  } catch (error) {
    ok = false;
    process.stdout.write(`  ${String(error?.message ?? error).replaceAll('\n', '\n  ')}\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ label, ok, seconds });
  process.stdout.write(`${ok ? '✓' : '✗'} ${label} (${seconds.toFixed(1)} s)\n`);
  return ok;
}

/** Runs a tool; throws with the tail of its output when it fails. */
async function expectSuccess(what, command, args, options) {
  const { code, tail } = await run(command, args, { log, ...options });
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${tail}`);
}

const bin = (dir, name) => join(dir, 'node_modules', '.bin', name);
const npmInstall = ['install', '--engine-strict', '--no-audit', '--no-fund', '--loglevel=error'];

let packed = [];
const ready = await step('build and pack the five packages', () => {
  packed = buildAndPack(root, join(work, 'tarballs'));
  return packed.map(({ tarball }) => `  ${tarball}`).join('\n');
});
if (!ready) finish();

const nodes = [{ line: 'running', dir: dirname(process.execPath) }];
await step('Node 22 and 24 LTS from the npm registry', () => {
  for (const line of ['22', '24']) nodes.push({ line, dir: nodeLineDir(line) });
  return nodes.map(({ dir }) => `  ${nodeVersion(dir)}: ${dir}`).join('\n');
});
// The apps build on the newest LTS line every package admits (the first of 22 and 24 found).
const appNode = nodes.find(({ line }) => line === '22') ?? nodes.at(-1);
const appEnv = consumerEnv(appNode.dir);

const nextApp = join(work, 'next-app');
makeProject(join(fixtures, 'next-app'), nextApp, packed);
if (
  (await step(`Next.js app: npm install --engine-strict (Node ${nodeVersion(appNode.dir)})`, () =>
    expectSuccess('npm install', 'npm', npmInstall, {
      cwd: nextApp,
      env: appEnv,
      timeoutMs: INSTALL_MS,
    }),
  )) &&
  (await step('Next.js app: next build (Server Component page)', () =>
    expectSuccess('next build', bin(nextApp, 'next'), ['build'], {
      cwd: nextApp,
      env: appEnv,
      timeoutMs: BUILD_MS,
    }),
  ))
) {
  await step('Next.js app: tsc (moduleResolution bundler)', () =>
    expectSuccess('tsc', bin(nextApp, 'tsc'), ['--noEmit', '-p', '.'], {
      cwd: nextApp,
      env: appEnv,
      timeoutMs: BUILD_MS,
    }),
  );
  await step('Next.js app: the built page in Chromium, no console error', async () => {
    const port = await freePort();
    const server = startServer(
      bin(nextApp, 'next'),
      ['start', '-H', '127.0.0.1', '-p', `${port}`],
      {
        cwd: nextApp,
        env: appEnv,
        log,
      },
    );
    try {
      const url = `http://127.0.0.1:${port}/`;
      await waitForHttp(url, 30_000, server.exited);
      const problems = await checkPage(url);
      if (problems.length) throw new Error(problems.join('\n'));
      return `  ${url}: banner, footer, two VoiceWidgets, hydrated client component, no console error`;
    } finally {
      await server.stop();
    }
  });
}

const viteApp = join(work, 'vite-app');
makeProject(join(fixtures, 'vite-app'), viteApp, packed);
// node16 resolution reads the same imports from an ES module and from a CommonJS one.
for (const kind of ['mts', 'cts']) {
  copyFileSync(join(viteApp, 'types/every-entry.ts'), join(viteApp, `types/every-entry.${kind}`));
}
if (
  await step(`Vite app: npm install --engine-strict (Node ${nodeVersion(appNode.dir)})`, () =>
    expectSuccess('npm install', 'npm', npmInstall, {
      cwd: viteApp,
      env: appEnv,
      timeoutMs: INSTALL_MS,
    }),
  )
) {
  await step('Vite app: vite build', () =>
    expectSuccess('vite build', bin(viteApp, 'vite'), ['build'], {
      cwd: viteApp,
      env: appEnv,
      timeoutMs: BUILD_MS,
    }),
  );
  for (const config of ['tsconfig.json', 'tsconfig.node16.json']) {
    await step(`Vite app: tsc -p ${config} (every entry)`, () =>
      expectSuccess('tsc', bin(viteApp, 'tsc'), ['-p', config], {
        cwd: viteApp,
        env: appEnv,
        timeoutMs: BUILD_MS,
      }),
    );
  }
}

for (const node of nodes) {
  const version = nodeVersion(node.dir);
  const env = consumerEnv(node.dir);
  const fit = packed.filter(({ manifest }) => meetsEngines(manifest, version));
  const unfit = packed.filter((item) => !fit.includes(item));
  const project = join(work, `node-${version}`);
  makeProject(join(fixtures, 'node'), project, fit);
  const names = fit.map(({ name }) => name.replace('@org/', '')).join(', ');
  if (
    await step(`Node ${version}: npm install --engine-strict of ${names}`, () =>
      expectSuccess('npm install', 'npm', npmInstall, { cwd: project, env, timeoutMs: INSTALL_MS }),
    )
  ) {
    await step(`Node ${version}: every entry loads as ESM and CJS without a DOM`, () =>
      expectSuccess(
        'load-entries.mjs',
        `${node.dir}/node`,
        ['load-entries.mjs', JSON.stringify(fit.flatMap(entriesOf))],
        { cwd: project, env, timeoutMs: 120_000 },
      ),
    );
    if (fit.some(({ manifest }) => manifest.bin)) {
      await step(`Node ${version}: the CLIs start, answer and stop`, () =>
        expectSuccess('run-clis.mjs', `${node.dir}/node`, ['run-clis.mjs'], {
          cwd: project,
          env,
          timeoutMs: 120_000,
        }),
      );
    }
  }
  for (const item of unfit) {
    await step(
      `Node ${version}: --engine-strict refuses ${item.name} (${item.manifest.engines.node})`,
      async () => {
        // The package with the tarballs of the packages it depends on, so that only engines can
        // refuse it.
        const alone = join(work, `refused-${version}-${item.name.replace('@org/', '')}`);
        const ownDependencies = Object.keys(item.manifest.dependencies ?? {});
        const siblings = packed.filter(({ name }) => ownDependencies.includes(name));
        makeProject(join(fixtures, 'node'), alone, [item, ...siblings]);
        const { code, tail } = await run('npm', npmInstall, {
          cwd: alone,
          env,
          log,
          timeoutMs: INSTALL_MS,
        });
        if (code === 0) {
          throw new Error(
            `it installed: ${item.name} declares more than it needs, or a check is off`,
          );
        }
        if (!/EBADENGINE|notsup|Unsupported engine/i.test(tail)) {
          throw new Error(`npm failed for another reason:\n${tail}`);
        }
      },
    );
  }
}

finish();

/** Polls `url` until it answers (any status), the server exits, or `ms` pass. */
async function waitForHttp(url, ms, exited) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(
    gone ? 'next start exited before it answered' : `${url} did not answer within ${ms} ms`,
  );
}

function finish() {
  const failed = results.filter(({ ok }) => !ok);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  process.stdout.write(
    `\n${results.length - failed.length} of ${results.length} consumer checks passed in ${total.toFixed(0)} s.\n`,
  );
  if (failed.length === 0) {
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  }
  process.stdout.write(
    `Failed: ${failed.map(({ label }) => label).join('; ')}\nLog and projects: ${work} (${log})\n`,
  );
  process.exit(1);
}
