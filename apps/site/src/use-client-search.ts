import { useHydrated } from './use-hydrated';

/**
 * The page's query string, or `null` while React hydrates prerendered HTML. Pages are
 * prerendered without a query, so reading it during hydration would not match the HTML;
 * React renders again with the real query right after hydrating.
 */
export function useClientSearch(): string | null {
  const hydrated = useHydrated();
  return hydrated ? window.location.search : null;
}
