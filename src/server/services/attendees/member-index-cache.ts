import type { Db } from '../../db/client.ts';
import { readFeedVersion } from '../event-feeds/feed-versions.ts';
import { buildEventMemberIndex, type EventMemberIndex } from './event-member-index.ts';

/** Where a running server keeps its member indexes: its event feeds (services/event-feeds/event-feeds.ts). */
export interface MemberIndexSource {
  memberIndex(eventId: string): Promise<EventMemberIndex>;
}

// Keyed by the database handle, so services keep taking only `db` while each server (each test
// server too) reads through its own event feeds, and the indexes go when the server does.
const sources = new WeakMap<Db, MemberIndexSource>();

/** The server's event feeds hand out the indexes for its database until the returned call. */
export function provideMemberIndexes(db: Db, source: MemberIndexSource): () => void {
  sources.set(db, source);
  return () => {
    if (sources.get(db) === source) sources.delete(db);
  };
}

/**
 * The event's member index at the directory version current now, or newer: from the event
 * feeds (one build per version, the feeds' remembered versions and byte bound), or, with no
 * server around this database, built at the version read now and kept nowhere.
 */
export async function readMemberIndex(db: Db, eventId: string): Promise<EventMemberIndex> {
  const source = sources.get(db);
  if (source) return source.memberIndex(eventId);
  return buildEventMemberIndex(db, eventId, await readFeedVersion(db, 'directory', eventId));
}
