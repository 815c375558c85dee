import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { siteLog } from '../log';
import { islandIdPrefix, islandRoot } from './island-root';

/**
 * Hydrates one island's prerendered HTML as a React root of its own, and calls `onHydrated` once
 * its first commit has run every effect (the forms adopt what was typed in a layout effect, so
 * a replayed click then sees it). Loaded with the first island that wakes: React comes with it.
 */
export function hydrateIsland(
  container: Element,
  name: string,
  // biome-ignore lint/suspicious/noExplicitAny: the island's props, read back from its own JSON.
  Component: ComponentType<any>,
  props: Record<string, unknown>,
  onHydrated: () => void,
): void {
  hydrateRoot(container, islandRoot(Component, props, onHydrated), {
    identifierPrefix: islandIdPrefix(name),
    onRecoverableError(error) {
      siteLog.error('[islands] React recovered from an error while hydrating an island.', error);
    },
  });
}
