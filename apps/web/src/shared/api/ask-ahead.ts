import { hashKey, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

// How long an answer asked ahead of its page stays good for the page's first look (the page is drawing by then).
const AHEAD_FRESH_MS = 10_000;
const askedAhead = new Set<string>();

/**
 * Asks a query before its page draws: as soon as the route is known, while the page's code and texts load. The
 * page's hooks then find the answer in the cache or on its way (an error is the hooks' to show, as usual).
 */
export function askAhead<T>(options: { queryKey: QueryKey; queryFn: () => Promise<T>; staleTime?: number }): void {
  askedAhead.add(hashKey(options.queryKey));
  void queryClient.prefetchQuery(options);
}

/**
 * `refetchOnMount` of a query a page may ask ahead: an answer asked ahead that arrived moments ago is shown as it
 * is, not asked a second time when the page mounts; any other is refreshed on mount as before.
 */
export const refetchUnlessAskedAhead = (query: { queryHash: string; state: { dataUpdatedAt: number } }): boolean =>
  !(askedAhead.has(query.queryHash) && Date.now() - query.state.dataUpdatedAt < AHEAD_FRESH_MS);
