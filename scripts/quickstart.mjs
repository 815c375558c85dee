#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here. They must work on a
// machine that has only Node and npm, so this script finds the pinned pnpm (or runs it
// through npx), installs the workspace from the lockfile, and then starts the site or
// runs every check. It imports nothing but Node itself and its siblings test-summary.mjs and
// cross-engine-browsers.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingCrossEngineBrowsers } from './cross-engine-browsers.mjs';
import { formatSummary, readReports, summarise } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinnedPnpm = manifest.packageManager.replace(/^pnpm@/, '');
const onWindows = process.platform === 'win32';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** A `chromium` (or Chrome) on PATH, as the browser tests find it. */
function chromiumOnPath() {
  const names = ['chromium', 'chromium-browser', 'google-chrome'];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of names) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

/** Whether `playwright install chromium` has downloaded Playwright's own Chromium. */
function hasPlaywrightChromium() {
  const cache = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  return existsSync(cache) && readdirSync(cache).some((name) => /^chromium-\d+$/.test(name));
}

/**
 * The browser tests need a Chromium: CHROME_PATH, Debian's, one on PATH, or Playwright's. Said up
 * front, with the command that fixes it, rather than minutes later from inside a test runner.
 */
function checkChromium() {
  if (env.CHROME_PATH) {
    if (existsSync(env.CHROME_PATH)) return;
    process.stderr.write(`✗ CHROME_PATH names ${env.CHROME_PATH}, which does not exist.\n`);
    process.exit(1);
  }
  const found = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromiumOnPath();
  if (found) {
    env.CHROME_PATH = found;
    return;
  }
  if (hasPlaywrightChromium()) return;
  process.stderr.write(
    [
      '✗ No Chromium found: the browser tests (Storybook stories, end-to-end, Lighthouse) need one.',
      '  On Debian or Ubuntu:  sudo apt-get install chromium',
      '  Anywhere else:        pnpm install && pnpm --filter @org/site exec playwright install chromium',
      '  Or point CHROME_PATH at an installed Chrome or Chromium.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

/**
 * The site's cross-engine tests need Firefox and WebKit (WebKitGTK's WebKitWebDriver and
 * MiniBrowser, with Xvfb): said up front with the command that installs them, as for Chromium.
 */
function checkCrossEngineBrowsers() {
  const lines = missingCrossEngineBrowsers(env);
  if (lines.length === 0) return;
  process.stderr.write(`✗ ${lines.join('\n')}\n`);
  process.exit(1);
}

function run(command, args, { allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', shell: onWindows });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFailure) {
    process.stderr.write(`\n✗ ${[command, ...args].join(' ')} exited with ${result.status}\n`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** The pnpm to use: the one on PATH when it is the pinned version, else the pinned one via npx. */
function findPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: onWindows });
  if (probe.status === 0 && probe.stdout.trim() === pinnedPnpm) return ['pnpm'];
  process.stdout.write(`pnpm ${pinnedPnpm} is not on PATH; running it through npx.\n`);
  return ['npx', '--yes', `pnpm@${pinnedPnpm}`];
}

/** Every package's and app's test-report folder. */
function reportDirs() {
  const dirs = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) dirs.push(join(groupDir, name, '.test-report'));
  }
  return dirs.filter((dir) => existsSync(dir));
}

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  process.stderr.write('usage: node scripts/quickstart.mjs start|test\n');
  process.exit(2);
}

if (mode === 'test') {
  checkChromium();
  checkCrossEngineBrowsers();
} else if (!env.CHROME_PATH && existsSync('/usr/bin/chromium')) {
  env.CHROME_PATH = '/usr/bin/chromium';
}

const [pnpm, ...pnpmArgs] = findPnpm();
run(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile']);

if (mode === 'start') {
  run(pnpm, [...pnpmArgs, 'run', 'dev']);
} else {
  // Reports of an earlier run must not count: turbo restores those of cached tasks.
  for (const dir of reportDirs()) rmSync(dir, { recursive: true, force: true });
  // A changeset without valid front matter blocks `changeset version` on release day: fail now.
  run(pnpm, [...pnpmArgs, 'exec', 'changeset', 'status']);
  // The builds first, on their own: then the site's suites, the longest of `check`, start at once
  // instead of after the builds have shared the two cores with every lint, typecheck and unit
  // suite. `check` finds the builds in turbo's cache; a build that fails here fails there again,
  // after every task that does not need it has run.
  run(pnpm, [...pnpmArgs, 'run', 'build:test'], { allowFailure: true });
  const checks = run(pnpm, [...pnpmArgs, 'run', 'check'], { allowFailure: true });
  // The timed budgets last and alone, one at a time (the site's Lighthouse runs, provider-api's
  // consumer tsc): a loaded machine would skew their timings.
  const budgets = run(pnpm, [...pnpmArgs, 'run', 'check-budgets'], { allowFailure: true });
  const summary = summarise(readReports(root), { exitCodes: [checks, budgets] });
  process.stdout.write(formatSummary(summary));
  if (!summary.ok) process.exit(checks || budgets || 1);
}
