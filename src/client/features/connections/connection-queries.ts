import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';
import type { Trpc } from '#client/lib/trpc.ts';

// One place for the connection queries (DESIGN.md §7.3). Both must survive offline: the list is
// the /me/connections page, the public key is what /me/scan verifies codes with. They outlive the
// persister's maxAge; the list refreshes on every visit (a scan on another device adds to it),
// the key never does by itself (it changes only if the server's key is rotated).

export function connectionListQuery(trpc: Trpc) {
  return trpc.connection.list.queryOptions(undefined, { staleTime: 0, gcTime: offlineGcTimeMs });
}

export function codeKeyQuery(trpc: Trpc) {
  return trpc.personalCode.key.queryOptions(undefined, { staleTime: Infinity, gcTime: offlineGcTimeMs });
}
