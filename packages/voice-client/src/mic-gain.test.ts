import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGainedMicrophone } from './mic-gain';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAudio(tracks: { stop: () => void }[]) {
  const source = { stop: vi.fn() };
  const close = vi.fn(async () => {});
  const gain = { gain: { value: 1 }, connect: vi.fn((next: unknown) => next) };
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [source] })) },
  });
  vi.stubGlobal(
    'AudioContext',
    class {
      createGain = () => gain;
      createMediaStreamDestination = () => ({ stream: { getAudioTracks: () => tracks } });
      createMediaStreamSource = () => ({ connect: (next: unknown) => next });
      close = close;
    },
  );
  return { source, close, gain };
}

describe('createGainedMicrophone', () => {
  it('amplifies the microphone and releases everything on dispose', async () => {
    const track = { stop: vi.fn() };
    const { source, close, gain } = stubAudio([track]);
    const microphone = await createGainedMicrophone(2.5);
    expect(gain.gain.value).toBe(2.5);
    expect(microphone.track).toBe(track);
    microphone.dispose();
    expect(source.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('releases the microphone when no track comes out', async () => {
    const { source } = stubAudio([]);
    await expect(createGainedMicrophone(2)).rejects.toThrow('no audio track');
    expect(source.stop).toHaveBeenCalled();
  });
});
