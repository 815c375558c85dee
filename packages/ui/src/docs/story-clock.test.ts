// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoryClock } from './story-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('createStoryClock', () => {
  it('once controlled, runs the timers in runUntil only, by due time then by order set', async () => {
    const clock = createStoryClock();
    clock.control();
    // Due times compared as the clock computes them (start + ms): start is performance.now(),
    // a fraction, so `now() - start` is not always the whole number of ms (10 came back as
    // 9.999999999999886 once).
    const start = clock.now();
    const fired: string[] = [];
    const at = (name: string) => () => fired.push(`${name}@${clock.now()}`);
    clock.setTimeout(at('b'), 20);
    clock.setTimeout(at('a'), 10);
    clock.setTimeout(at('c'), 20);
    // A timer that a timer sets runs in its turn too.
    clock.setTimeout(() => clock.setTimeout(() => fired.push('d'), 5), 12);
    expect(fired).toEqual([]);
    await clock.runUntil(() => fired.length === 4, 'every timer');
    expect(fired).toEqual([`a@${start + 10}`, 'd', `b@${start + 20}`, `c@${start + 20}`]);
    expect(clock.now()).toBe(start + 20);
  });

  it('stops as soon as the condition holds, before the next timer', async () => {
    const clock = createStoryClock();
    clock.control();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(1), 100);
    clock.setTimeout(() => fired.push(2), 101);
    await clock.runUntil(() => fired.includes(1), 'the first timer');
    expect(fired).toEqual([1]);
    await clock.runUntil(() => fired.includes(2), 'the second timer');
    expect(fired).toEqual([1, 2]);
  });

  it('lets promises a timer starts settle before it checks the condition', async () => {
    const clock = createStoryClock();
    clock.control();
    const steps: string[] = [];
    clock.setTimeout(() => {
      void Promise.resolve()
        .then(() => steps.push('then'))
        .then(() => steps.push('then again'));
    }, 10);
    clock.setTimeout(() => steps.push('next timer'), 11);
    await clock.runUntil(() => steps.includes('then again'), 'the promise chain');
    expect(steps).toEqual(['then', 'then again']);
  });

  it('does not run a cleared timer', async () => {
    const clock = createStoryClock();
    clock.control();
    const fired: string[] = [];
    const handle = clock.setTimeout(() => fired.push('cleared'), 10);
    clock.setTimeout(() => fired.push('kept'), 20);
    clock.clearTimeout(handle);
    await clock.runUntil(() => fired.length > 0, 'a timer');
    expect(fired).toEqual(['kept']);
  });

  it('fails past `within` of clock time, and when no timer is left for realTimeoutMs', async () => {
    const clock = createStoryClock({ realTimeoutMs: 0 });
    clock.control();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(1), 50);
    await expect(clock.runUntil(() => false, 'nothing', { within: 49 })).rejects.toThrow(
      'nothing did not come within 49 ms of the story clock.',
    );
    expect(fired).toEqual([]);
    await expect(clock.runUntil(() => false, 'nothing')).rejects.toThrow(
      'nothing did not come: no timer left',
    );
    expect(fired).toEqual([1]);
  });

  it('refuses runUntil before control()', async () => {
    await expect(createStoryClock().runUntil(() => true, 'anything')).rejects.toThrow(
      'The story clock runs anything only once controlled.',
    );
  });

  it('follows real time before control() and after release(), from where it stood', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const clock = createStoryClock();
    const fired: number[] = [];
    const t0 = clock.now();
    clock.setTimeout(() => fired.push(1), 100);
    clock.setTimeout(() => fired.push(2), 300);
    await vi.advanceTimersByTimeAsync(100);
    expect(fired).toEqual([1]);
    expect(clock.now() - t0).toBe(100);

    clock.control();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toEqual([1]);
    expect(clock.now() - t0).toBe(100);

    clock.release();
    await vi.advanceTimersByTimeAsync(199);
    expect(fired).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toEqual([1, 2]);
    expect(clock.now() - t0).toBe(300);
  });
});
