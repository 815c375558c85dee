import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { onCleanup } from './test-receiver';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command to its end (used for `prlimit`, `chattr`); its failure fails the test. */
export const run = promisify(execFile);

/** The bin bundled by {@link buildReceiverBin}, and how to remove it. */
export interface ReceiverBin {
  path: string;
  remove(): Promise<void>;
}

/**
 * Bundles the `org-webhook-receiver` bin from this package's source into one file, so that a
 * test can run the real receiver in a process of its own (under a file-size limit, in its own
 * mount namespace) without depending on a prior `build`. About half a second; build it once per
 * test file and remove it after all of its tests.
 */
export async function buildReceiverBin(): Promise<ReceiverBin> {
  const outDir = await mkdtemp(join(tmpdir(), 'org-webhooks-bin-'));
  await build({
    entry: { 'receiver-bin': join(packageDir, 'src/receiver/cli.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: [/./],
    dts: false,
    silent: true,
    config: false,
    splitting: false,
    sourcemap: false,
  });
  return {
    path: join(outDir, 'receiver-bin.js'),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

/** A receiver bin running in a child process. */
export interface ReceiverProcess {
  /** The receiver's own pid: the wrappers below `exec` it, so `prlimit --pid` reaches it. */
  pid: number;
  url: string;
  /** What it wrote to stderr so far (a failed log write is reported there). */
  stderr(): string;
}

const STARTUP_MS = 15_000;
const STOP_MS = 5_000;

/**
 * Starts `node <bin> --port 0 --log <logFile>`, behind `wrapper` when given (e.g. `['prlimit',
 * '--fsize=N']`, which ends by exec'ing node), and resolves once it prints its URL. It is stopped
 * after the test.
 */
export async function spawnReceiver(
  bin: string,
  logFile: string,
  wrapper?: readonly [command: string, ...args: string[]],
): Promise<ReceiverProcess> {
  const nodeArgs = [bin, '--port', '0', '--log', logFile];
  const command = wrapper?.[0] ?? process.execPath;
  const args =
    wrapper === undefined ? nodeArgs : [...wrapper.slice(1), process.execPath, ...nodeArgs];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  onCleanup(() => stop(child));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the receiver did not start in ${STARTUP_MS} ms: ${stderr}`)),
      STARTUP_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (listening?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the receiver exited (${code ?? signal}) before listening: ${stderr}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  if (child.pid === undefined) throw new Error('the receiver has no pid');
  return { pid: child.pid, url, stderr: () => stderr };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    child.once('exit', () => {
      clearTimeout(late);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Whether this machine can provoke a kind of failed log write, or why it cannot. */
export type FaultSupport = { ok: true } | { ok: false; reason: string };

async function succeeds(command: string, args: readonly string[]): Promise<boolean> {
  try {
    await run(command, [...args]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the tests that cut a log write part-way need of the machine, asked of the machine itself:
 * Linux's `prlimit` for the file-size limit, root with `chattr` and a folder that keeps the
 * append-only attribute for a cut that cannot be undone, and a private mount namespace for the
 * full tmpfs. CI (Linux, root) has all three; a developer's Mac has none, and is told why.
 */
export async function faultSupport(dir: string): Promise<{
  fileSizeLimit: FaultSupport;
  appendOnly: FaultSupport;
  fullDisk: FaultSupport;
}> {
  const no = (reason: string): FaultSupport => ({ ok: false, reason });
  if (process.platform !== 'linux') {
    const reason = `needs Linux (prlimit, chattr, mount namespaces); this is ${process.platform}`;
    return { fileSizeLimit: no(reason), appendOnly: no(reason), fullDisk: no(reason) };
  }
  const fileSizeLimit = (await succeeds('prlimit', ['--fsize=4096:unlimited', 'true']))
    ? ({ ok: true } as const)
    : no('needs util-linux prlimit on PATH');
  const root = process.getuid?.() === 0;
  const probe = join(dir, 'append-only-probe');
  const appendOnly = !root
    ? no('needs root, for chattr +a')
    : (await succeeds('sh', ['-c', 'touch "$1" && chattr +a "$1" && chattr -a "$1"', 'sh', probe]))
      ? ({ ok: true } as const)
      : no(`needs chattr and a temp folder that keeps the append-only attribute (${dir})`);
  const fullDisk = (await succeeds('unshare', [
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    'mount -t tmpfs -o size=64k tmpfs "$1"',
    'sh',
    dir,
  ]))
    ? ({ ok: true } as const)
    : no('needs unshare and mount rights (root) for a private tmpfs');
  return { fileSizeLimit, appendOnly, fullDisk };
}
