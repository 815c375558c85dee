#!/usr/bin/env node
// The site's `test`: its unit tests, then the end-to-end tests of the loopback build beside
// those of the dev server and, after them, the cross-engine suite (Chromium, Firefox, WebKit;
// cross-engine/), then the real-daily fault matrix alone. On two cores the build's suite (one
// worker) leaves about a fifth of the CPU idle, and the dev-server tests and the cross-engine
// checks, which assert nothing about time but the /demo notice's second, fit in it, one browser
// at a time; the fault matrix asserts that a Cancel lands within 1 s, so it keeps the machine to
// itself. Every step runs even after one fails, so one run reports every failure; the exit code
// is the first failing step's.
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
statuses.push((await run('vitest', ['run'])).status);
statuses.push((await run('vitest', ['run', '--config', 'test/vitest.config.ts'])).status);

const besideBuild = (async () => {
  const dev = await run('playwright', ['test', '-c', 'playwright.dev.config.ts'], {
    buffered: true,
  });
  const crossEngine = await run('vitest', ['run', '--config', 'cross-engine/vitest.config.ts'], {
    buffered: true,
  });
  return { dev, crossEngine };
})();
statuses.push((await run('playwright', ['test'])).status);
const { dev, crossEngine } = await besideBuild;
process.stdout.write(`\nDev-server end-to-end tests (ran beside the build's):\n${dev.output}`);
statuses.push(dev.status);
process.stdout.write(
  `\nCross-engine tests (ran beside the build's, after the dev-server ones):\n${crossEngine.output}`,
);
statuses.push(crossEngine.status);

statuses.push((await run('playwright', ['test', '-c', 'playwright.faults.config.ts'])).status);

process.exitCode = statuses.find((status) => status !== 0) ?? 0;
