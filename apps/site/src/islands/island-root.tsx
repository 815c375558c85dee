import { type ComponentType, StrictMode, useEffect } from 'react';

/**
 * The React tree of an island's root, the same on both sides: the prerender renders it alone
 * (island.tsx) and the browser hydrates it (hydrate-island.tsx). `useId` numbers its ids by a
 * component's place in its root, so an island rendered inside the whole page would get other ids
 * than its own root gives it in the browser, and its labels would point at ids React no longer
 * knows.
 */
export function islandRoot(
  // biome-ignore lint/suspicious/noExplicitAny: the island's props, read back from its own JSON.
  Component: ComponentType<any>,
  props: Record<string, unknown>,
  onHydrated: () => void = noop,
) {
  return (
    <StrictMode>
      <Component {...props} />
      <Hydrated onHydrated={onHydrated} />
    </StrictMode>
  );
}

/** The prefix of every `useId` id in an island's root: roots of different islands never clash. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

function noop() {}

/** Renders nothing; its effect runs after every effect of the island before it. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
