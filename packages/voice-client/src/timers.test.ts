import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, raceAbort, TimerScope } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TimerScope', () => {
  it('runs, cancels and clears its timers', () => {
    const scope = new TimerScope(globalTimers);
    const fired: number[] = [];
    scope.set(() => fired.push(1), 10);
    const cancel = scope.set(() => fired.push(2), 10);
    scope.set(() => fired.push(3), 50);
    cancel();
    cancel();
    expect(scope.size).toBe(2);
    vi.advanceTimersByTime(20);
    expect(fired).toEqual([1]);
    scope.clearAll();
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([1]);
    expect(scope.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sleep() resolves after the delay or rejects as cancelled on abort', async () => {
    const scope = new TimerScope(globalTimers);
    const controller = new AbortController();
    const done = scope.sleep(100, controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBeUndefined();
    const aborted = scope.sleep(100, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'cancelled' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('raceAbort', () => {
  it('passes the result or error through, or rejects on abort', async () => {
    const controller = new AbortController();
    await expect(raceAbort(Promise.resolve(1), controller.signal)).resolves.toBe(1);
    await expect(raceAbort(Promise.reject(new Error('x')), controller.signal)).rejects.toThrow('x');
    const pending = raceAbort(new Promise(() => {}), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    await expect(raceAbort(Promise.resolve(1), controller.signal)).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});
