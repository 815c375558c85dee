/**
 * The page's query string for an island whose prerendered HTML a prefill script fills in before
 * the first paint (src/prefill/*.ts, placed after the island by islands/island.tsx): `''` in the
 * prerender, which has no query, and the page's own from the browser's first render on, the
 * hydrating one included, since the HTML it hydrates already shows what the query says. (Other
 * islands read the query after hydrating: use-client-search.ts.)
 */
export function usePrefilledSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}
