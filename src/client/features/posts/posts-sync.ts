import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { createPackApi } from '#client/lib/event-pack/pack-api.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';

/**
 * Fetches the reader's updates again, and only them: a live nudge reaches every open screen of
 * the event, and each should cost one small feed answer (a 304 when nothing changed for its
 * group), not a refresh of the whole event pack.
 */
export function refreshPosts(eventId: string, feed: PostFeed): Promise<unknown> {
  return syncEventPack(eventId, {
    api: createPackApi(),
    parts: { schedule: false, directory: false, matches: false, agenda: false, polls: false, posts: true },
    postsFeed: feed,
  }).catch((error: unknown) => console.warn('Could not refresh the updates', error));
}
