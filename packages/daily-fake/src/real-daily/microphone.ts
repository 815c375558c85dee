import type { Page } from '@playwright/test';

// The page's microphone as a browser test watches it: every `getUserMedia` request counted,
// every track it handed out kept (so a test can tell that none is left running), and, on
// demand, the answers a visitor or a device gives (refused, missing, a prompt left up).

/** How the page's microphone behaves, how often it was asked for, and what it handed out. */
export interface MicrophoneWatch {
  requests: number;
  /** Whether requests are refused, as a browser does when the visitor blocked the microphone. */
  deny: boolean;
  /** Whether the device has no microphone: requests fail with a NotFoundError. */
  missing: boolean;
  /**
   * How long each request waits for its answer, in ms, as a prompt the visitor leaves up; the
   * answer (granted, refused, missing) is decided when the request is made.
   */
  answerAfterMs: number;
  /** Every track a granted request returned, in order. */
  tracks: MediaStreamTrack[];
}

/** How {@link watchMicrophone} makes the page's microphone behave. */
export interface MicrophoneOptions {
  /** Refuse every request (NotAllowedError), as when the visitor blocked the microphone. */
  deny?: boolean;
  /** Fail every request with a NotFoundError, as on a device without a microphone. */
  missing?: boolean;
  /** Answer each request only after this many ms, as a prompt left up. Default 0. */
  answerAfterMs?: number;
}

declare global {
  interface Window {
    __microphone?: MicrophoneWatch;
  }
}

/**
 * Runs in the page before any of its scripts (through `addInitScript`, so it must not use
 * anything from this module's scope): counts `getUserMedia` calls, keeps every track they
 * return and, with `deny` or `missing`, rejects them as a browser does when the visitor blocks
 * the microphone or the device has none; with `answerAfterMs`, answers each one that late.
 */
function watchMicrophoneInPage(options: Required<MicrophoneOptions>): void {
  const watch: MicrophoneWatch = { requests: 0, ...options, tracks: [] };
  window.__microphone = watch;
  const devices = navigator.mediaDevices;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    watch.requests += 1;
    // Decided now, answered after the delay: a later change affects later requests only.
    const refusal = watch.deny
      ? new DOMException('Permission denied', 'NotAllowedError')
      : watch.missing
        ? new DOMException('Requested device not found', 'NotFoundError')
        : null;
    const delay = watch.answerAfterMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (refusal) throw refusal;
    const stream = await original(constraints);
    watch.tracks.push(...stream.getTracks());
    return stream;
  };
}

/**
 * Counts the page's microphone requests from its first script on, keeps the tracks they return
 * (see {@link microphoneTracks}) and, with options, refuses or delays them.
 */
export async function watchMicrophone(
  page: Page,
  { deny = false, missing = false, answerAfterMs = 0 }: MicrophoneOptions = {},
): Promise<void> {
  await page.addInitScript(watchMicrophoneInPage, { deny, missing, answerAfterMs });
}

/**
 * From now on the page's microphone requests succeed at once, as after the visitor allowed it
 * (or plugged one in).
 */
export function allowMicrophone(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watch = window.__microphone;
    if (!watch) return;
    watch.deny = false;
    watch.missing = false;
    watch.answerAfterMs = 0;
  });
}

/** How many times the page asked for the microphone. */
export function microphoneRequests(page: Page): Promise<number> {
  return page.evaluate(() => window.__microphone?.requests ?? -1);
}

/**
 * The `readyState` of every microphone track the page obtained, in order (`ended` once
 * stopped); fails unless {@link watchMicrophone} watches the page.
 */
export function microphoneTracks(page: Page): Promise<MediaStreamTrackState[]> {
  return page.evaluate(() => {
    const watch = window.__microphone;
    if (!watch) throw new Error('The microphone is not watched: call watchMicrophone(page).');
    return watch.tracks.map((track) => track.readyState);
  });
}
