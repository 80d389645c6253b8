import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { refreshPosts } from '../posts-sync.ts';

/**
 * New, edited and removed updates appear without a reload. The live message only says "the
 * updates changed" (it goes to every member alike); the content comes from the reader's own feed.
 * After the stream reconnects, messages may have been missed: fetch once anyway.
 */
export function usePostsLive(eventId: string, feed: PostFeed | null): void {
  const refresh = () => {
    if (feed) void refreshPosts(eventId, feed);
  };
  useLiveMessages(feed ? eventId : null, 'posts', { onMessage: refresh, onResync: refresh });
}
