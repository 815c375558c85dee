import { useMemo } from 'react';
import { useClientSearch } from '../use-client-search';
import { type DemoQuery, parseDemoQuery } from './demo-query';

/**
 * The /demo query, or `null` while React hydrates the prerendered page (which was rendered
 * without a query): the page shows its neutral pending state until then.
 */
export function useDemoQuery(): DemoQuery | null {
  const search = useClientSearch();
  return useMemo(() => (search === null ? null : parseDemoQuery(search)), [search]);
}
