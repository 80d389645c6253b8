import { and, eq, inArray, lte } from 'drizzle-orm';
import type { PostsFeed } from '#shared/contracts/posts.ts';
import { audiencesOfFeed, type PostFeed } from '#shared/rules/post-feeds.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { comparePosts, toPost } from './post-dto.ts';

/**
 * One posts feed as every reader of its group gets it: published updates only (a scheduled one
 * is left out until its time; the publishing job's write then bumps the version, so it appears).
 */
export function sharedPosts(feed: PostFeed) {
  return async (db: Db, eventId: string, now: Date): Promise<PostsFeed> => {
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.eventId, eventId), lte(posts.publishAt, now), inArray(posts.audience, [...audiencesOfFeed(feed)])));
    return { eventId, posts: rows.map(toPost).sort(comparePosts) };
  };
}
