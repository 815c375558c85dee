import type { DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';

/** daily-js's `createCallObject`. */
export type DailyFactory = (options: DailyFactoryOptions) => DailyCall;

let pending: Promise<DailyFactory> | null = null;

/**
 * Loads daily-js (about 70 kB gzip) on first use and returns its call-object factory, for both
 * faces. The import is dynamic so that importing this package costs nothing until a call
 * starts (`@vapi-ai/web` imports daily-js with the page).
 */
export function loadDaily(): Promise<DailyFactory> {
  pending ??= import('@daily-co/daily-js').then(
    (module) => (options) => module.default.createCallObject(options),
    (error: unknown) => {
      // Forget the failure so that a later start (say, back online) tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts loading daily-js ahead of the first call, for instance when the call button appears,
 * so that the start does not wait for it. Safe to call often; never rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return loadDaily().then(
    () => undefined,
    () => undefined,
  );
}
