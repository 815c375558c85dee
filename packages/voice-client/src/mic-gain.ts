import type { DailyPort } from './daily/port';

/** A microphone track amplified through Web Audio, and the function that releases it. */
export interface GainedMicrophone {
  track: MediaStreamTrack;
  dispose(): void;
}

/**
 * Opens the microphone and returns its audio multiplied by `gain`. The caller owns the result:
 * `dispose()` stops the tracks and closes the `AudioContext`.
 */
export async function createGainedMicrophone(gain: number): Promise<GainedMicrophone> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const context = new AudioContext();
  const node = context.createGain();
  node.gain.value = gain;
  const destination = context.createMediaStreamDestination();
  context.createMediaStreamSource(stream).connect(node).connect(destination);
  const [track] = destination.stream.getAudioTracks();
  const dispose = () => {
    for (const source of stream.getTracks()) source.stop();
    track?.stop();
    void context.close();
  };
  if (!track) {
    dispose();
    throw new Error('The gain pipeline produced no audio track.');
  }
  return { track, dispose };
}

/**
 * Sends the call's microphone through a gain of `gain`, for both faces. The pipeline is released
 * when `owner` (the call's session) ends, at once when it ended while the microphone opened;
 * without an owner it stays open until the page closes, as `@vapi-ai/web`'s does.
 */
export async function amplifyMicrophone(
  port: DailyPort,
  gain: number,
  owner?: { readonly closed: boolean; own(dispose: () => void): void },
): Promise<void> {
  const microphone = await createGainedMicrophone(gain);
  if (owner?.closed) {
    microphone.dispose();
    return;
  }
  owner?.own(microphone.dispose);
  await port.setInputDevices({ audioSource: microphone.track });
}
