import type { Db } from '../../db/client.ts';
import { readFeedVersion } from '../event-feeds/feed-versions.ts';
import { buildEventMemberIndex, type EventMemberIndex } from './event-member-index.ts';

/** Members held across events; past it, the indexes read least recently go first. */
const maxIndexedMembers = 60_000;

interface MemberIndexCache {
  /** By event, least recently read first (a Map keeps insertion order). */
  held: Map<string, EventMemberIndex>;
  /** One build per event and version, shared by every reader who arrives while it runs. */
  building: Map<string, Promise<EventMemberIndex>>;
}

// Keyed by the database handle, so the cache lives and goes with it (each test server has its
// own) while services keep taking only `db`.
const caches = new WeakMap<Db, MemberIndexCache>();

function cacheFor(db: Db): MemberIndexCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { held: new Map(), building: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function hold(cache: MemberIndexCache, index: EventMemberIndex): void {
  const current = cache.held.get(index.eventId);
  // Versions come from one sequence: a slower build of an older version must not replace a newer one.
  if (current && current.version > index.version) return;
  cache.held.delete(index.eventId);
  cache.held.set(index.eventId, index);
  let members = 0;
  for (const entry of cache.held.values()) members += entry.members.length;
  for (const [eventId, entry] of cache.held) {
    if (members <= maxIndexedMembers || eventId === index.eventId) break;
    cache.held.delete(eventId);
    members -= entry.members.length;
  }
}

/**
 * The event's member index at the directory version current now, or newer. The version is one
 * primary-key read per call, so every instance on a shared database is exact: the triggers bump
 * it in the writer's own transaction. A build reads its rows after that version, so what it
 * holds is at least that new.
 */
export async function readMemberIndex(db: Db, eventId: string): Promise<EventMemberIndex> {
  const cache = cacheFor(db);
  const version = await readFeedVersion(db, 'directory', eventId);
  const held = cache.held.get(eventId);
  if (held && held.version === version) {
    cache.held.delete(eventId);
    cache.held.set(eventId, held);
    return held;
  }
  const key = `${eventId}:${version}`;
  let build = cache.building.get(key);
  if (!build) {
    build = buildEventMemberIndex(db, eventId, version)
      .then((index) => {
        hold(cache, index);
        return index;
      })
      .finally(() => cache.building.delete(key));
    cache.building.set(key, build);
  }
  return build;
}
