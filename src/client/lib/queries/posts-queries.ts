import type { Trpc } from '../trpc.ts';

// The `posts` router's queries. Readers get updates from the event pack (the shared posts feeds);
// the unread marker travels with it.

/** The console's list, scheduled updates too; fresh on every visit (another organizer may have posted). */
export function managedPostsQuery(trpc: Trpc, eventId: string) {
  return trpc.posts.manage.queryOptions({ eventId }, { staleTime: 0 });
}
