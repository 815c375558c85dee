// @vitest-environment jsdom

import { FakeDaily } from '@org/daily-fake';
import { Activity, act, StrictMode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { webCall } from '../../test/harness';
import { withTestRoot } from '../../test/react-root';
import type { VoiceClient, VoiceClientOptions } from '../voice-client';
import { useVoiceClient } from './use-voice-client';

const root = withTestRoot();

function options(daily: FakeDaily, id = 'call-1'): VoiceClientOptions {
  return {
    createWebCall: async () => ({ data: webCall({ id }) }),
    createCallObject: daily.createCallObject,
    isMobile: false,
  };
}

/** What a component saw: every client it rendered with, and what its starts settled to. */
function recorder() {
  return { rendered: [] as VoiceClient[], starts: [] as Promise<unknown>[] };
}

/** Starts a call in an effect, and stops it in the clean-up, as an auto-starting page would. */
function Caller({
  clientOptions,
  seen,
}: {
  clientOptions: VoiceClientOptions;
  seen: ReturnType<typeof recorder>;
}) {
  const client = useVoiceClient(clientOptions);
  seen.rendered.push(client);
  useEffect(() => {
    seen.starts.push(client.start({ assistant: 'a' }).catch((error: unknown) => error));
    return () => void client.stop();
  }, [client, seen]);
  return null;
}

/** Settles the effects, their microtasks and the fake call's timers. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.runAllTimersAsync();
  });
}

/** Mounts a {@link Caller} under StrictMode and lets its effects settle. */
async function mountCallerInStrictMode() {
  const daily = new FakeDaily();
  const seen = recorder();
  act(() =>
    root.render(
      <StrictMode>
        <Caller clientOptions={options(daily)} seen={seen} />
      </StrictMode>,
    ),
  );
  await settle();
  return { daily, seen };
}

describe('useVoiceClient', () => {
  it('under StrictMode, keeps one client that is never disposed while in use', async () => {
    const { daily, seen } = await mountCallerInStrictMode();
    const [client] = seen.rendered;
    expect(new Set(seen.rendered)).toEqual(new Set([client]));
    // StrictMode's first effect was cleaned up (its start cancelled), the second one runs.
    const outcomes = await Promise.all(seen.starts);
    expect(outcomes).toEqual([expect.objectContaining({ code: 'cancelled' }), webCall()]);
    expect(outcomes).not.toContainEqual(expect.objectContaining({ code: 'invalid-state' }));
    expect(client?.started).toBe(true);
    expect(daily.live).toBe(1);
  });

  it('disposes its client when the component unmounts', async () => {
    const { daily, seen } = await mountCallerInStrictMode();
    const client = seen.rendered[0] as VoiceClient;
    client.on('call-end', () => {});
    root.unmount();
    await settle();
    expect(daily.live).toBe(0);
    // dispose() removed every listener and refuses later starts.
    expect(client.listenerCount()).toBe(0);
    await expect(client.start({ assistant: 'a' })).rejects.toMatchObject({
      code: 'invalid-state',
      message: 'The client was disposed.',
    });
    root.remount();
  });

  it('reads its options once, when the client is created', async () => {
    const daily = new FakeDaily();
    const seen = recorder();
    act(() => root.render(<Caller clientOptions={options(daily, 'first')} seen={seen} />));
    await settle();
    act(() => root.render(<Caller clientOptions={options(daily, 'second')} seen={seen} />));
    await settle();
    expect(new Set(seen.rendered).size).toBe(1);
    await expect(Promise.all(seen.starts)).resolves.toEqual([webCall({ id: 'first' })]);
  });

  it('makes a new client, from the same options, when its client was disposed while hidden', async () => {
    const daily = new FakeDaily();
    const seen = recorder();
    const page = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Caller clientOptions={options(daily)} seen={seen} />
      </Activity>
    );
    act(() => root.render(page('visible')));
    await settle();
    const first = seen.rendered.at(-1) as VoiceClient;
    act(() => root.render(page('hidden')));
    await settle();
    expect(daily.live).toBe(0);
    await expect(first.start({ assistant: 'a' })).rejects.toMatchObject({ code: 'invalid-state' });
    act(() => root.render(page('visible')));
    await settle();
    const second = seen.rendered.at(-1) as VoiceClient;
    expect(second).not.toBe(first);
    expect(second.started).toBe(true);
    expect(daily.live).toBe(1);
    // No start ever ran on a disposed client.
    const outcomes = await Promise.all(seen.starts);
    expect(outcomes).not.toContainEqual(expect.objectContaining({ code: 'invalid-state' }));
    await second.stop();
  });
});
