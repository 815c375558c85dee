import { FakeDaily } from '@org/daily-fake';
import { describe, expect, it, vi } from 'vitest';
import type { VoiceCallObject } from '../call-object';
import { videoRecordingOptions } from '../constants';
import { createSimulatedCall } from '../simulated/simulated-call';
import { listDevices, setRemoteMediaVolume, setUserData } from './commands';
import { DailyPort } from './port';

const ROOM = 'https://example.daily.co/room';

/** A port on a call object of the one Daily fake, and the call object, to read what it was told. */
function portOnFake(options: ConstructorParameters<typeof FakeDaily>[0] = {}) {
  const call = new FakeDaily(options).createCallObject();
  return { call, port: new DailyPort(call as unknown as VoiceCallObject) };
}

describe('DailyPort', () => {
  it('joins subscribing to nothing, and sends a token only when there is one', async () => {
    const { call, port } = portOnFake();
    await port.join(ROOM, undefined);
    expect(call.callsTo('join')).toEqual([[{ url: ROOM, subscribeToTracksAutomatically: false }]]);
    const other = portOnFake();
    await other.port.join(ROOM, 'meeting-token');
    expect(other.call.callsTo('join')).toEqual([
      [{ url: ROOM, token: 'meeting-token', subscribeToTracksAutomatically: false }],
    ]);
  });

  it("reads daily-js's null localAudio() before the join as not muted", async () => {
    const { call, port } = portOnFake();
    expect(call.localAudio()).toBeNull();
    expect(port.muted).toBe(false);
    await port.join(ROOM, undefined);
    port.setMuted(true);
    expect(port.muted).toBe(true);
    port.setMuted(false);
    expect(port.muted).toBe(false);
    expect(call.callsTo('setLocalAudio')).toEqual([[false], [true]]);
  });

  it('never hands daily-js `audioSource: false`, which would leave the call without a microphone', async () => {
    const { call, port } = portOnFake();
    await port.join(ROOM, undefined);
    await port.setInputDevices({ audioSource: false, videoDeviceId: 'camera-2' });
    await port.setInputDevices({ audioDeviceId: 'usb-microphone' });
    expect(call.callsTo('setInputDevicesAsync')).toEqual([
      [{ videoDeviceId: 'camera-2' }],
      [{ audioDeviceId: 'usb-microphone' }],
    ]);
  });

  it('takes a call object without the optional methods (the simulated call) as doing without them', async () => {
    const port = new DailyPort(createSimulatedCall()({}));
    expect(port.load()).toBeNull();
    expect(port.startLocalLevels(100)).toBeNull();
    expect(port.opensMediaAhead).toBe(false);
    await expect(port.openMedia()).resolves.toBeUndefined();
    expect(port.localLevel).toBe(0);
    expect(port.localLevelsRunning).toBe(false);
    expect(() => port.stopLocalLevels()).not.toThrow();
  });

  it('records in the layout of the provider, and turns noise cancellation on with a new object each time', async () => {
    const { call, port } = portOnFake();
    await port.join(ROOM, undefined);
    port.startRecording();
    expect(call.callsTo('startRecording')).toEqual([[videoRecordingOptions()]]);
    await port.noiseCancellationOn();
    await port.noiseCancellationOn();
    const [first, second] = call.inputSettings;
    expect(first).toEqual({ audio: { processor: { type: 'noise-cancellation' } } });
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  describe('recovering from an audio processor error', () => {
    it('switches the processor off first, then the microphone back on', async () => {
      const { call, port } = portOnFake();
      await port.join(ROOM, undefined);
      await port.recoverFromAudioProcessorError(() => true);
      expect(call.inputSettings).toEqual([{ audio: { processor: { type: 'none' } } }]);
      expect(call.callsTo('setLocalAudio')).toEqual([[true]]);
    });

    it('leaves the microphone alone once the call has ended meanwhile', async () => {
      const { call, port } = portOnFake();
      await port.join(ROOM, undefined);
      await port.recoverFromAudioProcessorError(() => false);
      expect(call.callsTo('setLocalAudio')).toEqual([]);
    });

    it('leaves the microphone alone when noise cancellation could not be switched off', async () => {
      const refused = new Error('KrispInitError: Canceled');
      const call = {
        updateInputSettings: vi.fn(() => Promise.reject(refused)),
        setLocalAudio: vi.fn(),
      };
      const port = new DailyPort(call as unknown as VoiceCallObject);
      await expect(port.recoverFromAudioProcessorError(() => true)).rejects.toBe(refused);
      expect(call.setLocalAudio).not.toHaveBeenCalled();
    });
  });
});

describe("the port's commands of one feature", () => {
  it("lists the browser's devices and Daily's microphone, null when the call machine names none", async () => {
    const withMicrophone = portOnFake({
      script: {
        devices: [
          { deviceId: 'usb', groupId: 'g', kind: 'audioinput', label: 'USB' },
          { deviceId: 'speaker', groupId: 'g', kind: 'audiooutput', label: 'Speaker' },
        ],
      },
    });
    await withMicrophone.port.join(ROOM, undefined);
    const found = await listDevices(withMicrophone.port);
    expect(found?.microphoneId).toBe('usb');
    expect(found?.devices.map(({ deviceId }) => deviceId)).toEqual(['usb', 'speaker']);
    const without = portOnFake({ script: { devices: [] } });
    await without.port.join(ROOM, undefined);
    expect(await listDevices(without.port)).toEqual({ devices: [], microphoneId: null });
  });

  it('cannot list the devices of a call object that has no device methods (the simulated call)', async () => {
    expect(await listDevices(new DailyPort(createSimulatedCall()({})))).toBeNull();
  });

  it("hands the controls' commands to daily-js as it names them", async () => {
    const { call, port } = portOnFake();
    await port.join(ROOM, undefined);
    await setUserData(port, { name: 'Ann' });
    await setRemoteMediaVolume(port, 'assistant-session', 1.5);
    expect(call.callsTo('setUserData')).toEqual([[{ name: 'Ann' }]]);
    expect(call.callsTo('updateRemoteMediaPlayer')).toEqual([
      [{ session_id: 'assistant-session', settings: { volume: 1.5 } }],
    ]);
  });
});
