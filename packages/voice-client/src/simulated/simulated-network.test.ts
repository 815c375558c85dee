// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../test/harness';
import { RECONNECTING_GRACE_MS } from '../connection-watch';
import { createSimulatedCall, SIMULATED_EJECT_AFTER_MS, type SimulatedCallOptions } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A real client on a simulated call with `options`, and what it says of the connection. */
async function liveSimulatedCall(options: SimulatedCallOptions) {
  const h = createHarness({ createCallObject: createSimulatedCall(options) });
  const seen: string[] = [];
  h.client.on('connection-change', (to) => seen.push(to));
  h.client.on('call-end', ({ reason }) => seen.push(`end:${reason}`));
  const started = h.client.start({ assistant: 'assistant-1' });
  await vi.advanceTimersByTimeAsync(2_000);
  await expect(started).resolves.toMatchObject({ id: 'call-1' });
  return { h, seen };
}

describe('the simulated network', () => {
  it('drops the signalling and brings it back on its steps: the same call goes on', async () => {
    const { h, seen } = await liveSimulatedCall({
      network: [
        { at: 3_000, signaling: 'interrupted' },
        { at: 8_000, signaling: 'connected' },
      ],
    });
    await vi.advanceTimersByTimeAsync(3_000 + RECONNECTING_GRACE_MS);
    expect(h.client.connection).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.client.connection).toBe('ok');
    expect(h.client.status).toBe('listening');
    expect(seen).toEqual(['reconnecting', 'ok']);
    const connections = h.events.filter((event) => event.name === 'network-connection');
    expect(connections.map((event) => event.args[0].event)).toEqual(['interrupted', 'connected']);
    await h.client.stop();
  });

  it('rates the quality low, then good: weak, then ok', async () => {
    const { h, seen } = await liveSimulatedCall({
      network: [
        { at: 1_000, quality: 'low' },
        { at: 9_000, quality: 'good' },
      ],
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual(['weak', 'ok']);
    await h.client.stop();
  });

  it('ends the call as Daily does when the signalling is lost for good', async () => {
    const { h, seen } = await liveSimulatedCall({ network: [{ at: 1_000, signaling: 'lost' }] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toEqual(['end:connection-lost']);
    expect(h.client.started).toBe(false);
    expect(h.client.getCallObject()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows the browser's offline and online, and ejects after 20 s offline", async () => {
    const { h, seen } = await liveSimulatedCall({});
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(seen).toEqual(['reconnecting', 'ok']);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(SIMULATED_EJECT_AFTER_MS - 1);
    expect(h.client.status).toBe('listening');
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual(['reconnecting', 'ok', 'reconnecting', 'end:connection-lost']);
    expect(h.client.getCallObject()).toBeNull();
    window.dispatchEvent(new Event('online'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
