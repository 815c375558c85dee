import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WebhookName } from '../webhook-name';
import type { Delivery } from './delivery';

/** Most deliveries kept in memory for `/__deliveries`; the file keeps every one. */
export const MEMORY_LIMIT = 10_000;

/** The receiver's record of accepted deliveries: an append-only file plus an in-memory view. */
export interface DeliveryLog {
  /** Appends one line and resolves once it is written; only then is the delivery listed. */
  append(delivery: Delivery): Promise<void>;
  /** Deliveries since start or the last {@link DeliveryLog.clear}, oldest first. */
  list(webhook?: WebhookName): readonly Delivery[];
  /** Empties the in-memory view (the file is never truncated) and says how many were dropped. */
  clear(webhook?: WebhookName): number;
  /** Waits for pending writes and closes the file. */
  close(): Promise<void>;
}

/**
 * Opens (or creates) the JSON-lines file at `path`, or keeps deliveries in memory only when
 * `path` is undefined. Each delivery is one `write` of one whole line on an append-only handle,
 * so earlier lines survive a crash. If the last run died mid-line, a newline is written first so
 * that the torn line stays alone and every new line parses.
 */
export async function openDeliveryLog(path: string | undefined): Promise<DeliveryLog> {
  const deliveries: Delivery[] = [];
  const file = path === undefined ? undefined : await openAppendOnly(path);
  let pending: Promise<void> = Promise.resolve();

  return {
    append(delivery) {
      const line = `${JSON.stringify(delivery)}\n`;
      // Writes are chained so lines land whole and in acceptance order.
      const written = pending.then(async () => {
        await file?.appendFile(line, 'utf8');
        deliveries.push(delivery);
        if (deliveries.length > MEMORY_LIMIT)
          deliveries.splice(0, deliveries.length - MEMORY_LIMIT);
      });
      pending = written.catch(() => undefined);
      return written;
    },
    list(webhook) {
      return webhook === undefined
        ? [...deliveries]
        : deliveries.filter((d) => d.webhook === webhook);
    },
    clear(webhook) {
      const before = deliveries.length;
      const kept = webhook === undefined ? [] : deliveries.filter((d) => d.webhook !== webhook);
      deliveries.splice(0, deliveries.length, ...kept);
      return before - kept.length;
    },
    async close() {
      await pending;
      await file?.close();
    },
  };
}

async function openAppendOnly(path: string) {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'a+');
  const { size } = await file.stat();
  if (size > 0) {
    const last = Buffer.alloc(1);
    await file.read(last, 0, 1, size - 1);
    if (last[0] !== 0x0a) await file.appendFile('\n', 'utf8');
  }
  return file;
}

/** What {@link readDeliveryLog} found in a log file. */
export interface DeliveryLogContents {
  /** Every line that parsed as a delivery, in file order. */
  deliveries: Delivery[];
  /** 1-based numbers of lines that did not parse (a line torn by a crash). */
  unreadableLines: number[];
}

/**
 * Reads a JSON-lines delivery log, skipping lines a crash may have torn.
 *
 * @example
 * ```ts
 * const { deliveries } = await readDeliveryLog('.local/webhooks.jsonl');
 * ```
 */
export async function readDeliveryLog(path: string): Promise<DeliveryLogContents> {
  const text = await readFile(path, 'utf8');
  const deliveries: Delivery[] = [];
  const unreadableLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (line === '') return;
    const parsed = parseDelivery(line);
    if (parsed === undefined) unreadableLines.push(index + 1);
    else deliveries.push(parsed);
  });
  return { deliveries, unreadableLines };
}

function parseDelivery(line: string): Delivery | undefined {
  try {
    const value: unknown = JSON.parse(line);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      'webhook' in value &&
      'body' in value
    ) {
      return value as Delivery;
    }
  } catch {
    // A torn line: reported by line number instead.
  }
  return undefined;
}
