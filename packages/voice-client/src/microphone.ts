import type { DailyFactoryOptions } from '@daily-co/daily-js';

/** What a start asks of the browser's microphone, ahead of Daily, for both faces. */

/** The browser's `getUserMedia`, or a test's. */
export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** The browser's getUserMedia, looked up at call time; `null` outside a browser. */
export function browserGetUserMedia(): GetUserMedia | null {
  const devices = globalThis.navigator?.mediaDevices;
  return typeof devices?.getUserMedia === 'function'
    ? (constraints) => devices.getUserMedia(constraints)
    : null;
}

/**
 * The microphone a warm-up asks for with these factory options: the default one, a chosen
 * device, or none (no microphone, a track the page already holds, or audio that starts off).
 */
export function microphoneToAsk({
  audioSource = true,
  startAudioOff,
}: DailyFactoryOptions): boolean | MediaTrackConstraints {
  if (startAudioOff || audioSource === false || typeof audioSource === 'object') return false;
  return audioSource === true || { deviceId: { exact: audioSource } };
}

/** Stops every track of a capture. */
export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
