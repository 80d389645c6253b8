import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import { audiencesOfFeed } from '#shared/rules/post-feeds.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { posts } from '../../db/schema/posts.ts';
import type { EventAccess } from '../access/event-access.ts';
import { comparePosts, toManagedPost } from './post-dto.ts';
import { feedOf } from './require-posts.ts';

/**
 * Which updates the console lists. Whoever may edit every update (organizers) sees them all,
 * scheduled ones too. Someone who may only write and change their own (door staff) sees what
 * their own feed holds (its audiences, published only: shared-posts.ts) and their own updates,
 * whatever their audience and time: never another group's update or one still embargoed.
 */
function consoleFilter(access: EventAccess, accountId: string, now: Date) {
  const ofEvent = eq(posts.eventId, access.event.id);
  if (access.permissions.has('Event::Post::Update')) return ofEvent;
  const ownFeed = and(lte(posts.publishAt, now), inArray(posts.audience, [...audiencesOfFeed(feedOf(access))]));
  return and(ofEvent, or(ownFeed, eq(posts.authorAccountId, accountId)));
}

/** The console's list: scheduled updates first (soonest first), then as readers see them. */
export async function listManagedPosts(db: Db, access: EventAccess, accountId: string, now: Date): Promise<ManagedPost[]> {
  const rows = await db
    .select({ post: posts, authorName: sql<string | null>`nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), '')` })
    .from(posts)
    .leftJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(consoleFilter(access, accountId, now))
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
