import type { Post } from '../contracts/posts.ts';

// The unread marker of updates: one time per reader and event (kept on the server), and every
// update published after it is new to them. Nothing read yet (null): everything is new.

export function isUnreadPost(post: Pick<Post, 'publishedAt'>, seenUpTo: number | null): boolean {
  return seenUpTo === null || post.publishedAt > seenUpTo;
}

export function unreadPostCount(posts: readonly Pick<Post, 'publishedAt'>[], seenUpTo: number | null): number {
  return posts.filter((post) => isUnreadPost(post, seenUpTo)).length;
}

/** What a reader has seen once these updates were on screen: the newest of them, or null for none. */
export function newestPublishedAt(posts: readonly Pick<Post, 'publishedAt'>[]): number | null {
  return posts.reduce<number | null>((newest, post) => (newest === null || post.publishedAt > newest ? post.publishedAt : newest), null);
}

/**
 * The marker to keep when the server's and this device's disagree: the later one. The marker only
 * moves forward on both sides, so the device being ahead means a read the server has not heard of
 * yet (sent offline, still in the outbox), never something to undo.
 */
export function laterReadMarker(server: number | null, device: number | null | undefined): number | null {
  if (device === null || device === undefined) return server;
  return server === null ? device : Math.max(server, device);
}
