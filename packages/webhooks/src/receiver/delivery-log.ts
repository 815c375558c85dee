import { type FileHandle, mkdir, open, readFile } from 'node:fs/promises';
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
  /** Empties the in-memory view (the file keeps every delivery) and says how many were dropped. */
  clear(webhook?: WebhookName): number;
  /** Waits for pending writes and closes the file. */
  close(): Promise<void>;
}

/**
 * Opens (or creates) the JSON-lines file at `path`, or keeps deliveries in memory only when
 * `path` is undefined. Each delivery is one whole line appended to an append-only handle, so
 * earlier lines survive a crash. If the last run died mid-line, a newline is written first so
 * that the torn line stays alone and every new line parses. A line whose write fails part-way
 * (disk full, file-size limit) is cut off again before anything else is written, so a later line
 * is never glued onto it.
 */
export async function openDeliveryLog(path: string | undefined): Promise<DeliveryLog> {
  const deliveries: Delivery[] = [];
  const file = path === undefined ? undefined : await openLineFile(path);
  let pending: Promise<void> = Promise.resolve();

  return {
    append(delivery) {
      const line = Buffer.from(`${JSON.stringify(delivery)}\n`, 'utf8');
      // Writes are chained so lines land whole and in acceptance order, and so that a failed
      // write's repair comes before the next line.
      const written = pending.then(async () => {
        await file?.append(line);
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

/**
 * Where the file's end stands between appends: `whole` ends on a line boundary at `length`
 * bytes; `torn` holds part of a line that failed after `length`, and must be cut back to it
 * before any other line is written.
 *
 * ```
 * whole --append fails part-way--> torn --truncate(length) succeeds--> whole
 *   ^--append succeeds (length grows)     \--truncate fails: stays torn, appends refused
 * ```
 */
type LineFileState = { kind: 'whole'; length: number } | { kind: 'torn'; length: number };

/** An append-only file of whole lines, which the receiver is the only writer of. */
interface LineFile {
  /** Appends `line` (ending in a newline), or rejects and leaves the file as it was. */
  append(line: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function openLineFile(path: string): Promise<LineFile> {
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, 'a+');
  let state: LineFileState = { kind: 'whole', length: await endOnLineBoundary(handle) };

  /** Cuts a torn tail off; throws (and stays torn) when the file cannot be truncated. */
  const repair = async (): Promise<void> => {
    if (state.kind === 'whole') return;
    await handle.truncate(state.length);
    state = { kind: 'whole', length: state.length };
  };

  return {
    async append(line) {
      try {
        await repair();
      } catch (error) {
        throw new Error(
          `The log ends in part of a line that failed earlier and could not be cut off: ${errorMessage(error)}`,
          { cause: error },
        );
      }
      const { length } = state;
      try {
        await handle.appendFile(line);
      } catch (error) {
        // Part of the line may be on disk. Cutting it off now also frees the space it took, so
        // a smaller line can fit at once; if that fails, the next append tries again first.
        state = { kind: 'torn', length };
        await repair().catch(() => undefined);
        throw error;
      }
      state = { kind: 'whole', length: length + line.byteLength };
    },
    close: () => handle.close(),
  };
}

/** Makes a file that a crash left mid-line end on a line boundary; returns its length. */
async function endOnLineBoundary(handle: FileHandle): Promise<number> {
  const { size } = await handle.stat();
  if (size === 0) return 0;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] === 0x0a) return size;
  await handle.appendFile('\n', 'utf8');
  return size + 1;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
