import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../test/fixtures';
import { onCleanup, tempDir } from '../../test/test-receiver';
import { sendContactMessage } from '../send-contact-message';
import { readDeliveryLog } from './delivery-log';
import { runCli } from './run-cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    output: {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    },
    out,
    err,
  };
}

describe('runCli', () => {
  it('starts the receiver, prints its URL, and prints one line per delivery', async () => {
    const log = join(await tempDir(), 'hooks.jsonl');
    const { output, out } = capture();
    const outcome = await runCli(['--port', '0', '--log', log], output);
    if (outcome.kind !== 'running') throw new Error('expected a running receiver');
    onCleanup(() => outcome.receiver.close());
    expect(out[0]).toBe(`Webhook receiver listening on ${outcome.receiver.url}\n`);
    await sendContactMessage(contactMessage(), { url: `${outcome.receiver.url}/contact` });
    expect(out.at(-1)).toMatch(/contact {6}Ada Byron <ada@example\.com> "Quote request"\n$/);
    expect((await readDeliveryLog(log)).deliveries).toHaveLength(1);
  });

  it('prints usage for --help and exits 0', async () => {
    const { output, out } = capture();
    expect(await runCli(['--help'], output)).toEqual({ kind: 'exit', code: 0 });
    expect(out.join('')).toContain('Usage: org-webhook-receiver');
  });

  it('exits 2 with the problem and usage on bad arguments', async () => {
    const { output, err } = capture();
    expect(await runCli(['--port', 'x'], output)).toEqual({ kind: 'exit', code: 2 });
    expect(err.join('')).toContain('--port must be a whole number, got "x"');
  });

  it('exits 1 when the receiver cannot start', async () => {
    const { output, err } = capture();
    expect(await runCli(['--port', '0', '--no-log', '--demo-url', 'not a url'], output)).toEqual({
      kind: 'exit',
      code: 1,
    });
    expect(err.join('')).toContain('demoUrl must be an absolute http(s) URL');
  });
});
