import type { Trpc } from '#client/lib/trpc.ts';

// One place for the profile queries, used by the route loaders and the pages alike (DESIGN.md §7.3).
// Someone else's profile stays fresh for a minute (its owner may hide it). One's own is shown
// from the saved cache at once and refreshed on every visit: another device may have changed it.
const profileFreshness = { staleTime: 60_000 } as const;

export function myProfileQuery(trpc: Trpc) {
  return trpc.profile.mine.queryOptions(undefined, { staleTime: 0 });
}

export function profileByHandleQuery(trpc: Trpc, handle: string) {
  return trpc.profile.byHandle.queryOptions({ handle: handle.toLowerCase() }, profileFreshness);
}
