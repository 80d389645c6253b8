import type { Trpc } from '../trpc.ts';

// The `album` router's queries. The visible photos come with the event pack (the shared feed);
// these are what differs per viewer (likes, own photos in every status) and the console's queue.

/** What the viewer liked, their own photos (pending and hidden too), approval and whether they moderate. */
export function albumOverlayQuery(trpc: Trpc, eventId: string) {
  return trpc.album.overlay.queryOptions({ eventId }, { staleTime: 30_000 });
}

export type AlbumQueueFilter = 'pending' | 'reported' | 'hidden' | 'all';

/** The organizers' moderation queue by pages of 40, with counts and the storage used. Never kept on the device. */
export function albumQueueQuery(trpc: Trpc, eventId: string, filter: AlbumQueueFilter) {
  return trpc.album.queue.infiniteQueryOptions(
    { eventId, filter, limit: 40 },
    { staleTime: 0, meta: { persist: false }, initialCursor: undefined, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}
