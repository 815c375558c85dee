import { type Chunk, chunk } from './chunk';
import { type EngineModule, preloadEngine } from './engine-loader';

/** The call engine, as the native face loads it (the drop-in's chunk adds Vapi's reports). */
export const engineChunk: Chunk<EngineModule> = chunk(() => import('./call-engine'));

/**
 * Starts importing daily-js and the call engine ahead of the first call (on intent: the call
 * button shown or hovered), so that the start waits for neither. Safe to call often; never
 * rejects.
 * @example
 * ```ts
 * import { preload } from '@org/voice-client';
 * button.addEventListener('pointerenter', preload, { once: true });
 * ```
 */
export function preload(): Promise<void> {
  return preloadEngine(engineChunk);
}
