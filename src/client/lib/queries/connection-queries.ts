import type { Trpc } from '../trpc.ts';

// The `connection` router's queries. My connections must survive offline (/me/connections;
// offline-query-defaults.ts keeps them), and refresh on every visit: a scan on another device
// adds to the list.

export function connectionListQuery(trpc: Trpc) {
  return trpc.connection.list.queryOptions(undefined, { staleTime: 0 });
}
