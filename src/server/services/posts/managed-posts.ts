import { desc, eq, sql } from 'drizzle-orm';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { posts } from '../../db/schema/posts.ts';
import type { EventAccess } from '../access/event-access.ts';
import { comparePosts, toManagedPost } from './post-dto.ts';

/** The console's list: every update of the event, scheduled ones first (soonest first), then as readers see them. */
export async function listManagedPosts(db: Db, access: EventAccess, accountId: string, now: Date): Promise<ManagedPost[]> {
  const rows = await db
    .select({ post: posts, authorName: sql<string | null>`nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), '')` })
    .from(posts)
    .leftJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(eq(posts.eventId, access.event.id))
    .orderBy(desc(posts.publishAt));
  const viewer = {
    accountId,
    changesAny: access.permissions.has('Event::Post::Update'),
    changesOwn: access.permissions.has('Event::Post::UpdateOwn'),
  };
  const list = rows.map((row) => toManagedPost(row.post, row.authorName ?? 'A former organizer', viewer, now));
  const scheduled = list.filter((post) => !post.published).sort((a, b) => a.publishAt - b.publishAt);
  const published = list.filter((post) => post.published).sort(comparePosts);
  return [...scheduled, ...published];
}
