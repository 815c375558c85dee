// @vitest-environment jsdom

import { microphone, remoteParticipant } from '@org/daily-fake';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrack } from '../../test/vapi-diff/fake-daily';
import { runScenario, type World } from '../../test/vapi-diff/run';
import Vapi from '../compat/vapi-client';
import { CallAids, NO_CALL_AIDS } from './call-aids';
import { SILENT_MICROPHONE_MS } from './microphone-silence';

// The drop-in face (`./vapi`'s `Vapi`), run as the differential runs it: the workspace's one
// daily-js fake, a fake clock, `play()` recorded. The native face's are in call-aids.test.ts.

vi.mock(
  '@daily-co/daily-js',
  async () => (await import('../../test/vapi-diff/fake-daily')).fakeDailyEsm,
);

const Ours = Vapi as unknown as Parameters<typeof runScenario>[0];
const ASSISTANT = remoteParticipant('assistant-session', 'Vapi Speaker');
const DEFAULT = microphone('default', 'Default - USB Microphone');
const HEADSET = microphone('headset', 'Headset');
const notAllowed = () =>
  Object.assign(new Error('play() can only be initiated by a user gesture.'), {
    name: 'NotAllowedError',
  });

/** Runs `script` with aids on the drop-in, once its call is live. */
function withLiveCall(script: (world: World, aids: CallAids) => Promise<void>) {
  return runScenario(Ours, { listen: [] }, async (world) => {
    const aids = new CallAids(world.client as unknown as Vapi);
    await world.call('start', 'assistant-1');
    await world.dailyEmits('app-message', { data: 'listening', fromId: 'assistant-session' });
    try {
      await script(world, aids);
    } finally {
      aids.dispose();
    }
  });
}

async function levels(world: World, level: number, ms: number) {
  for (let t = 0; t < ms; t += 100) {
    world.callObject.reportLocalLevel(level);
    await vi.advanceTimersByTimeAsync(100);
  }
}

describe('CallAids on the drop-in (Vapi)', () => {
  it('says the microphone is silent after 4 s at level 0, using the observer Vapi started', async () => {
    await withLiveCall(async (world, aids) => {
      // Vapi starts the local observer itself (at 100 ms); the aids do not start another.
      expect(world.callObject.callsTo('startLocalAudioLevelObserver')).toHaveLength(1);
      await levels(world, 0, SILENT_MICROPHONE_MS + 100);
      expect(aids.getState().microphoneSilent).toBe(true);
      await levels(world, 0.3, 100);
      expect(aids.getState().microphoneSilent).toBe(false);
    });
  });

  it('lists the microphones, switches one mid-call and follows an unplugged one', async () => {
    await withLiveCall(async (world, aids) => {
      world.callObject.changeDevices([DEFAULT, HEADSET]);
      await world.settle();
      expect(aids.getState().microphones.map((mic) => mic.deviceId)).toEqual([
        'default',
        'headset',
      ]);
      await aids.selectMicrophone('headset');
      expect(aids.getState().microphoneId).toBe('headset');
      world.callObject.changeDevices([DEFAULT]);
      await world.settle();
      expect(aids.getState().microphoneId).toBe('default');
      expect(world.callObject.callsTo('setInputDevicesAsync').at(-1)).toEqual([
        { audioDeviceId: 'default' },
      ]);
      expect((world.client as unknown as Vapi).getDailyCallObject()).toBe(world.callObject);
    });
  });

  it("plays the assistant's refused audio from a tap: audio-start-failed, then the audio event", async () => {
    const audioEvents: unknown[] = [];
    await withLiveCall(async (world, aids) => {
      const vapi = world.client as unknown as Vapi;
      vapi.on('audio', (player) => audioEvents.push(player));
      const play = vi.mocked(HTMLMediaElement.prototype.play);
      play.mockImplementationOnce(() => Promise.reject(notAllowed()));
      await world.dailyEmits('track-started', {
        participant: ASSISTANT,
        track: new FakeTrack('assistant-audio', 'audio') as unknown as MediaStreamTrack,
      });
      expect(aids.getState().audioBlocked).toBe(true);
      expect(audioEvents).toHaveLength(0);
      await aids.resumeAudio();
      await world.settle();
      expect(aids.getState().audioBlocked).toBe(false);
      expect(audioEvents).toHaveLength(1);
      expect(vapi.getAudioPlayer()).toBe(audioEvents[0]);
      // Nothing more to play: a second tap does nothing.
      const calls = play.mock.calls.length;
      await aids.resumeAudio();
      expect(play.mock.calls.length).toBe(calls);
    });
  });

  it('clears everything when the call ends', async () => {
    await withLiveCall(async (world, aids) => {
      await levels(world, 0, SILENT_MICROPHONE_MS + 100);
      expect(aids.getState().microphoneSilent).toBe(true);
      await world.call('stop');
      expect(aids.getState()).toEqual(NO_CALL_AIDS);
    });
  });
});
