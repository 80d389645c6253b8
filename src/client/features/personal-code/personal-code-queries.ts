import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';
import type { Trpc } from '#client/lib/trpc.ts';

// /me/code must open offline once it has been seen: the code never goes stale by itself (only
// "Regenerate" changes it, and that writes the answer into the cache), and it outlives the
// persister's maxAge so garbage collection never drops it from the saved cache.

export function myCodeQuery(trpc: Trpc) {
  return trpc.personalCode.mine.queryOptions(undefined, { staleTime: Infinity, gcTime: offlineGcTimeMs });
}
