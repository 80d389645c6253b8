import type { Trpc } from '../trpc.ts';

// The `profile` router's queries. Someone else's profile stays fresh for a minute (its owner
// may hide it). One's own is shown from the saved cache at once and refreshed on every visit:
// another device may have changed it.

export function myProfileQuery(trpc: Trpc) {
  return trpc.profile.mine.queryOptions(undefined, { staleTime: 0 });
}

export function profileByHandleQuery(trpc: Trpc, handle: string) {
  return trpc.profile.byHandle.queryOptions({ handle: handle.toLowerCase() }, { staleTime: 60_000 });
}
