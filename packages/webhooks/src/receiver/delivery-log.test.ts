import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorBody } from '../../test/fixtures';
import { tempDir } from '../../test/test-receiver';
import type { Delivery } from './delivery';
import { openDeliveryLog, readDeliveryLog } from './delivery-log';

function delivery(id: string, webhook: 'calculator' | 'verify' = 'calculator'): Delivery {
  return webhook === 'verify'
    ? {
        id,
        webhook,
        receivedAt: '2025-01-31T09:30:00.000Z',
        body: { name: 'Ada', email: 'a@b.co', company: 'Acme', address: '' },
      }
    : { id, webhook, receivedAt: '2025-01-31T09:30:00.000Z', body: calculatorBody() };
}

describe('openDeliveryLog', () => {
  it('appends one JSON line per delivery, in order, creating folders', async () => {
    const path = join(await tempDir(), 'nested', 'log.jsonl');
    const log = await openDeliveryLog(path);
    await Promise.all(['a', 'b', 'c'].map((id) => log.append(delivery(id))));
    await log.close();
    const lines = (await readFile(path, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => (JSON.parse(line) as Delivery).id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps earlier deliveries across a restart', async () => {
    const path = join(await tempDir(), 'log.jsonl');
    const first = await openDeliveryLog(path);
    await first.append(delivery('before'));
    await first.close();
    const second = await openDeliveryLog(path);
    expect(second.list()).toEqual([]);
    await second.append(delivery('after'));
    await second.close();
    expect((await readDeliveryLog(path)).deliveries.map((d) => d.id)).toEqual(['before', 'after']);
  });

  it('isolates a line torn by a crash, so every later line still parses', async () => {
    const path = join(await tempDir(), 'log.jsonl');
    const whole = JSON.stringify(delivery('whole'));
    const torn = JSON.stringify(delivery('torn')).slice(0, 40);
    await writeFile(path, `${whole}\n${torn}`);
    const log = await openDeliveryLog(path);
    await log.append(delivery('next'));
    await log.close();
    const contents = await readDeliveryLog(path);
    expect(contents.deliveries.map((d) => d.id)).toEqual(['whole', 'next']);
    expect(contents.unreadableLines).toEqual([2]);
  });

  it('lists and clears by webhook without touching the file', async () => {
    const path = join(await tempDir(), 'log.jsonl');
    const log = await openDeliveryLog(path);
    await log.append(delivery('c1'));
    await log.append(delivery('v1', 'verify'));
    expect(log.list('verify').map((d) => d.id)).toEqual(['v1']);
    expect(log.clear('calculator')).toBe(1);
    expect(log.list().map((d) => d.id)).toEqual(['v1']);
    expect(log.clear()).toBe(1);
    await log.close();
    expect((await readDeliveryLog(path)).deliveries).toHaveLength(2);
  });

  it('keeps deliveries in memory only when there is no file', async () => {
    const log = await openDeliveryLog(undefined);
    await log.append(delivery('m1'));
    expect(log.list().map((d) => d.id)).toEqual(['m1']);
    await log.close();
  });

  it('does not list a delivery whose line could not be written', async () => {
    const path = join(await tempDir(), 'log.jsonl');
    const log = await openDeliveryLog(path);
    await log.close();
    await expect(log.append(delivery('lost'))).rejects.toThrow();
    expect(log.list()).toEqual([]);
  });
});
