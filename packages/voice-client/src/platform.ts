import type { DailyFactoryOptions } from '@daily-co/daily-js';

/** The browser a call runs in: whether it is a phone, and its microphone. */

const MOBILE_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada|mobile/i;

/**
 * Whether the browser is a phone or tablet, which needs time for its permission prompt: the
 * device names `@vapi-ai/web` 2.7.1 tests for, and `mobile`, which a phone browser that names no
 * such device (KaiOS, say) still says. Both clients ask this.
 */
export function isMobileBrowser(): boolean {
  const agent = globalThis.navigator?.userAgent;
  return typeof agent === 'string' && MOBILE_AGENT.test(agent);
}

/** The browser's `getUserMedia`, or a test's. */
export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** The browser's getUserMedia, looked up at call time; `null` outside a browser. */
function browserGetUserMedia(): GetUserMedia | null {
  const devices = globalThis.navigator?.mediaDevices;
  return typeof devices?.getUserMedia === 'function'
    ? (constraints) => devices.getUserMedia(constraints)
    : null;
}

/**
 * Asks `getUserMedia` (the browser's by default) for `microphone`, as a start does ahead of
 * Daily: the request, which may still be refused; or null when nothing is asked, nothing can
 * ask, or asking threw at once.
 */
export function requestMicrophone(
  microphone: boolean | MediaTrackConstraints,
  getUserMedia: GetUserMedia | null = browserGetUserMedia(),
): Promise<MediaStream> | null {
  if (microphone === false || !getUserMedia) return null;
  try {
    return getUserMedia({ audio: microphone });
  } catch {
    return null;
  }
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
