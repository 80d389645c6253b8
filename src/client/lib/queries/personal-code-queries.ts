import type { Trpc } from '../trpc.ts';

// The `personalCode` router's queries. Both must open offline once seen (offline-query-defaults.ts
// keeps them) and never go stale by themselves: my code changes only with "Regenerate", which
// writes the answer into the cache, and the code-signing key (what /me/scan verifies codes
// with) only if the server's key is rotated.

export function myCodeQuery(trpc: Trpc) {
  return trpc.personalCode.mine.queryOptions(undefined, { staleTime: Infinity });
}

export function codeKeyQuery(trpc: Trpc) {
  return trpc.personalCode.key.queryOptions(undefined, { staleTime: Infinity });
}
