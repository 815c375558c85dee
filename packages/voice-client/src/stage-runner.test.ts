import { describe, expect, it, vi } from 'vitest';
import { waitTimedOut, within } from './bounded-wait';
import { type StageReport, StageRunner } from './stage-runner';
import { cancelledError, TimerScope } from './timers';

type Report = StageReport<string, unknown, Record<string, unknown>>;

function runner(signal = new AbortController().signal) {
  let clock = 100;
  const reports: Report[] = [];
  const stages = new StageRunner<string, unknown, Record<string, unknown>>({
    now: () => {
      clock += 10;
      return clock;
    },
    signal,
    toError: (_stage, cause) => cause,
    report: (report) => reports.push(report),
  });
  return { stages, reports };
}

describe('StageRunner', () => {
  it('reports started, then completed with its duration and what it says of the result', async () => {
    const { stages, reports } = runner();
    const result = await stages.run('join', async () => 7, {
      metadata: { a: 1 },
      completed: (value) => ({ value }),
    });
    expect(result).toBe(7);
    expect(reports).toEqual([
      { stage: 'join', status: 'started', at: 110, duration: 0, metadata: { a: 1 } },
      {
        stage: 'join',
        status: 'completed',
        at: 120,
        duration: 10,
        metadata: { a: 1 },
        outcome: { value: 7 },
      },
    ]);
  });

  it('reports a failure with the error, and throws it', async () => {
    const { stages, reports } = runner();
    const boom = new Error('boom');
    await expect(stages.run('join', () => Promise.reject(boom))).rejects.toBe(boom);
    expect(reports.map((r) => r.status)).toEqual(['started', 'failed']);
    expect(reports[1]).toMatchObject({ error: boom, duration: 10, metadata: undefined });
  });

  it('ends the wait as soon as the start is cancelled, reporting no failure', async () => {
    const controller = new AbortController();
    const { stages, reports } = runner(controller.signal);
    const never = new Promise<never>(() => {});
    const running = stages.run('join', () => never);
    controller.abort(cancelledError());
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
    expect(reports.map((r) => r.status)).toEqual(['started']);
  });

  it('does not run the work when a listener of started cancelled the start', async () => {
    const controller = new AbortController();
    const work = vi.fn();
    const stages = new StageRunner<string, unknown, undefined>({
      now: () => 0,
      signal: controller.signal,
      toError: (_stage, cause) => cause,
      report: (report) => {
        if (report.status === 'started') controller.abort(cancelledError());
      },
    });
    expect(() => stages.run('join', work)).toThrow(expect.objectContaining({ code: 'cancelled' }));
    expect(work).not.toHaveBeenCalled();
  });

  it('fails a stage a listener of completed cancelled, without reporting a failure', async () => {
    const controller = new AbortController();
    const statuses: string[] = [];
    const stages = new StageRunner<string, unknown, undefined>({
      now: () => 0,
      signal: controller.signal,
      toError: (_stage, cause) => cause,
      report: (report) => {
        statuses.push(report.status);
        if (report.status === 'completed') controller.abort(cancelledError());
      },
    });
    await expect(stages.run('join', async () => 1)).rejects.toMatchObject({ code: 'cancelled' });
    expect(statuses).toEqual(['started', 'completed']);
  });

  it('runs synchronous work in the caller’s run, and reports its end in that run too', () => {
    const { stages, reports } = runner();
    expect(stages.run('setup', () => 'done')).toBe('done');
    expect(reports.map((r) => r.status)).toEqual(['started', 'completed']);
    expect(() =>
      stages.run('setup', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(reports.map((r) => r.status)).toEqual(['started', 'completed', 'started', 'failed']);
  });

  it('reports a skipped stage once, saying why, with its metadata', () => {
    const { stages, reports } = runner();
    stages.skip('mobile', { action: 'skipped-not-mobile' }, { isMobile: false });
    expect(reports).toEqual([
      {
        stage: 'mobile',
        status: 'skipped',
        at: 110,
        duration: 0,
        metadata: { isMobile: false },
        outcome: { action: 'skipped-not-mobile' },
      },
    ]);
    expect(stages.current).toBe('mobile');
  });
});

describe('within', () => {
  it('rejects with the kind’s timeout error at the deadline, naming the stage', async () => {
    vi.useFakeTimers();
    try {
      const timers = new TimerScope({ setTimeout, clearTimeout });
      const signals: AbortSignal[] = [];
      const waiting = within(
        timers,
        'join',
        2500,
        (signal) => {
          signals.push(signal);
          return new Promise(() => {});
        },
        new AbortController().signal,
        'daily-call-join',
      );
      const outcome = expect(waiting).rejects.toMatchObject({
        code: 'timeout',
        stage: 'daily-call-join',
        message: 'Daily did not let the call in within 2.5 s.',
      });
      await vi.advanceTimersByTimeAsync(2499);
      expect(signals[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(signals[0]?.aborted).toBe(true);
      expect(timers.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends with the cancel signal’s reason, and clears its timer', async () => {
    const timers = new TimerScope({ setTimeout, clearTimeout });
    const cancel = new AbortController();
    const waiting = within(timers, 'webCall', 15_000, () => new Promise(() => {}), cancel.signal);
    cancel.abort(cancelledError());
    await expect(waiting).rejects.toMatchObject({ code: 'cancelled' });
    expect(timers.size).toBe(0);
  });

  it('names each wait in its timeout message', () => {
    expect(waitTimedOut('webCall', 15_000).message).toBe(
      'The voice provider did not answer within 15 s.',
    );
    expect(waitTimedOut('callMachine', 500).message).toBe(
      "Daily's call machine did not start within 500 ms.",
    );
  });
});
