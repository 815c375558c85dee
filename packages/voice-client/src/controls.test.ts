// @vitest-environment jsdom

import { FakeDaily } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle, webCall } from '../test/harness';
import { withMediaPlayback } from '../test/media-playback';
import {
  say,
  sendAppMessage,
  sendDtmf,
  setBackgroundBlur,
  setBackgroundImage,
  setInputDevices,
  setMicrophoneGain,
  setOutputDevice,
  setRemoteMediaVolume,
  setUserData,
  startScreenShare,
  stopScreenShare,
  transfer,
  updateSendSettings,
} from './controls';
import * as main from './index';
import { VoiceClient } from './voice-client';

withMediaPlayback();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function joined() {
  const h = createHarness();
  await startAndSettle(h);
  return { ...h, call: h.daily.last };
}

/**
 * A microphone amplified through Web Audio, stubbed as in mic-gain.test.ts. Stubbed once the call
 * is joined, so that the warm-up's own request for the microphone does not reach it.
 */
function stubGainedMicrophone() {
  const source = { stop: vi.fn() };
  const track = { kind: 'audio', stop: vi.fn() };
  const close = vi.fn(async () => {});
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [source] })) },
  });
  vi.stubGlobal(
    'AudioContext',
    class {
      createGain = () => ({ gain: { value: 1 }, connect: (next: unknown) => next });
      createMediaStreamDestination = () => ({ stream: { getAudioTracks: () => [track] } });
      createMediaStreamSource = () => ({ connect: (next: unknown) => next });
      close = close;
    },
  );
  return { source, track, close };
}

describe('controls', () => {
  it('refuses controls without an active call', async () => {
    const h = createHarness();
    expect(() => say(h.client, 'hi')).toThrow(expect.objectContaining({ code: 'invalid-state' }));
    await expect(setInputDevices(h.client, { audioDeviceId: 'mic' })).rejects.toMatchObject({
      code: 'invalid-state',
    });
    expect(() => startScreenShare(h.client)).toThrow(
      expect.objectContaining({
        code: 'invalid-state',
        message: 'Screen sharing is only possible while a call is active.',
      }),
    );
    await expect(setOutputDevice(h.client, 'speaker')).rejects.toMatchObject({
      code: 'invalid-state',
      message: 'Choosing the output device is only possible while a call is starting or active.',
    });
    stopScreenShare(h.client);
  });

  it('sends say, control and app messages', async () => {
    const h = await joined();
    say(h.client, 'Hello', { endCallAfterSpoken: true });
    h.client.send({ type: 'control', control: 'mute-assistant' });
    sendAppMessage(h.client, { custom: 1 }, 'bot');
    expect(h.call.appMessages).toEqual([
      {
        data: JSON.stringify({
          type: 'say',
          message: 'Hello',
          endCallAfterSpoken: true,
          interruptionsEnabled: false,
          interruptAssistantEnabled: false,
        }),
        to: '*',
      },
      { data: JSON.stringify({ type: 'control', control: 'mute-assistant' }), to: '*' },
      { data: { custom: 1 }, to: 'bot' },
    ]);
    expect(() => sendAppMessage(h.client, 'x'.repeat(5000))).toThrow(
      'Message data too large. Max size is 4096',
    );
  });

  it('checks every rule before it reaches Daily', async () => {
    const h = await joined();
    const before = h.call.calls.length;
    await expect(sendDtmf(h.client, { sessionId: 's', tones: '12E' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'E is not valid DTMF tone',
    });
    await expect(setUserData(h.client, 'x'.repeat(4097))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(transfer(h.client, { sessionId: 's', toEndPoint: 'tel:1' })).rejects.toMatchObject(
      {
        code: 'invalid-argument',
      },
    );
    await expect(
      updateSendSettings(h.client, { video: 'bogus' as 'default-video' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(setBackgroundBlur(h.client, 0)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(setBackgroundImage(h.client, 11)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(setRemoteMediaVolume(h.client, 's', 2.5)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(h.call.calls.length).toBe(before);
  });

  it('checks the rule before the call: invalid-argument even without one', async () => {
    const h = createHarness();
    await expect(sendDtmf(h.client, { sessionId: 's', tones: '' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(setUserData(h.client, { ok: true })).rejects.toMatchObject({
      code: 'invalid-state',
      message: 'Setting user data is only possible while a call is starting or active.',
    });
  });

  it('passes valid controls to Daily', async () => {
    const h = await joined();
    await sendDtmf(h.client, { sessionId: 's', tones: '12#*AD' });
    await setUserData(h.client, { name: 'Ann' });
    await transfer(h.client, { sessionId: 's', toEndPoint: '+15551234567', callerId: '+1555' });
    await updateSendSettings(h.client, { video: { maxQuality: 'low' } });
    await setBackgroundBlur(h.client, 0.5);
    await setBackgroundImage(h.client, 3);
    await setRemoteMediaVolume(h.client, 'rmp', 2);
    await setInputDevices(h.client, { audioDeviceId: 'mic-2' });
    await setOutputDevice(h.client, 'speaker-2');
    h.client.setOutputVolume(0.4);
    startScreenShare(h.client);
    stopScreenShare(h.client);
    expect(h.call.calls.map((c) => c.method).slice(-11)).toEqual([
      'sendDTMF',
      'setUserData',
      'sipCallTransfer',
      'updateSendSettings',
      'updateInputSettings',
      'updateInputSettings',
      'updateRemoteMediaPlayer',
      'setInputDevicesAsync',
      'setOutputDeviceAsync',
      'startScreenShare',
      'stopScreenShare',
    ]);
    expect(h.call.callsTo('updateRemoteMediaPlayer')).toEqual([
      [{ session_id: 'rmp', settings: { volume: 2 } }],
    ]);
    expect(h.call.inputSettings.slice(-2)).toEqual([
      { video: { processor: { type: 'background-blur', config: { strength: 0.5 } } } },
      { video: { processor: { type: 'background-image', config: { source: 3 } } } },
    ]);
    expect(h.client.getCallObject()).toBe(h.call);
  });

  it("plays the assistant's audio on the chosen output device too", async () => {
    const setSinkId = vi.fn(async (_sinkId: string) => {});
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      value: setSinkId,
      configurable: true,
    });
    try {
      const h = await joined();
      h.call.emit('track-started', {
        participant: { local: false, session_id: 'bot', user_name: 'Vapi Speaker' },
        track: { kind: 'audio' },
      });
      await vi.runAllTimersAsync();
      await setOutputDevice(h.client, 'speaker-2');
      expect(h.call.callsTo('setOutputDeviceAsync')).toEqual([[{ outputDeviceId: 'speaker-2' }]]);
      expect(setSinkId.mock.calls).toEqual([['speaker-2']]);
      await h.client.stop();
    } finally {
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
    }
  });

  it('amplifies the microphone and releases it when the call ends', async () => {
    const h = await joined();
    const { source, track, close } = stubGainedMicrophone();
    await setMicrophoneGain(h.client, 2);
    expect(h.call.callsTo('setInputDevicesAsync')).toEqual([[{ audioSource: track }]]);
    expect(track.stop).not.toHaveBeenCalled();
    await h.client.stop();
    expect(source.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('releases the amplified microphone at once when the call ended while it opened', async () => {
    const h = await joined();
    const { source, track } = stubGainedMicrophone();
    const gained = setMicrophoneGain(h.client, 2);
    await h.client.stop();
    await gained;
    expect(h.call.callsTo('setInputDevicesAsync')).toEqual([]);
    expect(source.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });

  it('reach a client made by another copy of the package (its ESM and CommonJS builds side by side)', async () => {
    vi.resetModules();
    const copy = await import('./voice-client');
    expect(copy.VoiceClient).not.toBe(VoiceClient);
    const daily = new FakeDaily();
    const client = new copy.VoiceClient({
      createWebCall: async () => ({ data: webCall() }),
      createCallObject: daily.createCallObject,
      isMobile: false,
    });
    const started = client.start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await started;
    await setUserData(client, { name: 'Ann' });
    expect(daily.last.callsTo('setUserData')).toEqual([[{ name: 'Ann' }]]);
    await client.stop();
  });

  it('refuses what is not a VoiceClient', async () => {
    const notAClient = { send() {}, getCallObject: () => null } as unknown as VoiceClient;
    await expect(setUserData(notAClient, {})).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Setting user data needs a VoiceClient.',
    });
  });

  it('are not methods of VoiceClient, nor exports of the main entry', () => {
    const moved = [
      'say',
      'sendAppMessage',
      'setUserData',
      'sendDtmf',
      'transfer',
      'updateSendSettings',
      'setBackgroundBlur',
      'setBackgroundImage',
      'setRemoteMediaVolume',
      'setInputDevices',
      'setOutputDevice',
      'setMicrophoneGain',
      'startScreenShare',
      'stopScreenShare',
    ];
    expect(moved.filter((name) => name in main.VoiceClient.prototype)).toEqual([]);
    expect(
      Object.keys(main).filter((name) => moved.includes(name) || name.startsWith('validate')),
    ).toEqual([]);
  });
});
