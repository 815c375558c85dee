import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
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

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh temporary directory, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'org-webhooks-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
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
  cleanups.push(() => receiver.close());
  return { receiver, logFile, dir, lines, at: (path) => `${receiver.url}${path}` };
}

/** Registers extra cleanup for the current test. */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}
