import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { siteLog } from '../log';

/**
 * Hydrates one island's prerendered HTML as a React root of its own, and calls `onHydrated` once
 * its first commit has run every effect (the forms adopt what was typed in a layout effect, so
 * a replayed click then sees it). Loaded with the first island that wakes: React comes with it.
 */
export function hydrateIsland(
  container: Element,
  // biome-ignore lint/suspicious/noExplicitAny: the island's props, read back from its own JSON.
  Component: ComponentType<any>,
  props: Record<string, unknown>,
  onHydrated: () => void,
): void {
  hydrateRoot(
    container,
    <StrictMode>
      <Component {...props} />
      <Hydrated onHydrated={onHydrated} />
    </StrictMode>,
    {
      onRecoverableError(error) {
        siteLog.error('[islands] React recovered from an error while hydrating an island.', error);
      },
    },
  );
}

/** Renders nothing; its effect runs after every effect of the island before it. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
