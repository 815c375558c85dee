import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from '../src/receiver/index';

/** A receiver on an ephemeral loopback port with a fresh log file, and what it logged. */
export interface TestReceiver {
  receiver: WebhookReceiver;
  logFile: string;
  dir: string;
  lines: { level: 'info' | 'warn' | 'error'; message: string }[];
  /** `${receiver.url}${path}` */
  at(path: string): string;
}

const cleanups: (() => Promise<void>)[] = [];

/**
 * Queues `cleanup` for the end of the current test; the queue runs last in, first out. Hooked to
 * the test rather than a module-level `afterEach`: without isolation (`isolate: false`) this module
 * loads once per worker, and a hook it registered would belong to the first test file alone.
 */
function atTestEnd(cleanup: () => Promise<void>): void {
  if (cleanups.length === 0) {
    onTestFinished(async () => {
      for (const queued of cleanups.splice(0).reverse()) await queued();
    });
  }
  cleanups.push(cleanup);
}

/** A fresh temporary directory, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'org-webhooks-'));
  atTestEnd(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts a receiver for one test; it is closed and its files removed after the test. */
export async function startTestReceiver(
  options: WebhookReceiverOptions = {},
): Promise<TestReceiver> {
  const dir = await tempDir();
  const logFile = options.logFile ?? join(dir, 'deliveries.jsonl');
  const lines: TestReceiver['lines'] = [];
  const receiver = await startWebhookReceiver({
    port: 0,
    logFile,
    logger: {
      info: (message) => lines.push({ level: 'info', message }),
      warn: (message) => lines.push({ level: 'warn', message }),
      error: (message) => lines.push({ level: 'error', message }),
    },
    ...options,
  });
  atTestEnd(() => receiver.close());
  return { receiver, logFile, dir, lines, at: (path) => `${receiver.url}${path}` };
}

/** Registers extra cleanup for the current test. */
export function onCleanup(cleanup: () => Promise<void>): void {
  atTestEnd(cleanup);
}
