import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `false` while the server renders and while React hydrates prerendered HTML, `true` after.
 * Forms keep their submit buttons disabled until then: a click on prerendered HTML would
 * otherwise submit the form natively, as a GET with the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
