// Running the tools a consumer runs (npm, next, vite, tsc, node) in a temporary project: each
// run bounded, its output kept in a log file and shown on failure, and the environment freed of
// what `pnpm` itself sets, so that npm behaves as on a consumer's machine.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

/** The environment of a consumer's shell: no `npm_config_*` that pnpm set for this script. */
export function consumerEnv(nodeDir) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_(config|package|lifecycle|node|execpath)/i.test(key) && value !== undefined) {
      env[key] = value;
    }
  }
  env.PATH = `${nodeDir}:${env.PATH ?? ''}`;
  env.NEXT_TELEMETRY_DISABLED = '1';
  env.NO_UPDATE_NOTIFIER = '1';
  return env;
}

/**
 * Runs `command` to its end (or kills its process group after `timeoutMs`), appending its output
 * to `log`. Resolves with the exit code and the output's last lines.
 */
export function run(command, args, { cwd, env, log, timeoutMs }) {
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: 'a' });
    out.write(`\n$ ${[command, ...args].join(' ')}  (in ${cwd})\n`);
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk) => {
      out.write(chunk);
      tail = (tail + chunk).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      keep(`\n✗ killed after ${timeoutMs / 1000} s\n`);
      process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => keep(`\n✗ ${error.message}\n`));
    child.on('close', (code) => {
      clearTimeout(timer);
      out.end(() => resolve({ code: code ?? 1, tail }));
    });
  });
}

/**
 * Starts a long-running command (a server) in its own process group; `stop()` ends the group and
 * resolves once it has exited (SIGKILL after 5 s).
 */
export function startServer(command, args, { cwd, env, log }) {
  const out = createWriteStream(log, { flags: 'a' });
  out.write(`\n$ ${[command, ...args].join(' ')}  (in ${cwd}, in the background)\n`);
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise((resolve) => child.once('close', resolve));
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        const late = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(late);
      }
      out.end();
    },
  };
}

/** A port free on 127.0.0.1 just now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The folder of a Node binary of release line `line` (`'22'`, `'24'`), installed from the npm
 * registry's `node` package through npx (cached after the first time).
 */
export function nodeLineDir(line) {
  const found = spawnSync('npx', ['--yes', '-p', `node@${line}`, '-c', 'command -v node'], {
    encoding: 'utf8',
    env: consumerEnv(dirname(process.execPath)),
    timeout: 300_000,
  });
  const path = found.stdout?.trim().split('\n').pop();
  if (found.status !== 0 || !path) {
    throw new Error(`could not install Node ${line} from the npm registry: ${found.stderr}`);
  }
  return dirname(path);
}

/** The version (`v22.23.3`) of the node in `nodeDir`. */
export function nodeVersion(nodeDir) {
  return spawnSync(`${nodeDir}/node`, ['--version'], { encoding: 'utf8' }).stdout.trim();
}
