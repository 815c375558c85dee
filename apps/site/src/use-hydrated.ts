import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `false` while the server renders and while React hydrates an island's prerendered HTML, `true`
 * after: what only the browser knows (the query) is read from the render after hydration, so the
 * hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
