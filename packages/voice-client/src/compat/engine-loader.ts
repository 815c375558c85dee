import { preload as preloadDaily } from '../daily-loader';

/** The drop-in's call engine (`vapi-call.ts`): everything a call needs beyond Vapi's API. */
export type VapiEngine = typeof import('./vapi-call');

let loaded: VapiEngine | null = null;
let pending: Promise<VapiEngine> | null = null;

/**
 * The call engine once it has loaded, or `null`. A start that finds it runs on at once, in the
 * task of the click, as `@vapi-ai/web`'s does (the differential pins the order of its events).
 */
export function loadedEngine(): VapiEngine | null {
  return loaded;
}

/**
 * Loads the call engine on first use: a chunk of its own (about 5 kB gzip), so that importing the
 * drop-in costs only Vapi's API. A failed load is forgotten, so that a later start tries again.
 */
export function loadEngine(): Promise<VapiEngine> {
  pending ??= import('./vapi-call').then(
    (engine) => {
      loaded = engine;
      return engine;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts importing daily-js and the drop-in's call engine ahead of the first call (on intent:
 * the call button shown or hovered), so that the start waits for neither. Safe to call often;
 * never rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client/vapi';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return Promise.all([preloadDaily(), loadEngine().catch(() => undefined)]).then(() => undefined);
}
