import type { DailyEvent } from '@daily-co/daily-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCallObject } from './fake-call-object';
import { FakeDaily } from './fake-daily';
import { REFUSED_MICROPHONE } from './script';

const ROOM = { url: 'https://example.daily.co/room' };

const WATCHED: DailyEvent[] = [
  'loading',
  'loaded',
  'load-attempt-failed',
  'joining-meeting',
  'joined-meeting',
  'left-meeting',
  'camera-error',
  'error',
  'call-instance-destroyed',
  'remote-participants-audio-level',
];

/** The events `call` delivers, by name, with their objects. */
function watch(call: FakeCallObject) {
  const seen: { action: string; [key: string]: unknown }[] = [];
  for (const event of WATCHED) call.on(event, (object) => seen.push(object as never));
  return { seen, names: () => seen.map((event) => event.action) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('join()', () => {
  it('rejects without a room URL, before any event', async () => {
    const call = new FakeDaily().createCallObject();
    const events = watch(call);
    await expect(call.join()).rejects.toThrow('No room URL has been provided');
    expect(events.names()).toEqual([]);
    expect(call.meetingState()).toBe('new');
  });

  it('takes the URL from the factory options too', async () => {
    const call = new FakeDaily().createCallObject(ROOM);
    const joining = call.join();
    await vi.runAllTimersAsync();
    await expect(joining).resolves.toEqual({ local: expect.objectContaining({ local: true }) });
  });

  it('loads, joins and reports the local participant in joined-meeting, before join resolves', async () => {
    const call = new FakeDaily().createCallObject();
    const events = watch(call);
    let resolvedAfter: string[] = [];
    const joining = call.join(ROOM).then((participants) => {
      resolvedAfter = events.names();
      return participants;
    });
    await vi.runAllTimersAsync();
    const participants = await joining;
    expect(events.names()).toEqual(['loading', 'loaded', 'joining-meeting', 'joined-meeting']);
    expect(resolvedAfter).toContain('joined-meeting');
    expect(events.seen.at(-1)).toMatchObject({
      callClientId: call.callClientId,
      participants: { local: { local: true, session_id: 'local-session' } },
    });
    expect(participants).toBe(call.participants());
    expect(call.localAudio()).toBe(true);
  });

  it('joins with the microphone off when startAudioOff is set', async () => {
    const call = new FakeDaily().createCallObject();
    const joining = call.join({ ...ROOM, startAudioOff: true });
    await vi.runAllTimersAsync();
    await joining;
    expect(call.localAudio()).toBe(false);
    expect(call.microphoneHeld).toBe(true);
  });

  it('goes on joining when the microphone is refused, after a permissions camera-error', async () => {
    const call = new FakeDaily({ script: { microphone: REFUSED_MICROPHONE } }).createCallObject();
    const events = watch(call);
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await expect(joining).resolves.toBeDefined();
    expect(events.names()).toEqual([
      'loading',
      'loaded',
      'joining-meeting',
      'camera-error',
      'joined-meeting',
    ]);
    expect(events.seen[3]).toMatchObject({
      errorMsg: { audioOk: false },
      error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'] },
    });
    expect(call.localAudio()).toBe(false);
  });

  it('does not ask for the microphone when the audio source is off', async () => {
    const call = new FakeDaily({ script: { microphone: REFUSED_MICROPHONE } }).createCallObject({
      audioSource: false,
    });
    const events = watch(call);
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    expect(events.names()).not.toContain('camera-error');
    expect(call.microphoneHeld).toBe(false);
  });

  it('on a fatal error emits error and rejects with that same event object', async () => {
    const error = { type: 'exp-room' as const, msg: 'Meeting has ended' };
    const call = new FakeDaily({
      script: { join: { kind: 'fatal', errorMsg: 'Meeting has ended', error } },
    }).createCallObject();
    const events = watch(call);
    const joining = call.join(ROOM);
    const settled = joining.catch((reason: unknown) => reason);
    await vi.runAllTimersAsync();
    const reason = await settled;
    expect(events.names().at(-1)).toBe('error');
    expect(reason).toEqual(events.seen.at(-1));
    expect(call.meetingState()).toBe('error');
  });

  it('rejects with a string when the call machine cannot load', async () => {
    const call = new FakeDaily({
      script: { join: { kind: 'load-failed', message: 'network down' } },
    }).createCallObject();
    const events = watch(call);
    const settled = call.join(ROOM).catch((reason: unknown) => reason);
    await vi.runAllTimersAsync();
    expect(await settled).toBe('network down');
    expect(events.names()).toEqual(['loading', 'load-attempt-failed', 'error']);
    expect(events.seen.at(-1)).toMatchObject({
      error: { type: 'connection-error', msg: 'Failed to load call object bundle.' },
    });
  });

  it('resolves with nothing when already joined', async () => {
    const call = new FakeDaily().createCallObject();
    const first = call.join(ROOM);
    await vi.runAllTimersAsync();
    await first;
    await expect(call.join(ROOM)).resolves.toBeUndefined();
  });
});

describe('load() and startCamera()', () => {
  it('loads once, and has the call machine open the microphone the join then keeps', async () => {
    const captures: string[] = [];
    const daily = new FakeDaily({
      captureMicrophone: async (script) => {
        captures.push('asked');
        return { outcome: script.microphone, release: () => captures.push('released') };
      },
    });
    const call = daily.createCallObject();
    const events = watch(call);
    const loading = call.load();
    expect(call.meetingState()).toBe('loading');
    await vi.runAllTimersAsync();
    await loading;
    expect(call.meetingState()).toBe('loaded');
    const devices = call.startCamera();
    await vi.runAllTimersAsync();
    await expect(devices).resolves.toEqual({ camera: {}, mic: {}, speaker: {} });
    expect(call.microphoneHeld).toBe(true);
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    expect(captures).toEqual(['asked']);
    expect(events.names()).toEqual(['loading', 'loaded', 'joining-meeting', 'joined-meeting']);
    await expect(call.startCamera()).rejects.toThrow(
      'startCamera() not supported after joining a meeting.',
    );
    await call.destroy();
    expect(captures).toEqual(['asked', 'released']);
    await expect(call.load()).rejects.toThrow('Use after destroy');
  });

  it('tries the bundle again on the next load after a failed one', async () => {
    const daily = new FakeDaily({
      script: { join: { kind: 'load-failed', message: 'net::ERR_FAILED' } },
    });
    const call = daily.createCallObject();
    const first = call.load().catch((reason: unknown) => reason);
    await vi.runAllTimersAsync();
    expect(await first).toBe('net::ERR_FAILED');
    expect(call.meetingState()).toBe('error');
    daily.script.join = { kind: 'joined' };
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await expect(joining).resolves.toBeDefined();
  });
});

describe('leave() and destroy()', () => {
  it('never settles a join the call object was destroyed during', async () => {
    const daily = new FakeDaily({ script: { join: { kind: 'hold' } } });
    const call = daily.createCallObject();
    const events = watch(call);
    let settled = false;
    void call.join(ROOM).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.runAllTimersAsync();
    expect(call.joinHeld).toBe(true);
    await call.destroy();
    await vi.runAllTimersAsync();
    expect(settled).toBe(false);
    expect(call.meetingState()).toBe('left-meeting');
    expect(events.names().slice(-2)).toEqual(['left-meeting', 'call-instance-destroyed']);
    expect(call.participants()).toEqual({});
    expect(call.microphoneHeld).toBe(false);
  });

  it('refuses a second call object until the first is destroyed, counting every live one', async () => {
    const daily = new FakeDaily({ script: { leaveDelayMs: 100 } });
    const first = daily.createCallObject();
    expect(() => daily.createCallObject()).toThrow(
      'Duplicate DailyIframe instances are not allowed',
    );
    const joining = first.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    const destroying = first.destroy();
    // daily-js frees the slot only once the leave is done.
    expect(() => daily.createCallObject()).toThrow(
      'Duplicate DailyIframe instances are not allowed',
    );
    expect(daily.live).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    await destroying;
    expect(daily.live).toBe(0);
    expect(first.isDestroyed()).toBe(true);
    daily.createCallObject();
    expect(daily.live).toBe(1);
  });

  it('delivers no event to a destroyed call object', async () => {
    const call = new FakeDaily().createCallObject();
    await call.destroy();
    expect(() => call.emit('app-message', { data: 'late' })).toThrow(
      'daily-js delivers no "app-message" to a destroyed call object',
    );
  });

  it('leaves a new call object at once, with left-meeting, as daily-js cancels the load', async () => {
    const call = new FakeDaily().createCallObject();
    const events = watch(call);
    await call.leave();
    expect(events.names()).toEqual(['left-meeting']);
    expect(call.meetingState()).toBe('left-meeting');
  });

  it('never settles a join left while the call machine was loading', async () => {
    const call = new FakeDaily().createCallObject();
    let settled = false;
    void call.join(ROOM).finally(() => {
      settled = true;
    });
    await call.leave();
    await vi.runAllTimersAsync();
    expect(settled).toBe(false);
    expect(call.meetingState()).toBe('left-meeting');
  });
});

describe('methods that need a joined meeting', () => {
  it('refuses app messages, DTMF and transfers before the join, as daily-js does', async () => {
    const call = new FakeDaily().createCallObject();
    expect(() => call.sendAppMessage({ hello: 1 })).toThrow(
      'sendAppMessage() only supported after join.',
    );
    await expect(call.sendDTMF({ sessionId: 's', tones: '1' })).rejects.toThrow(
      'sendDTMF() only supported after join.',
    );
    await expect(call.sipCallTransfer({ sessionId: 's', toEndPoint: 'sip:a@b.c' })).rejects.toThrow(
      'sipCallTransfer() only supported after join.',
    );
    expect(call.appMessages).toEqual([]);
  });

  it('sends app messages up to 4096 characters of JSON once joined', async () => {
    const call = new FakeDaily().createCallObject();
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    const fits = 'x'.repeat(4094);
    call.sendAppMessage(fits);
    expect(() => call.sendAppMessage(`${fits}x`)).toThrow(
      'Message data too large. Max size is 4096',
    );
    expect(call.appMessages).toEqual([{ data: fits, to: '*' }]);
    await expect(call.sendDTMF({ sessionId: 's', tones: '1'.repeat(21) })).rejects.toThrow(
      'tones string must be upto 20 characters',
    );
  });
});

describe('audio-level observers', () => {
  it('refuses an interval under 100 ms at once, outside the promise', () => {
    const call = new FakeDaily().createCallObject();
    expect(() => call.startRemoteParticipantsAudioLevelObserver(99)).toThrow(
      'The interval must be a number greater than or equal to 100 milliseconds.',
    );
    expect(() => call.startLocalAudioLevelObserver(50)).toThrow('greater than or equal to 100');
    expect(call.isRemoteParticipantsAudioLevelObserverRunning()).toBe(false);
  });

  it('reports remote levels only while the observer runs', async () => {
    const call = new FakeDaily().createCallObject();
    const events = watch(call);
    expect(call.reportRemoteLevels({ bot: 0.5 })).toBe(false);
    await call.startRemoteParticipantsAudioLevelObserver(100);
    expect(call.reportRemoteLevels({ bot: 0.5 })).toBe(true);
    expect(call.getRemoteParticipantsAudioLevel()).toEqual({ bot: 0.5 });
    call.stopRemoteParticipantsAudioLevelObserver();
    expect(call.reportRemoteLevels({ bot: 0.7 })).toBe(false);
    expect(events.seen).toEqual([
      expect.objectContaining({
        action: 'remote-participants-audio-level',
        participantsAudioLevel: { bot: 0.5 },
      }),
    ]);
  });

  it("rejects with the call machine's { error } when the observer cannot start", async () => {
    const call = new FakeDaily({
      script: { remoteObserverError: { error: 'no audio context' } },
    }).createCallObject();
    await expect(call.startRemoteParticipantsAudioLevelObserver()).rejects.toEqual({
      error: 'no audio context',
    });
    expect(call.isRemoteParticipantsAudioLevelObserverRunning()).toBe(false);
  });
});

describe('the rest of the call object', () => {
  it('takes scripted input-settings failures in turn, across call objects', async () => {
    const failure = new Error('processor failed to load');
    const daily = new FakeDaily({ script: { inputSettingsErrors: [failure] } });
    const call = daily.createCallObject();
    const settings = { audio: { processor: { type: 'noise-cancellation' as const } } };
    await expect(call.updateInputSettings(settings)).rejects.toBe(failure);
    await expect(call.updateInputSettings(settings)).resolves.toEqual({ inputSettings: settings });
    expect(call.inputSettings).toEqual([settings]);
  });

  it('refuses an invalid recording type, with daily-js words', () => {
    const call = new FakeDaily().createCallObject();
    expect(() => call.startRecording({ type: 'tape' } as never)).toThrow(
      "invalid type: tape, allowed values 'cloud', 'cloud-audio-only', 'raw-tracks', or 'local'",
    );
  });

  it('has no local audio state before the join', () => {
    const call = new FakeDaily().createCallObject();
    expect(call.localAudio()).toBeNull();
    expect(call.participants()).toEqual({});
    expect(call.iframe()).toBeNull();
  });

  it('tells an observer every method call and delivered event', async () => {
    const seen: string[] = [];
    const daily = new FakeDaily({
      observer: {
        call: (_call, method) => seen.push(method),
        event: (_call, event) => seen.push(`event:${event.action}`),
      },
    });
    const call = daily.createCallObject();
    call.on('left-meeting', () => undefined);
    call.emit('app-message', { data: 'hi', fromId: 'bot' });
    expect(seen).toEqual(['createCallObject', 'on', 'event:app-message']);
    expect(call.callsTo('on')).toHaveLength(1);
    expect(call.listenerCount()).toBe(1);
  });

  it('ends the meeting when the call machine says so', async () => {
    const call = new FakeDaily().createCallObject();
    const events = watch(call);
    const joining = call.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    call.endMeeting();
    expect(events.names().at(-1)).toBe('left-meeting');
    expect(call.meetingState()).toBe('left-meeting');
    expect(() => call.sendAppMessage('x')).toThrow('only supported after join.');
  });
});
