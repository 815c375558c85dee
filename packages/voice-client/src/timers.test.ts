import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelledError,
  formatDuration,
  globalTimers,
  linkSignals,
  raceSignal,
  TimerScope,
  timeoutError,
} from './timers';
import { VoiceClientError } from './voice-client-error';

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

describe('raceSignal with a reason', () => {
  it('passes the result or error through, or rejects with the reason on abort', async () => {
    const controller = new AbortController();
    await expect(raceSignal(Promise.resolve(1), controller.signal, cancelledError)).resolves.toBe(
      1,
    );
    await expect(
      raceSignal(Promise.reject(new Error('x')), controller.signal, cancelledError),
    ).rejects.toThrow('x');
    const pending = raceSignal(new Promise(() => {}), controller.signal, cancelledError);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    await expect(
      raceSignal(Promise.resolve(1), controller.signal, cancelledError),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});

describe('TimerScope.deadline', () => {
  const late = () => timeoutError('too late', 'daily-call-join');

  it('rejects a race and aborts its signal exactly when the time is up, with the timeout', async () => {
    const scope = new TimerScope(globalTimers);
    const deadline = scope.deadline(1000, late);
    const race = deadline.race(new Promise(() => {}));
    const outcome = race.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(VoiceClientError);
    expect(error).toMatchObject({ code: 'timeout', stage: 'daily-call-join', message: 'too late' });
    expect(deadline.signal.reason).toBe(error);
    // Later races fail at once, with a timeout of their own.
    await expect(deadline.race(Promise.resolve(1))).rejects.toMatchObject({ code: 'timeout' });
    expect(scope.size).toBe(0);
  });

  it('passes a result through in time, and clear() ends the bound', async () => {
    const scope = new TimerScope(globalTimers);
    const deadline = scope.deadline(1000, late);
    await expect(deadline.race(Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(deadline.race(Promise.reject(new Error('no')))).rejects.toThrow('no');
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    const pending = deadline.race(new Promise(() => {}));
    let settled = false;
    pending.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).toBe(false);
    expect(deadline.signal.aborted).toBe(false);
  });

  it('is cleared with the scope', async () => {
    const scope = new TimerScope(globalTimers);
    const deadline = scope.deadline(1000, late);
    scope.clearAll();
    await vi.advanceTimersByTimeAsync(2000);
    expect(deadline.signal.aborted).toBe(false);
  });
});

describe('timeoutError', () => {
  it('keeps a TimeoutError DOMException as its cause', () => {
    const error = timeoutError('The voice provider did not answer within 15 s.');
    expect(error.code).toBe('timeout');
    expect(error.stage).toBeUndefined();
    expect(error.cause).toBeInstanceOf(DOMException);
    expect(error.cause).toMatchObject({
      name: 'TimeoutError',
      message: 'The voice provider did not answer within 15 s.',
    });
  });

  it('formats durations for its messages', () => {
    expect(formatDuration(15_000)).toBe('15 s');
    expect(formatDuration(2500)).toBe('2.5 s');
    expect(formatDuration(999)).toBe('999 ms');
  });
});

describe('linkSignals', () => {
  it('aborts with the reason of whichever source aborts first, then lets go of the others', () => {
    const first = new AbortController();
    const second = new AbortController();
    const remove = vi.spyOn(first.signal, 'removeEventListener');
    const linked = linkSignals(first.signal, second.signal);
    expect(linked.signal.aborted).toBe(false);
    second.abort('second');
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe('second');
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    first.abort('first');
    expect(linked.signal.reason).toBe('second');
  });

  it('starts aborted when a source already is, and dispose() detaches from every source', () => {
    const done = new AbortController();
    done.abort('already');
    expect(linkSignals(new AbortController().signal, done.signal).signal.reason).toBe('already');
    const source = new AbortController();
    const linked = linkSignals(source.signal);
    linked.dispose();
    source.abort('late');
    expect(linked.signal.aborted).toBe(false);
  });
});
