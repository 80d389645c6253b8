import type { Db } from '../../db/client.ts';
import { buildEventMemberIndex, type EventMemberIndex } from '../attendees/event-member-index.ts';
import type { FeedEntry } from './feed-cache.ts';
import type { FeedName } from './feed-key.ts';
import { readFeedVersion } from './feed-versions.ts';

/** What a running server's event feeds (event-feeds.ts) answer the services that take only `db`. */
export interface RunningFeeds {
  /** Builds the feed when it is not ready (every reader of the event would wait for the same build). */
  read(feed: FeedName, eventId: string): Promise<FeedEntry>;
  /** The feed at its current version when already built, else null (nothing built). */
  peek(feed: FeedName, eventId: string): Promise<FeedEntry | null>;
  memberIndex(eventId: string): Promise<EventMemberIndex>;
}

// Keyed by the database handle, so services keep taking only `db` while each server (each test
// server too) reads through its own event feeds, and they go when the server does.
const running = new WeakMap<Db, RunningFeeds>();

/** The server's event feeds answer for its database until the returned call. */
export function provideEventFeeds(db: Db, feeds: RunningFeeds): () => void {
  running.set(db, feeds);
  return () => {
    if (running.get(db) === feeds) running.delete(db);
  };
}

export const runningFeedsFor = (db: Db): RunningFeeds | undefined => running.get(db);

/**
 * The event's member index at the directory version current now, or newer: from the server's
 * event feeds, or, with no server around this database, built at the version read now and kept
 * nowhere.
 */
export async function readMemberIndex(db: Db, eventId: string): Promise<EventMemberIndex> {
  const feeds = running.get(db);
  if (feeds) return feeds.memberIndex(eventId);
  return buildEventMemberIndex(db, eventId, await readFeedVersion(db, 'directory', eventId));
}
