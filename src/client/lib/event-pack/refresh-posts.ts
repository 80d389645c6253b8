import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { createPackApi } from './pack-api.ts';
import { packParts } from './pack-types.ts';
import { syncEventPack, type PackSyncParts } from './sync-pack.ts';

/**
 * Every synced part of the event pack switched off but the updates, read from the pack's own list
 * of parts (pack-types.ts), so a part added there is skipped here without an edit. 'meta' is
 * written by every sync, never fetched.
 */
export const onlyPostsParts: PackSyncParts = Object.fromEntries(
  packParts.filter((part) => part !== 'meta').map((part) => [part, part === 'posts']),
) as Record<Exclude<(typeof packParts)[number], 'meta'>, boolean> satisfies PackSyncParts;

/**
 * Fetches the reader's updates again, and only them: a live nudge reaches every open screen of
 * the event, and each should cost one small feed answer (a 304 when nothing changed for its
 * group), not a refresh of the whole event pack.
 */
export function refreshPosts(eventId: string, feed: PostFeed): Promise<unknown> {
  return syncEventPack(eventId, { api: createPackApi(), parts: onlyPostsParts, postsFeed: feed, partial: true }).catch((error: unknown) =>
    console.warn('Could not refresh the updates', error),
  );
}
