import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

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
  if (queryClient.getQueryData(options.queryKey) !== undefined) {
    void queryClient.prefetchQuery(options);
    return;
  }
  if (!navigator.onLine) return;
  await queryClient.prefetchQuery(options);
}
