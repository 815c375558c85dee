// @vitest-environment jsdom

import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import { microphone } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle } from '../../test/harness';
import { withMediaPlayback } from '../../test/media-playback';
import { type CallView, viewOf } from '../call-view';
import { CallAids, type CallAidsState, NO_CALL_AIDS } from './call-aids';
import { SILENT_MICROPHONE_MS } from './microphone-silence';

// The native face (`VoiceClient`) over the workspace's one daily-js fake; the drop-in's are in
// call-aids-vapi.test.ts.

withMediaPlayback();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const DEFAULT = microphone('default', 'Default - USB Microphone');
const USB = microphone('usb', 'USB Microphone');
const HEADSET = microphone('headset', 'Headset');
const assistant = { local: false, session_id: 'bot', user_name: 'Vapi Speaker' };
const audio = { kind: 'audio' } as MediaStreamTrack;
const notAllowed = () =>
  Object.assign(new Error('play() can only be initiated by a user gesture.'), {
    name: 'NotAllowedError',
  });

/** A client and its aids, every state they went through recorded. */
function setUp(devices = [DEFAULT, USB, HEADSET]) {
  const h = createHarness({}, { devices });
  const aids = new CallAids(h.client);
  const states: CallAidsState[] = [];
  aids.subscribe(() => states.push(aids.getState()));
  return { h, aids, states };
}

/** Starts the call and has the assistant say it listens: `call-start`. */
async function live(h: ReturnType<typeof createHarness>) {
  await startAndSettle(h);
  h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
  await vi.advanceTimersByTimeAsync(0);
}

/** Local levels every 100 ms for `ms`, as Daily's observer reports them. */
async function levels(h: ReturnType<typeof createHarness>, level: number, ms: number) {
  for (let t = 0; t < ms; t += 100) {
    h.daily.last.reportLocalLevel(level);
    await vi.advanceTimersByTimeAsync(100);
  }
}

describe('CallAids on VoiceClient: the silent microphone', () => {
  it('says so after 4 s of level 0 in a live call, and takes it back when a level rises', async () => {
    const { h, aids } = setUp();
    await live(h);
    expect(h.daily.last.callsTo('startLocalAudioLevelObserver')).toEqual([[100]]);
    await levels(h, 0, SILENT_MICROPHONE_MS - 200);
    expect(aids.getState().microphoneSilent).toBe(false);
    await levels(h, 0, 300);
    expect(aids.getState().microphoneSilent).toBe(true);
    await levels(h, 0.2, 100);
    expect(aids.getState().microphoneSilent).toBe(false);
    await h.client.stop();
  });

  it('counts nothing while the assistant speaks or the microphone is muted', async () => {
    const { h, aids } = setUp();
    await live(h);
    await levels(h, 0, SILENT_MICROPHONE_MS + 100);
    expect(aids.getState().microphoneSilent).toBe(true);
    h.daily.last.reportRemoteLevels({ bot: 0.5 });
    expect(aids.getState().microphoneSilent).toBe(false);
    for (let t = 0; t < 5000; t += 100) {
      h.daily.last.reportRemoteLevels({ bot: 0.5 });
      h.daily.last.reportLocalLevel(0);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(aids.getState().microphoneSilent).toBe(false);
    h.client.setMuted(true);
    // The assistant has stopped (speech ends 1 s after its last level); muted, nothing counts.
    await levels(h, 0, 8000);
    expect(aids.getState().microphoneSilent).toBe(false);
    h.client.setMuted(false);
    await levels(h, 0, SILENT_MICROPHONE_MS + 100);
    expect(aids.getState().microphoneSilent).toBe(true);
    await h.client.stop();
  });

  it('says nothing before the call is live, and clears everything when it ends', async () => {
    const { h, aids, states } = setUp();
    await startAndSettle(h);
    await levels(h, 0, SILENT_MICROPHONE_MS + 100);
    expect(states).toEqual([]);
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    await levels(h, 0, SILENT_MICROPHONE_MS + 100);
    expect(aids.getState().microphoneSilent).toBe(true);
    await h.client.stop();
    await vi.runAllTimersAsync();
    expect(aids.getState()).toEqual(NO_CALL_AIDS);
    const count = states.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states).toHaveLength(count);
  });
});

describe('CallAids on VoiceClient: microphones', () => {
  it('lists the inputs and the one in use once the call is live', async () => {
    const { h, aids } = setUp();
    await live(h);
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState().microphones).toEqual([
      { deviceId: 'default', label: 'Default - USB Microphone' },
      { deviceId: 'usb', label: 'USB Microphone' },
      { deviceId: 'headset', label: 'Headset' },
    ]);
    expect(aids.getState().microphoneId).toBe('default');
    await h.client.stop();
  });

  it('switches the microphone mid-call without ending it', async () => {
    const { h, aids } = setUp();
    await live(h);
    await aids.selectMicrophone('headset');
    expect(h.daily.last.callsTo('setInputDevicesAsync')).toContainEqual([
      { audioDeviceId: 'headset' },
    ]);
    expect(aids.getState().microphoneId).toBe('headset');
    expect(h.client.callState).toBe('joined');
    expect(h.names()).not.toContain('call-end');
    await h.client.stop();
  });

  it('follows a device plugged in, and replaces an input in use that is unplugged', async () => {
    const { h, aids } = setUp([DEFAULT, USB]);
    await live(h);
    await aids.selectMicrophone('usb');
    h.daily.last.changeDevices([DEFAULT, USB, HEADSET]);
    expect(aids.getState().microphones.map((mic) => mic.deviceId)).toEqual([
      'default',
      'usb',
      'headset',
    ]);
    expect(aids.getState().microphoneId).toBe('usb');
    expect(aids.getState().microphoneLost).toBeNull();
    h.daily.last.changeDevices([DEFAULT, HEADSET]);
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState().microphoneId).toBe('default');
    expect(aids.getState().microphoneLost).toBe('switched');
    expect(h.daily.last.callsTo('setInputDevicesAsync').at(-1)).toEqual([
      { audioDeviceId: 'default' },
    ]);
    expect(h.names()).not.toContain('call-end');
    // The visitor's own pick says no more of it.
    await aids.selectMicrophone('headset');
    expect(aids.getState().microphoneLost).toBeNull();
    await h.client.stop();
  });

  it('replaces a microphone whose track ends mid-call, or goes on by text when none opens', async () => {
    const { h, aids } = setUp([DEFAULT, USB]);
    await startAndSettle(h);
    const call = h.daily.last;
    // daily-js gives the local participant the track it sends as `persistentTrack` (its
    // dist/daily-esm.js, from the call machine's store); the fake does not, so it is added here.
    const track = Object.assign(new EventTarget(), {
      kind: 'audio',
    }) as unknown as MediaStreamTrack;
    const participants = call.participants.bind(call);
    vi.spyOn(call, 'participants').mockImplementation(() => {
      const all = participants();
      const local = all.local as NonNullable<typeof all.local>;
      return {
        ...all,
        local: {
          ...local,
          tracks: { ...local.tracks, audio: { ...local.tracks.audio, persistentTrack: track } },
        },
      } as typeof all;
    });
    call.emit('app-message', { data: 'listening', fromId: 'bot' });
    await vi.advanceTimersByTimeAsync(0);
    track.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.callsTo('setInputDevicesAsync').at(-1)).toEqual([{ audioDeviceId: 'default' }]);
    expect(aids.getState()).toMatchObject({ microphoneId: 'default', microphoneLost: 'switched' });
    // It ends again, and no input opens: the call goes on, by text.
    vi.spyOn(call, 'setInputDevicesAsync').mockRejectedValueOnce(new Error('no input'));
    track.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState()).toMatchObject({
      microphoneId: null,
      microphoneSilent: false,
      microphoneLost: 'gone',
    });
    expect(h.client.callState).toBe('joined');
    await h.client.stop();
    // After the call, the track's end is nobody's business.
    const switches = call.callsTo('setInputDevicesAsync').length;
    track.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.callsTo('setInputDevicesAsync')).toHaveLength(switches);
  });

  it('says when the last input goes: the call goes on, by text', async () => {
    const { h, aids } = setUp([DEFAULT, USB]);
    await live(h);
    await vi.advanceTimersByTimeAsync(0);
    h.daily.last.changeDevices([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState()).toMatchObject({
      microphones: [],
      microphoneId: null,
      microphoneSilent: false,
      microphoneLost: 'gone',
    });
    expect(h.client.callState).toBe('joined');
    // One plugged in again takes over, and the line says the call has a microphone again.
    h.daily.last.changeDevices([USB]);
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState()).toMatchObject({ microphoneId: 'usb', microphoneLost: 'switched' });
    expect(h.daily.last.callsTo('setInputDevicesAsync').at(-1)).toEqual([{ audioDeviceId: 'usb' }]);
    await h.client.stop();
    expect(aids.getState().microphoneLost).toBeNull();
  });

  it('refuses a switch without a call, and keeps the input when Daily refuses one', async () => {
    const { h, aids } = setUp();
    await expect(aids.selectMicrophone('usb')).rejects.toThrow(
      'A microphone can be chosen only during a call.',
    );
    await live(h);
    await vi.advanceTimersByTimeAsync(0);
    vi.spyOn(h.daily.last, 'setInputDevicesAsync').mockRejectedValueOnce(new Error('busy'));
    await expect(aids.selectMicrophone('usb')).rejects.toThrow('busy');
    expect(aids.getState().microphoneId).toBe('default');
    await h.client.stop();
  });
});

const REFUSED: DailyEventObjectCameraError['error'] = {
  type: 'permissions',
  blockedBy: 'user',
  blockedMedia: ['audio'],
  msg: 'no',
};
const MISSING: DailyEventObjectCameraError['error'] = {
  type: 'not-found',
  missingMedia: ['audio'],
  msg: 'none',
};

describe('CallAids on VoiceClient: a call without a microphone', () => {
  it('lists no microphone and is never silent in a call that asked for none', async () => {
    const { h, aids, states } = setUp();
    await startAndSettle(h, () => h.client.start({ assistant: 'a' }, { microphone: false }));
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    await vi.advanceTimersByTimeAsync(0);
    await levels(h, 0, SILENT_MICROPHONE_MS + 500);
    h.daily.last.changeDevices([DEFAULT, USB]);
    expect(aids.getState()).toEqual(NO_CALL_AIDS);
    expect(states).toEqual([]);
    await h.client.stop();
  });

  it.each([
    ['refused', REFUSED],
    ['missing', MISSING],
  ])(
    'drops the list and the silence once the microphone is %s mid-call, until the next call',
    async (_kind, error) => {
      const { h, aids } = setUp();
      await live(h);
      await levels(h, 0, SILENT_MICROPHONE_MS + 100);
      expect(aids.getState().microphoneSilent).toBe(true);
      expect(aids.getState().microphones).toHaveLength(3);
      h.daily.last.emit('camera-error', { error, errorMsg: { errorMsg: 'no', audioOk: false } });
      expect(aids.getState()).toMatchObject({ microphoneSilent: false, microphones: [] });
      await levels(h, 0, SILENT_MICROPHONE_MS + 100);
      h.daily.last.changeDevices([DEFAULT]);
      expect(aids.getState()).toMatchObject({ microphoneSilent: false, microphones: [] });
      await h.client.stop();
      // The next call has its microphone again.
      await live(h);
      expect(aids.getState().microphones).toHaveLength(1);
      await h.client.stop();
    },
  );

  it('keeps the list for a camera error that is not about the microphone', async () => {
    const { h, aids } = setUp();
    await live(h);
    h.daily.last.emit('camera-error', {
      error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['video'], msg: 'no' },
      errorMsg: { errorMsg: 'no', audioOk: true },
    });
    expect(aids.getState().microphones).toHaveLength(3);
    await h.client.stop();
  });
});

describe('CallAids on VoiceClient: a call machine that knows no device', () => {
  it('lists the inputs with none in use when Daily answers without a mic, and warns of a failure', async () => {
    const h = createHarness({}, { devices: [DEFAULT, USB] });
    const warnings: unknown[][] = [];
    const aids = new CallAids(h.client, { onWarning: (...args) => warnings.push(args) });
    await startAndSettle(h);
    vi.spyOn(h.daily.last, 'getInputDevices').mockResolvedValueOnce(
      {} as Awaited<ReturnType<typeof h.daily.last.getInputDevices>>,
    );
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState().microphones).toHaveLength(2);
    expect(aids.getState().microphoneId).toBeNull();
    expect(warnings).toEqual([]);
    await h.client.stop();
    await vi.runAllTimersAsync();

    const refusal = new Error('enumerateDevices is not allowed');
    await startAndSettle(h);
    vi.spyOn(h.daily.last, 'enumerateDevices').mockRejectedValueOnce(refusal);
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState().microphones).toEqual([]);
    expect(warnings).toEqual([["Could not follow the visitor's microphone", refusal]]);
    await h.client.stop();
    aids.dispose();
  });
});

describe('CallAids on VoiceClient: audio the browser refused', () => {
  it('is blocked on a NotAllowedError, and playing it in a tap clears it and tells the assistant', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockRejectedValueOnce(notAllowed());
    const { h, aids } = setUp();
    await live(h);
    h.daily.last.emit('track-started', { participant: assistant, track: audio });
    await vi.advanceTimersByTimeAsync(0);
    expect(aids.getState().audioBlocked).toBe(true);
    expect(h.daily.last.appMessages.map((m) => m.data)).not.toContain('playable');
    const resumed = aids.resumeAudio();
    // play() ran before resumeAudio() returned: inside the visitor's gesture.
    expect(play).toHaveBeenCalledTimes(2);
    await resumed;
    expect(aids.getState().audioBlocked).toBe(false);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(h.daily.last.appMessages.map((m) => m.data)).toContain('playable');
    await h.client.stop();
  });

  it('stays blocked when the browser refuses again, and another failure is not a refusal', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockRejectedValueOnce(notAllowed()).mockRejectedValueOnce(notAllowed());
    const { h, aids } = setUp();
    await live(h);
    h.daily.last.emit('track-started', { participant: assistant, track: audio });
    await vi.advanceTimersByTimeAsync(0);
    await aids.resumeAudio();
    expect(aids.getState().audioBlocked).toBe(true);
    await aids.resumeAudio();
    expect(aids.getState().audioBlocked).toBe(false);
    await h.client.stop();
    await vi.runAllTimersAsync();

    play.mockRejectedValueOnce(Object.assign(new Error('no codec'), { name: 'NotSupportedError' }));
    await live(h);
    h.daily.last.emit('track-started', { participant: assistant, track: audio });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.names()).toContain('error');
    expect(aids.getState().audioBlocked).toBe(false);
    await h.client.stop();
  });

  it('resumes nothing without a refusal, and forgets a refusal when the call ends', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    const { h, aids } = setUp();
    await aids.resumeAudio();
    expect(play).not.toHaveBeenCalled();
    play.mockRejectedValueOnce(notAllowed());
    await live(h);
    h.daily.last.emit('track-started', { participant: assistant, track: audio });
    await vi.advanceTimersByTimeAsync(0);
    await h.client.stop();
    await vi.runAllTimersAsync();
    expect(aids.getState().audioBlocked).toBe(false);
    await h.client.resumeAudio();
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe('CallAids.dispose', () => {
  it('stops following the client and the call', async () => {
    const { h, aids, states } = setUp();
    await live(h);
    const view = viewOf(h.client) as CallView;
    const before = view.listenerCount();
    expect(view.listenerCount('local-level')).toBe(1);
    aids.dispose();
    // The seven it added (status, speech, trouble, levels, devices, camera errors) are gone.
    expect(view.listenerCount()).toBe(before - 7);
    expect(view.listenerCount('local-level')).toBe(0);
    await levels(h, 0, SILENT_MICROPHONE_MS + 100);
    h.daily.last.changeDevices([DEFAULT]);
    const count = states.length;
    await h.client.stop();
    await vi.runAllTimersAsync();
    expect(states).toHaveLength(count);
  });
});
