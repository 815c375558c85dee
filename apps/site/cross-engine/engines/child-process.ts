import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** A helper process the suite started (Xvfb, WebKitWebDriver), and how to end it. */
export interface Helper {
  readonly process: ChildProcess;
  /** What it wrote to stdout and stderr so far, for a failure to quote. */
  output(): string;
  /** Ends it (SIGTERM, then SIGKILL after a second) and waits until it is gone. */
  stop(): Promise<void>;
}

/** Helpers still running; ended when the test process exits, whatever ended it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `command`, keeping its output; `fd3` adds a pipe as its file descriptor 3. */
export function startHelper(
  command: string,
  args: readonly string[],
  { env = process.env, fd3 = false }: { env?: NodeJS.ProcessEnv; fd3?: boolean } = {},
): Helper {
  const child = spawn(command, args, {
    env,
    stdio: fd3 ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const ended = await Promise.race([exited.then(() => true), sleep(1_000).then(() => false)]);
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
