import { postFeeds, type PostFeed } from '#shared/rules/post-feeds.ts';
import type { AccessContext } from '../access/require-access.ts';
import { postsFeedName, type PostsFeedName } from './posts-feed-names.ts';
import { requirePostsFeed } from './require-posts.ts';
import { sharedPosts } from './shared-posts.ts';

function eachFeed<T>(make: (feed: PostFeed) => T): Record<PostsFeedName, T> {
  return Object.fromEntries(postFeeds.map((feed) => [postsFeedName(feed), make(feed)])) as Record<PostsFeedName, T>;
}

export const postsFeedBuilders = eachFeed(sharedPosts);

/** Refused as posts.readState refuses (feature off, not a member), and another group's feed is FORBIDDEN. */
export const postsFeedRoutes = eachFeed((feed) => ({
  procedure: 'posts.readState',
  requireAccess: (ctx: AccessContext, eventId: string): Promise<unknown> => requirePostsFeed(feed)(ctx, eventId),
}));
