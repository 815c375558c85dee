// @vitest-environment jsdom

import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle, webCall } from '../test/harness';
import { withMediaPlayback } from '../test/media-playback';
import { CallSession } from './call-session';
import { CallSlot } from './call-slot';
import type { SessionHost } from './session-host';
import { DEFAULT_TIMEOUTS } from './timeouts';
import { globalTimers } from './timers';

withMediaPlayback();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const audio = { kind: 'audio' } as MediaStreamTrack;
// The assistant's participant: the one whose audio plays (ASSISTANT_PARTICIPANT_NAME).
const bot = { local: false, session_id: 'bot', user_name: 'Vapi Speaker' };

describe('CallSession audio', () => {
  it("plays the assistant's audio, tells it so, and removes the element when it leaves", async () => {
    const h = createHarness();
    await startAndSettle(h);
    const call = h.daily.last;
    h.client.setOutputVolume(0.5);
    call.emit('track-started', { participant: { local: true, session_id: 'me' }, track: audio });
    call.emit('track-started', { participant: null, track: audio });
    call.emit('track-started', { participant: bot, track: audio });
    call.emit('track-started', { participant: bot, track: { kind: 'other' } });
    await vi.runAllTimersAsync();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(document.querySelector('audio')?.volume).toBe(0.5);
    expect(call.appMessages.map((m) => m.data)).toEqual(['playable']);
    call.emit('participant-left', { participant: bot });
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('removes every element on stop, and keeps the output volume for the next call', async () => {
    const h = createHarness();
    h.client.setOutputVolume(0.2);
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    await h.client.stop();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    expect(document.querySelector('audio')?.volume).toBe(0.2);
    await h.client.stop();
  });

  it('reports refused playback as a non-fatal error', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new Error('NotAllowedError'));
    const h = createHarness();
    await startAndSettle(h);
    h.daily.last.emit('track-started', { participant: bot, track: audio });
    await vi.runAllTimersAsync();
    const error = h.events.find((e) => e.name === 'error');
    expect(error?.args[0]).toMatchObject({ fatal: false, error: { code: 'audio-playback-error' } });
  });

  it('sends nothing when the call ends while playback starts', async () => {
    let resolvePlay = () => {};
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(
      () => new Promise<void>((resolve) => (resolvePlay = resolve)),
    );
    const h = createHarness();
    await startAndSettle(h);
    const call = h.daily.last;
    call.emit('track-started', { participant: bot, track: audio });
    await h.client.stop();
    resolvePlay();
    await vi.runAllTimersAsync();
    expect(call.appMessages).toEqual([]);
  });
});

describe('CallSession lifecycle', () => {
  /** A session on the fake Daily, with a host that records what the session reports. */
  function sessionHarness() {
    const daily = new FakeDaily({ script: { joinDelayMs: 10, leaveDelayMs: 10 } });
    const reports: string[] = [];
    const errors: unknown[][] = [];
    const host: SessionHost = {
      emit: (event, ...args) => {
        if (event === 'state-change') reports.push(`${String(args[1])}>${String(args[0])}`);
        else if (event !== 'stage') reports.push(event);
      },
      status: (to) => reports.push(`status:${to}`),
      startFailed: (stage) => reports.push(`start-failed:${stage}`),
      now: () => Date.now(),
      timers: globalTimers,
      logger: { warn() {}, error: (...args) => errors.push(args) },
      outputVolume: () => 1,
      options: { isMobile: false },
      timeouts: DEFAULT_TIMEOUTS,
      createWebCall: async () => ({ data: webCall() }),
      loadFactory: async () => daily.createCallObject,
      slot: new CallSlot(),
      wantsLocalLevels: () => false,
      ended: () => reports.push('ended'),
    };
    const session = new CallSession(host);
    const started = session.start({
      kind: 'start',
      body: { ok: true, body: { assistantId: 'a' } },
    });
    return { daily, reports, errors, session, started };
  }

  it('owns its start and reports its end once, before the end events', async () => {
    const { daily, reports, errors, session, started } = sessionHarness();
    await vi.runAllTimersAsync();
    await expect(started).resolves.toEqual(webCall());
    expect(reports.filter((r) => r.includes('>') || r.startsWith('status'))).toEqual([
      'new>joining',
      'joining>joined',
      'status:joined',
    ]);
    reports.length = 0;
    const first = session.stop();
    expect(session.stop()).toBe(first);
    expect(reports).toEqual(['ended', 'joined>left', 'status:ended', 'call-end']);
    expect(session.closed).toBe(true);
    // Daily answers the leave with its own left-meeting: reported nowhere a second time.
    await vi.advanceTimersByTimeAsync(10);
    await first;
    expect(reports).toEqual(['ended', 'joined>left', 'status:ended', 'call-end']);
    expect(daily.last.destroyed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('ends by itself when Daily leaves a live call', async () => {
    const { daily, reports, session, started } = sessionHarness();
    await vi.runAllTimersAsync();
    await started;
    reports.length = 0;
    // The call machine ends the meeting (the assistant hung up).
    daily.last.endMeeting();
    expect(reports).toEqual(['ended', 'joined>left', 'status:ended', 'call-end']);
    expect(session.state).toBe('left');
    await vi.runAllTimersAsync();
    expect(daily.live).toBe(0);
    await session.stop();
    expect(reports).toEqual(['ended', 'joined>left', 'status:ended', 'call-end']);
  });

  it('emits a state change only when the state changes', async () => {
    const h = createHarness();
    await startAndSettle(h);
    // Joined twice over: daily-js's joined-meeting event, then join() resolving.
    const changes = h.events.flatMap((e) => (e.name === 'state-change' ? [e.args] : []));
    expect(changes).toEqual([
      ['joining', 'new'],
      ['joined', 'joining'],
    ]);
    expect(h.logger.errors).toEqual([]);
  });

  it('refuses an illegal call-state move and logs it, instead of dropping it silently', async () => {
    const h = createHarness();
    await startAndSettle(h);
    h.events.length = 0;
    // Daily going back to joining on a joined call is not in the lifecycle table (daily-js
    // does not do it; the client must still refuse it rather than follow).
    h.daily.last.emit('joining-meeting');
    expect(h.names()).toEqual([]);
    expect(h.client.callState).toBe('joined');
    expect(h.logger.errors).toHaveLength(1);
    expect(h.logger.errors[0]?.[1]).toMatchObject({
      code: 'invalid-state',
      message: 'Call state cannot go from joined to joining.',
    });
  });
});
