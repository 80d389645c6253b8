import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** An answer this recent is the one the current navigation asked for: reading it again asks no more. */
const justFetchedMs = 2_000;

export function isJustFetched(dataUpdatedAt: number): boolean {
  // Only an answer this page fetched: one restored from the saved cache may be a second old and
  // still older than a change made just before a reload (saved a moment after it, or not yet):
  // an organizer's switch flipped then showed off again after the reload (WebKit flow 8).
  return dataUpdatedAt >= performance.timeOrigin && Date.now() - dataUpdatedAt < justFetchedMs;
}

/**
 * Warms the cache for a page without ever blocking it on a network that is not there:
 * saved data returns at once (refreshed in the background when stale); with nothing saved
 * we wait for the server when online, and let the page show its offline state otherwise.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: FetchQueryOptions<any, any, TData, TKey>,
): Promise<void> {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.data !== undefined) {
    // Fetched a moment ago in this same navigation (a guard read it first): asking again would only
    // repeat the request on a slow link.
    if (!isJustFetched(state.dataUpdatedAt)) void queryClient.prefetchQuery(options);
    return;
  }
  if (!navigator.onLine) return;
  await queryClient.prefetchQuery(options);
}
