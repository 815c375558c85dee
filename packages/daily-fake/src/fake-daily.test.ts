import type { DailyEvent } from '@daily-co/daily-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCallObject } from './fake-call-object';
import { FakeDaily } from './fake-daily';
import { microphone, REFUSED_MICROPHONE } from './script';

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

  it('never settles a join or load left while the call machine was loading', async () => {
    const call = new FakeDaily().createCallObject();
    let settled = false;
    void call.join(ROOM).finally(() => {
      settled = true;
    });
    const loading = track(call.load());
    await call.leave();
    await vi.runAllTimersAsync();
    expect(settled).toBe(false);
    expect(loading.now).toBe('pending');
    expect(call.meetingState()).toBe('left-meeting');
  });

  it('is destroyed by the time call-instance-destroyed fires, as daily-js sets _destroyed first', async () => {
    const call = new FakeDaily().createCallObject();
    const seen: boolean[] = [];
    call.on('call-instance-destroyed', () => seen.push(call.isDestroyed()));
    await call.destroy();
    expect(seen).toEqual([true]);
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

/** Tracks how `promise` settles, without awaiting it. */
function track(promise: Promise<unknown>) {
  const state: { now: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { now: 'pending' };
  promise.then(
    (value) => Object.assign(state, { now: 'resolved', value }),
    (value: unknown) => Object.assign(state, { now: 'rejected', value }),
  );
  return state;
}

/** The call machine's `left-meeting`, as a page posts it for daily-js. */
function leftMeetingMessage(callClientId?: string, extra: object = {}) {
  return {
    what: 'iframe-call-message',
    from: 'embedded',
    action: 'left-meeting',
    ...(callClientId === undefined ? {} : { callClientId }),
    ...extra,
  };
}

/** A stand-in for the page's `window`, which keeps its `message` listeners. */
function stubWindow() {
  const listeners = new Set<(event: { data: unknown }) => void>();
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') listeners.delete(listener);
    },
  });
  return {
    listeners,
    post: (data: unknown) => {
      for (const listener of [...listeners]) listener({ data });
    },
  };
}

describe('devices', () => {
  const USB = microphone('usb', 'USB Microphone');
  const HEADSET = microphone('headset', 'Headset');

  it('lists what the browser lists, as plain copies, without a call machine', async () => {
    const daily = new FakeDaily({ script: { devices: [USB, HEADSET] } });
    const call = daily.createCallObject();
    const { devices } = await call.enumerateDevices();
    expect(devices).toEqual([USB, HEADSET]);
    expect(devices[0]).not.toBe(USB);
  });

  it('answers the microphone in use: the chosen one, else the factory one, else the first', async () => {
    const daily = new FakeDaily({ script: { devices: [USB, HEADSET] } });
    const first = daily.createCallObject();
    const joining = first.join(ROOM);
    await vi.runAllTimersAsync();
    await joining;
    expect((await first.getInputDevices()).mic).toEqual(USB);
    await expect(first.setInputDevicesAsync({ audioDeviceId: 'headset' })).resolves.toMatchObject({
      mic: HEADSET,
    });
    expect((await first.getInputDevices()).mic).toEqual(HEADSET);
    const destroying = first.destroy();
    await vi.runAllTimersAsync();
    await destroying;
    const second = daily.createCallObject({ audioSource: 'headset' });
    expect((await second.getInputDevices()).mic).toEqual(HEADSET);
    await second.destroy();
    daily.script.devices = [];
    expect((await daily.createCallObject().getInputDevices()).mic).toEqual({});
  });

  it('emits available-devices-updated when the list changes, not when it stays the same', () => {
    const daily = new FakeDaily({ script: { devices: [USB] } });
    const call = daily.createCallObject();
    const seen: unknown[] = [];
    call.on('available-devices-updated', (event) => seen.push(event));
    expect(call.changeDevices([USB])).toBe(false);
    expect(call.changeDevices([USB, HEADSET])).toBe(true);
    expect(seen).toEqual([
      {
        action: 'available-devices-updated',
        callClientId: call.callClientId,
        availableDevices: [USB, HEADSET],
      },
    ]);
    expect(daily.script.devices).toEqual([USB, HEADSET]);
  });

  it('never answers which microphone is in use once a load started no call machine', async () => {
    const daily = new FakeDaily({ script: { bundle: { kind: 'inert' }, devices: [USB] } });
    const call = daily.createCallObject();
    await expect(call.getInputDevices()).resolves.toMatchObject({ mic: USB });
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    let settled = false;
    void call.getInputDevices().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
  });
});

describe('a bundle served that never starts (inert)', () => {
  const inert = () => new FakeDaily({ script: { bundle: { kind: 'inert' } } });

  it('resolves load() with the state loaded and no loaded event', async () => {
    const call = inert().createCallObject();
    const events = watch(call);
    const loading = track(call.load());
    await vi.runAllTimersAsync();
    expect(loading.now).toBe('resolved');
    expect(call.meetingState()).toBe('loaded');
    expect(events.names()).toEqual(['loading']);
    // Loaded, so a second load does nothing.
    await call.load();
    expect(events.names()).toEqual(['loading']);
  });

  it('never settles startCamera() or join(), and asks for no microphone', async () => {
    const asked: string[] = [];
    const daily = new FakeDaily({
      script: { bundle: { kind: 'inert' }, microphone: REFUSED_MICROPHONE },
      captureMicrophone: async (script) => {
        asked.push('microphone');
        return { outcome: script.microphone, release() {} };
      },
    });
    const call = daily.createCallObject();
    const events = watch(call);
    const camera = track(call.startCamera());
    await vi.runAllTimersAsync();
    const joining = track(call.join(ROOM));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(camera.now).toBe('pending');
    expect(joining.now).toBe('pending');
    expect(call.meetingState()).toBe('joining-meeting');
    expect(events.names()).toEqual(['loading', 'joining-meeting']);
    expect(asked).toEqual([]);
    expect(call.microphoneHeld).toBe(false);
  });

  it("keeps destroy() waiting for the call machine's left-meeting, and the slot taken", async () => {
    const daily = inert();
    const call = daily.createCallObject();
    const events = watch(call);
    void call.join(ROOM);
    await vi.runAllTimersAsync();
    const destroying = track(call.destroy());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(destroying.now).toBe('pending');
    expect(call.leavePending).toBe(true);
    expect(call.isDestroyed()).toBe(false);
    expect(call.meetingState()).toBe('joining-meeting');
    expect(daily.live).toBe(1);
    expect(() => daily.createCallObject()).toThrow(
      'Duplicate DailyIframe instances are not allowed',
    );

    call.endMeeting();
    await vi.runAllTimersAsync();
    expect(destroying.now).toBe('resolved');
    expect(call.leavePending).toBe(false);
    expect(events.names()).toEqual([
      'loading',
      'joining-meeting',
      'left-meeting',
      'call-instance-destroyed',
    ]);
    expect(call.isDestroyed()).toBe(true);
    expect(daily.live).toBe(0);
    expect(() => daily.createCallObject()).not.toThrow();
  });

  it('resolves only the newest leave waiting, as daily-js keeps one _resolveLeave', async () => {
    const call = inert().createCallObject();
    await call.load();
    await vi.runAllTimersAsync();
    const leaving = track(call.leave());
    const destroying = track(call.destroy());
    await vi.runAllTimersAsync();
    call.endMeeting();
    await vi.runAllTimersAsync();
    expect(destroying.now).toBe('resolved');
    expect(leaving.now).toBe('pending');
  });

  it('refuses a load after the answer (no call machine to reset), and waits again on leave', async () => {
    const call = inert().createCallObject();
    const events = watch(call);
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    call.endMeeting();
    expect(call.meetingState()).toBe('left-meeting');
    await expect(call.load()).rejects.toThrow(
      new TypeError("Cannot read properties of undefined (reading 'reset')"),
    );
    await expect(call.join(ROOM)).rejects.toBeInstanceOf(TypeError);
    expect(call.meetingState()).toBe('loading');
    expect(events.names()).toEqual(['loading', 'left-meeting', 'loading', 'loading']);
    const leaving = track(call.leave());
    await vi.runAllTimersAsync();
    expect(leaving.now).toBe('pending');
  });

  it('answers, without asking the call machine, what daily-js keeps for it until it starts', async () => {
    const failure = new Error('processor failed to load');
    const daily = new FakeDaily({
      script: {
        bundle: { kind: 'inert' },
        inputSettingsErrors: [failure],
        remoteObserverError: { error: 'no audio context' },
      },
    });
    const call = daily.createCallObject();
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    expect(call.startRemoteParticipantsAudioLevelObserver(100)).toBeUndefined();
    expect(call.startLocalAudioLevelObserver(100)).toBeUndefined();
    expect(call.isRemoteParticipantsAudioLevelObserverRunning()).toBe(false);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(call.reportRemoteLevels({ bot: 0.5 })).toBe(false);
    const settings = { audio: { processor: { type: 'noise-cancellation' as const } } };
    await expect(call.updateInputSettings(settings)).resolves.toBeDefined();
    expect(daily.script.inputSettingsErrors).toEqual([failure]);
    expect(call.inputSettings).toEqual([]);
    await expect(call.setUserData({ plan: 'demo' })).resolves.toBeUndefined();
    await expect(call.startScreenShare()).rejects.toThrow('to initialize call state.');
  });

  it('never settles what daily-js asks the call machine once loaded', async () => {
    const call = inert().createCallObject();
    // Before the load daily-js answers these from what it keeps.
    await expect(call.setInputDevicesAsync({ audioDeviceId: 'mic' })).resolves.toBeDefined();
    await expect(call.setOutputDeviceAsync({ outputDeviceId: 'speaker' })).resolves.toBeDefined();
    const media = track(call.updateRemoteMediaPlayer({ session_id: 's', settings: {} } as never));
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    const asked = [
      track(call.setInputDevicesAsync({ audioDeviceId: 'mic' })),
      track(call.setInputDevicesAsync({ audioSource: false })),
      track(call.setOutputDeviceAsync({ outputDeviceId: 'speaker' })),
      track(call.updateSendSettings({ video: 'bandwidth-optimized' })),
    ];
    await vi.advanceTimersByTimeAsync(60_000);
    expect([media, ...asked].map((promise) => promise.now)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });
});

describe('a bundle request never answered (unanswered)', () => {
  const unanswered = () => new FakeDaily({ script: { bundle: { kind: 'unanswered' } } });
  const TIMED_OUT =
    'Timed out (>20000 ms) when loading call object bundle https://c.dailywebrtc.net/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js';

  it('fails each attempt after 20 s, three hosts a pass, three passes 3 s apart, then fatally', async () => {
    const call = unanswered().createCallObject();
    const failedAt: number[] = [];
    const start = Date.now();
    call.on('load-attempt-failed', (event) => {
      expect(event).toEqual({ action: 'load-attempt-failed', callClientId: call.callClientId });
      failedAt.push(Date.now() - start);
    });
    const events = watch(call);
    const loading = track(call.load());
    await vi.advanceTimersByTimeAsync(185_999);
    expect(loading.now).toBe('pending');
    expect(call.meetingState()).toBe('loading');
    expect(failedAt).toEqual([20, 40, 60, 83, 103, 123, 146, 166].map((s) => s * 1000));
    await vi.advanceTimersByTimeAsync(1);
    expect(failedAt.at(-1)).toBe(186_000);
    expect(loading).toEqual({ now: 'rejected', value: TIMED_OUT });
    expect(call.meetingState()).toBe('error');
    expect(events.seen.at(-1)).toEqual({
      action: 'error',
      callClientId: call.callClientId,
      errorMsg: TIMED_OUT,
      error: {
        type: 'connection-error',
        msg: 'Failed to load call object bundle.',
        details: {
          on: 'load',
          sourceError: { msg: TIMED_OUT, type: 'timeout' },
          bundleUrl:
            'https://c.daily.co/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js',
        },
      },
    });
    // Failed: destroy() has nothing to leave.
    await call.destroy();
    expect(events.names().slice(-2)).toEqual(['error', 'call-instance-destroyed']);
  });

  it('starts over on each new load, and the load it replaced never settles', async () => {
    const call = unanswered().createCallObject();
    const events = watch(call);
    const first = track(call.load());
    await vi.advanceTimersByTimeAsync(10_000);
    const camera = track(call.startCamera());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events.names()).toEqual(['loading', 'loading']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events.names()).toEqual(['loading', 'loading', 'load-attempt-failed']);
    await vi.advanceTimersByTimeAsync(500_000);
    expect(first.now).toBe('pending');
    expect(camera).toEqual({ now: 'rejected', value: TIMED_OUT });
  });

  it('refuses startCamera() while a join is loading, and lets the join reject with the load', async () => {
    const call = unanswered().createCallObject();
    const joining = track(call.join(ROOM));
    await expect(call.startCamera()).rejects.toThrow(
      'startCamera() not supported after joining a meeting.',
    );
    await vi.advanceTimersByTimeAsync(186_000);
    expect(joining).toEqual({ now: 'rejected', value: TIMED_OUT });
    // No longer preparing to join: startCamera() loads again.
    const camera = track(call.startCamera());
    await vi.advanceTimersByTimeAsync(0);
    expect(camera.now).toBe('pending');
    expect(call.meetingState()).toBe('loading');
  });

  it('ends a destroy() at once with left-meeting, and the cancelled load stays silent', async () => {
    const daily = unanswered();
    const call = daily.createCallObject();
    const events = watch(call);
    const loading = track(call.load());
    const joining = track(call.join(ROOM));
    await vi.advanceTimersByTimeAsync(500);
    await call.destroy();
    expect(events.names()).toEqual([
      'loading',
      'loading',
      'left-meeting',
      'call-instance-destroyed',
    ]);
    expect(daily.live).toBe(0);
    await vi.advanceTimersByTimeAsync(500_000);
    expect(events.names()).toHaveLength(4);
    expect([loading.now, joining.now]).toEqual(['pending', 'pending']);
  });

  it('answers from what daily-js keeps while loading, the observers not running', async () => {
    const call = unanswered().createCallObject();
    void call.load();
    expect(call.startRemoteParticipantsAudioLevelObserver(100)).toBeUndefined();
    expect(call.isRemoteParticipantsAudioLevelObserverRunning()).toBe(false);
    await expect(call.setOutputDeviceAsync({ outputDeviceId: 'speaker' })).resolves.toBeDefined();
    const media = track(call.updateRemoteMediaPlayer({ session_id: 's', settings: {} } as never));
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.now).toBe('pending');
  });
});

describe("the call machine's left-meeting message in a page", () => {
  it('is listened for only where there is a window, and no longer once destroyed', async () => {
    const page = stubWindow();
    const daily = new FakeDaily({ script: { bundle: { kind: 'inert' } } });
    const call = daily.createCallObject();
    expect(page.listeners.size).toBe(1);
    await call.destroy();
    expect(page.listeners.size).toBe(0);
    vi.unstubAllGlobals();
    expect(Reflect.get(globalThis, 'window')).toBeUndefined();
    // Node without a window: nothing to listen on, and nothing fails.
    const inNode = new FakeDaily().createCallObject();
    expect(page.listeners.size).toBe(0);
    await inNode.destroy();
  });

  it('ends the destroy waiting on a call machine that never started', async () => {
    const page = stubWindow();
    const daily = new FakeDaily({ script: { bundle: { kind: 'inert' } } });
    const call = daily.createCallObject();
    const events = watch(call);
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    const destroying = track(call.destroy());
    await vi.runAllTimersAsync();
    // Not for this call object, from daily-js itself, not a call-machine message, or another
    // action: ignored, as daily-js's listener ignores them.
    page.post(leftMeetingMessage('call-client-9'));
    page.post(leftMeetingMessage(call.callClientId, { from: 'module' }));
    page.post({ ...leftMeetingMessage(call.callClientId), what: 'other' });
    page.post({ ...leftMeetingMessage(call.callClientId), action: 'joined-meeting' });
    page.post('left-meeting');
    page.post(null);
    await vi.runAllTimersAsync();
    expect(destroying.now).toBe('pending');
    expect(events.names()).toEqual(['loading']);

    page.post(leftMeetingMessage(call.callClientId, { callbackStamp: '1', reason: 'answered' }));
    await vi.runAllTimersAsync();
    expect(destroying.now).toBe('resolved');
    expect(events.seen.slice(1)).toEqual([
      { action: 'left-meeting', callClientId: call.callClientId, reason: 'answered' },
      { action: 'call-instance-destroyed', callClientId: call.callClientId },
    ]);
    expect(call.isDestroyed()).toBe(true);
    expect(daily.live).toBe(0);
    // Its listener is gone: a late answer reaches nobody.
    page.post(leftMeetingMessage(call.callClientId));
    expect(events.names()).toHaveLength(3);
  });

  it('is taken without a callClientId, as daily-js takes it', async () => {
    const page = stubWindow();
    const call = new FakeDaily({ script: { bundle: { kind: 'inert' } } }).createCallObject();
    const loading = call.load();
    await vi.runAllTimersAsync();
    await loading;
    const leaving = track(call.leave());
    page.post(leftMeetingMessage());
    await vi.runAllTimersAsync();
    expect(leaving.now).toBe('resolved');
    expect(call.meetingState()).toBe('left-meeting');
  });

  it('keeps the error state, as case oo does', async () => {
    const page = stubWindow();
    const call = new FakeDaily({ script: { bundle: { kind: 'inert' } } }).createCallObject();
    call.fail('gone', { type: 'ejected', msg: 'You were ejected' });
    page.post(leftMeetingMessage(call.callClientId));
    expect(call.meetingState()).toBe('error');
  });
});
