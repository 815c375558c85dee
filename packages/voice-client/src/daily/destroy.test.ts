import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceCallObject } from '../call-object';
import { globalTimers } from '../timers';
import { destroyCallObject } from './destroy';

// In Node there is no window for daily-js's call machine to post to, so a destroy that never
// finishes can only be given up; voice-client-deadlines.test.ts (jsdom) shows the answer in the
// call machine's place ending it.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function logger() {
  return { warn: vi.fn(), error: vi.fn() };
}

/** A joined call object of the one Daily fake, with `bundle` as the CDN answers it. */
async function joinedCall(daily: FakeDaily): Promise<VoiceCallObject> {
  const call = daily.createCallObject();
  const joining = call.join({ url: 'https://example.daily.co/room' });
  await vi.runAllTimersAsync();
  await joining;
  return call;
}

describe('destroyCallObject', () => {
  it('destroys at once, in the caller’s task, and logs nothing when daily-js finishes', async () => {
    const daily = new FakeDaily();
    const call = await joinedCall(daily);
    const log = logger();
    const destroying = destroyCallObject(call, {
      timers: globalTimers,
      timeoutMs: 3000,
      logger: log,
    });
    expect(daily.last.callsTo('destroy')).toHaveLength(1);
    await vi.runAllTimersAsync();
    await destroying;
    expect(daily.live).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a destroy that fails, and settles', async () => {
    const daily = new FakeDaily();
    const call = await joinedCall(daily);
    vi.spyOn(daily.last, 'destroy').mockRejectedValue(new Error('gone'));
    const log = logger();
    await destroyCallObject(call, { timers: globalTimers, timeoutMs: 3000, logger: log });
    expect(log.error).toHaveBeenCalledWith('Could not destroy the call object', expect.any(Error));
    const throwing = {
      destroy: () => {
        throw new Error('sync');
      },
    } as unknown as VoiceCallObject;
    await destroyCallObject(throwing, { timers: globalTimers, timeoutMs: 3000, logger: log });
    expect(log.error).toHaveBeenLastCalledWith(
      'Could not destroy the call object',
      expect.any(Error),
    );
  });

  it('gives up on a destroy daily-js cannot finish after exactly timeoutMs, leaving no timer', async () => {
    // A bundle served but never started: daily-js's leave waits for a call machine that is not there.
    const daily = new FakeDaily({ script: { bundle: { kind: 'inert' } } });
    const call = daily.createCallObject();
    await call.load();
    const log = logger();
    let settled = false;
    const destroying = destroyCallObject(call, {
      timers: globalTimers,
      timeoutMs: 3000,
      logger: log,
    }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await destroying;
    expect(settled).toBe(true);
    expect(log.error).toHaveBeenCalledWith(
      'The call object was not destroyed within 3 s; the client let go of it.',
    );
    // daily-js still holds it: the next call object is refused, which a start reports.
    expect(daily.live).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
