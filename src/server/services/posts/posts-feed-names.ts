import type { PostFeed } from '#shared/rules/post-feeds.ts';

// The posts feeds as the shared event feeds know them: one per group of readers
// ('posts-attendees' … 'posts-all'), all built from the posts rows and sharing one version.
// The same names are announced by the posts triggers (migration 0011_posts).

export const postsFeedNames = ['posts-attendees', 'posts-speakers', 'posts-exhibitors', 'posts-staff', 'posts-all'] as const;
export type PostsFeedName = (typeof postsFeedNames)[number];

export const postsFeedName = (feed: PostFeed): PostsFeedName => `posts-${feed}`;

/** The same value for every posts feed (they share the posts version). */
export function forEveryPostsFeed<T>(value: T): Record<PostsFeedName, T> {
  return Object.fromEntries(postsFeedNames.map((name) => [name, value])) as Record<PostsFeedName, T>;
}
