import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/**
 * The page's query string, or `null` while React hydrates prerendered HTML. Pages are
 * prerendered without a query, so reading it during hydration would not match the HTML;
 * React renders again with the real query right after hydrating, and on client-side
 * navigations it is there from the first render.
 */
export function useClientSearch(): string | null {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? search : null;
}
