#!/usr/bin/env node
// The site's `test`: the end-to-end tests of the loopback build, and beside them, one after the
// other, its unit and build-output tests, the end-to-end tests of the dev server, the
// cross-engine suite (Firefox and WebKit; cross-engine/) and the real-daily fault matrix (on a
// port of its own). Two chains of about equal length, one browser each: on two cores, idle, the
// build's suite took 11.1 min and the rest 10.1 min, with the fault matrix (0.9 min) after the
// build's suite instead of beside it. Every step runs even after one fails, so one run reports
// every failure; the exit code is the first failing step's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const onWindows = process.platform === 'win32';

/**
 * Runs one test command from the package's node_modules/.bin. Its output goes to this process's
 * own when `buffered` is false, or is kept and handed back whole, for a step that runs beside
 * another and must not interleave with it.
 * @returns {Promise<{ status: number, output: string }>}
 */
function run(command, args, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      shell: onWindows,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output }));
  });
}

const statuses = [];

// Beside the build's end-to-end suite, one after the other: the unit tests, the build-output
// tests, the dev server's end-to-end tests, the cross-engine suite, then the fault matrix. Each
// is buffered and printed once the build's suite is done.
const besideBuild = (async () => {
  const steps = [
    ['Unit tests', ['vitest', ['run']]],
    ['Build-output tests', ['vitest', ['run', '--config', 'test/vitest.config.ts']]],
    ['Dev-server end-to-end tests', ['playwright', ['test', '-c', 'playwright.dev.config.ts']]],
    // Firefox and WebKit only: every check of the suite runs in Chromium in the build's and the
    // dev server's Playwright suites already, and on two cores its Chromium run (about 2 min of
    // CPU) slowed the build's suite beside it. `pnpm test:cross-engine` runs all three.
    [
      'Cross-engine tests',
      [
        'vitest',
        [
          'run',
          '--config',
          'cross-engine/vitest.config.ts',
          '--exclude',
          'cross-engine/chromium.test.ts',
        ],
      ],
    ],
    // Last: its Cancel must land within 1 s, ten times what it takes; by now it shares the
    // machine with the build's suite only.
    ['Real-daily fault matrix', ['playwright', ['test', '-c', 'playwright.faults.config.ts']]],
  ];
  const results = [];
  for (const [title, [command, args]] of steps) {
    results.push({ title, ...(await run(command, args, { buffered: true })) });
  }
  return results;
})();
statuses.push((await run('playwright', ['test'])).status);
for (const { title, output, status } of await besideBuild) {
  process.stdout.write(`\n${title} (ran beside the build's end-to-end tests):\n${output}`);
  statuses.push(status);
}

process.exitCode = statuses.find((status) => status !== 0) ?? 0;
