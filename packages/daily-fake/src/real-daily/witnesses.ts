import { expect, type Page } from '@playwright/test';
import { microphoneTracks } from './microphone';

// What a real-daily test reads in the page: what the call machine stand-in recorded, what
// daily-js still holds, and when the page called the provider.

/** What the call machine stand-in recorded in the page (`window.__dailyStandIn`). */
export interface StandInState {
  loads: number;
  received: string[];
  /** `refused` and `missing`: its join met a NotAllowedError or a NotFoundError. */
  microphone: 'none' | 'live' | 'released' | 'refused' | 'missing';
  audioProcessor: 'none' | 'ran';
  /** Each input daily-js switched the microphone to (`set-input-devices`), by device id. */
  audioDevices: string[];
  /** The local level it reported last (`local-audio-level`); `null` before the observer ran. */
  localAudioLevel: number | null;
  /**
   * The joined call's signalling: `connected` (joined, or reconnected), `interrupted` (lost,
   * being tried again), `ejected` (gone for 20 s: Daily's `connection-error`); `none` before.
   */
  signalling: 'none' | 'connected' | 'interrupted' | 'ejected';
}

/**
 * Resolves once the page has handled every window message posted before this call (messages to
 * one window are delivered in order): what the call machine stand-in posted to daily-js has then
 * reached daily-js's listeners, and through them the voice client's.
 */
export function windowMessagesHandled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const token = `__handled-${Math.random()}`;
        const seen = (event: MessageEvent) => {
          if (event.data !== token) return;
          window.removeEventListener('message', seen);
          resolve();
        };
        window.addEventListener('message', seen);
        window.postMessage(token, window.location.origin);
      }),
  );
}

/** Reads what the call machine stand-in recorded; `null` before it first ran. */
export function standInState(page: Page): Promise<StandInState | null> {
  return page.evaluate(
    () => (Reflect.get(window, '__dailyStandIn') as StandInState | undefined) ?? null,
  );
}

/** How long the page may take to let go of the call and the microphone once the start ended. */
export const RELEASE_MS = 5_000;

/**
 * Waits (up to {@link RELEASE_MS}) until daily-js holds no call object and every microphone track
 * the page obtained has ended; `what` says when, in the failure's message. The page's microphone
 * must be watched (`watchMicrophone`).
 */
export async function expectReleased(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => liveCallObjects(page), {
      message: `${what}: daily-js still holds a call object`,
      timeout: RELEASE_MS,
    })
    .toBe(0);
  await expect
    .poll(async () => (await microphoneTracks(page)).filter((state) => state !== 'ended'), {
      message: `${what}: a microphone track is still running`,
      timeout: RELEASE_MS,
    })
    .toEqual([]);
}

/** How many call objects daily-js holds in its registry (`window._daily.instances`). */
export function liveCallObjects(page: Page): Promise<number> {
  return page.evaluate(() => {
    const daily = Reflect.get(window, '_daily') as { instances?: object } | undefined;
    return Object.keys(daily?.instances ?? {}).length;
  });
}

/**
 * When the page sent each `POST /call/web` and had its whole answer, on the page's clock (its
 * resource timing; a request the page aborted may have no entry).
 */
export function webCallTimes(page: Page): Promise<{ sent: number; answered: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/call/web'))
      .map((entry) => ({
        sent: Math.round(entry.startTime),
        answered: Math.round((entry as PerformanceResourceTiming).responseEnd),
      })),
  );
}
