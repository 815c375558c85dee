import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDeliveryLog } from '../src/receiver/index';
import { contactMessage } from './fixtures';
import {
  buildReceiverBin,
  type FaultSupport,
  faultSupport,
  run,
  spawnReceiver,
} from './receiver-process';
import { onCleanup, tempDir } from './test-receiver';

// The real receiver, in a process of its own, whose log write is cut part-way by a file-size
// limit (Node ignores SIGXFSZ, so the write fails with EFBIG) or by a full tmpfs (ENOSPC). Whatever
// was acknowledged with a 200 must be its own readable line in the log and listed by
// /__deliveries; whatever was not must be in neither. These need Linux and, for two of them,
// root (chattr +a, a tmpfs in a private mount namespace), as CI has: the machine is asked first,
// and a test it cannot run is skipped with the reason printed, never failed for the machine.

const probeDir = await mkdtemp(join(tmpdir(), 'org-webhooks-probe-'));
const support = await faultSupport(probeDir);
await rm(probeDir, { recursive: true, force: true });

/** A test that runs where `needs` holds; elsewhere it is skipped and the reason printed. */
function itWhere(needs: FaultSupport, name: string, body: () => Promise<void>): void {
  if (!needs.ok) console.warn(`receiver-log-full: skipped "${name}": ${needs.reason}`);
  it.runIf(needs.ok)(name, { timeout: 30_000 }, body);
}

/** A small contact delivery's line is about 350 bytes; a large one is about 8 kB. */
const SMALL = 100;
const LARGE = 8000;

interface Outcome {
  status: number;
  /** The id the receiver answered with, for a 200. */
  id: string | undefined;
}

async function deliver(url: string, messageLength: number): Promise<Outcome> {
  const response = await fetch(`${url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...contactMessage({ message: 'x'.repeat(messageLength) }),
      timestamp: new Date().toISOString(),
    }),
  });
  const body = (await response.json()) as { id?: string; error?: string };
  if (response.status !== 200) expect(body.error).toBe('log-write-failed');
  return { status: response.status, id: body.id };
}

/** Delivers one at a time, keeping every outcome; `send` answers with the status. */
function recorder(url: string) {
  const outcomes: Outcome[] = [];
  const send = async (messageLength: number): Promise<number> => {
    const outcome = await deliver(url, messageLength);
    outcomes.push(outcome);
    return outcome.status;
  };
  return { outcomes, send };
}

/** Every 200 is one readable line, and listed; nothing else is in either; the two agree. */
async function expectLogHoldsExactlyTheAcknowledged(
  url: string,
  logFile: string,
  outcomes: readonly Outcome[],
): Promise<void> {
  const acknowledged = outcomes.flatMap((outcome) => (outcome.status === 200 ? [outcome.id] : []));
  const onDisk = await readDeliveryLog(logFile);
  expect(onDisk.unreadableLines).toEqual([]);
  const diskIds = onDisk.deliveries.map((delivery) => delivery.id);
  expect([...diskIds].sort()).toEqual([...acknowledged].sort());
  const listed = (await (await fetch(`${url}/__deliveries`)).json()) as {
    deliveries: { id: string }[];
  };
  expect(listed.deliveries.map((delivery) => delivery.id)).toEqual(diskIds);
}

let bin = '';
let removeBin: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const built = await buildReceiverBin();
  bin = built.path;
  removeBin = built.remove;
}, 60_000);
afterAll(() => removeBin?.());

describe('a delivery log write cut part-way', () => {
  itWhere(
    support.fileSizeLimit,
    'under a file-size limit: cuts the torn line off, so later deliveries are whole lines',
    async () => {
      const logFile = join(await tempDir(), 'deliveries.jsonl');
      // Soft limit only: the hard one stays unlimited, so raising it later is a real "free".
      const receiver = await spawnReceiver(bin, logFile, ['prlimit', '--fsize=4096:unlimited']);
      const { outcomes, send } = recorder(receiver.url);

      expect(await send(SMALL)).toBe(200);
      expect(await send(LARGE)).toBe(500); // crosses 4096 bytes part-way
      // The report reaches stderr through a pipe: it may land just after the 500.
      await vi.waitFor(() => expect(receiver.stderr()).toContain('EFBIG'));
      // Fits only once the torn part is gone: cutting it off freed the space it took.
      expect(await send(SMALL)).toBe(200);
      await run('prlimit', ['--pid', String(receiver.pid), '--fsize=unlimited']);
      expect(await send(LARGE)).toBe(200);

      await expectLogHoldsExactlyTheAcknowledged(receiver.url, logFile, outcomes);
    },
  );

  itWhere(
    support.fileSizeLimit,
    'with deliveries arriving together: every 200 is its own line, every 500 is absent',
    async () => {
      const logFile = join(await tempDir(), 'deliveries.jsonl');
      const receiver = await spawnReceiver(bin, logFile, ['prlimit', '--fsize=16384:unlimited']);
      // About 50 kB in all, against 16 kB: the appends are serialised, some fail part-way, and
      // smaller ones after a failure still fit.
      const lengths = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 5000 : 600));
      const burst = await Promise.all(lengths.map((length) => deliver(receiver.url, length)));
      expect(burst.some((outcome) => outcome.status === 500)).toBe(true);
      expect(burst.some((outcome) => outcome.status === 200)).toBe(true);
      await run('prlimit', ['--pid', String(receiver.pid), '--fsize=unlimited']);
      const after = await Promise.all(
        [LARGE, SMALL].map((length) => deliver(receiver.url, length)),
      );
      expect(after.map((outcome) => outcome.status)).toEqual([200, 200]);

      await expectLogHoldsExactlyTheAcknowledged(receiver.url, logFile, [...burst, ...after]);
    },
  );

  itWhere(
    support.fileSizeLimit.ok ? support.appendOnly : support.fileSizeLimit,
    'refuses every delivery while the torn line cannot be cut off, and recovers once it can',
    async () => {
      const logFile = join(await tempDir(), 'deliveries.jsonl');
      const receiver = await spawnReceiver(bin, logFile, ['prlimit', '--fsize=4096:unlimited']);
      const { outcomes, send } = recorder(receiver.url);

      expect(await send(SMALL)).toBe(200);
      // Append-only attribute: appends still work, truncation fails with EPERM.
      onCleanup(async () => {
        await run('chattr', ['-a', logFile]);
      });
      await run('chattr', ['+a', logFile]);
      expect(await send(LARGE)).toBe(500);
      // Room again, but the torn tail is still there: appending now would glue onto it.
      await run('prlimit', ['--pid', String(receiver.pid), '--fsize=unlimited']);
      expect(await send(SMALL)).toBe(500);
      // The report reaches stderr through a pipe: it may land just after the 500.
      await vi.waitFor(() => expect(receiver.stderr()).toContain('could not be cut off'));
      await run('chattr', ['-a', logFile]);
      expect(await send(SMALL)).toBe(200);

      await expectLogHoldsExactlyTheAcknowledged(receiver.url, logFile, outcomes);
    },
  );

  itWhere(
    support.fullDisk,
    'on a full disk: cuts the torn line off, so deliveries after space is freed are whole lines',
    async () => {
      const dir = await tempDir();
      // A 64 kB tmpfs over `dir`, seen only by the receiver's own mount namespace, 52 kB of it
      // taken by a filler file: about 12 kB are left for the log.
      const mountTmpfs =
        'mount -t tmpfs -o size=64k tmpfs "$1" && head -c 53248 /dev/zero > "$1/filler" && shift && exec "$@"';
      const receiver = await spawnReceiver(bin, join(dir, 'deliveries.jsonl'), [
        'unshare',
        '--mount',
        '--propagation',
        'private',
        'sh',
        '-c',
        mountTmpfs,
        'sh',
        dir,
      ]);
      // The test sees the receiver's files through its root, i.e. through its mount namespace.
      const seen = `/proc/${receiver.pid}/root${dir}`;
      const { outcomes, send } = recorder(receiver.url);

      expect(await send(SMALL)).toBe(200);
      expect(await send(2 * LARGE)).toBe(500);
      // The report reaches stderr through a pipe: it may land just after the 500.
      await vi.waitFor(() => expect(receiver.stderr()).toContain('ENOSPC'));
      expect(await send(SMALL)).toBe(200);
      await rm(join(seen, 'filler'));
      expect(await send(2 * LARGE)).toBe(200);

      await expectLogHoldsExactlyTheAcknowledged(
        receiver.url,
        join(seen, 'deliveries.jsonl'),
        outcomes,
      );
    },
  );
});
