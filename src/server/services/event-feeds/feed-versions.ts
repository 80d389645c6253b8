import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDataVersions } from '../../db/schema/event-data-versions.ts';
import { feedKey, type FeedName } from './feed-key.ts';

/** The feed's current version as the database triggers left it (0: unchanged since the event was made). */
export async function readFeedVersion(db: Db, feed: FeedName, eventId: string): Promise<number> {
  const column = feed === 'schedule' ? eventDataVersions.scheduleVersion : eventDataVersions.directoryVersion;
  const [row] = await db.select({ version: column }).from(eventDataVersions).where(eq(eventDataVersions.eventId, eventId)).limit(1);
  return row?.version ?? 0;
}

export interface FeedVersions {
  current(feed: FeedName, eventId: string): Promise<number>;
  /** A trigger announced a change to this feed. */
  changed(feed: FeedName, eventId: string): void;
  /** Announcements may have been missed (the listener reconnected): trust nothing remembered. */
  changedAll(): void;
}

/**
 * One primary-key read per request. Where other instances write to the same database, a
 * notification may arrive after the writer's next request reaches this instance; the row,
 * written in the writer's transaction, cannot.
 */
export function readVersionsEveryTime(db: Db): FeedVersions {
  return { current: (feed, eventId) => readFeedVersion(db, feed, eventId), changed: () => {}, changedAll: () => {} };
}

/**
 * Versions remembered until a notification says otherwise: right where this process is the
 * only writer, and the notification is delivered before the writing call returns (PGlite,
 * in this process, hands it over as the commit's answer is read).
 * A read remembers the notification count it started at, so a change that lands during the
 * read makes it stale at once.
 */
export function rememberVersionsUntilNotified(db: Db): FeedVersions {
  let ticks = 0;
  let allChangedAt = 0;
  const changedAt = new Map<string, number>();
  const known = new Map<string, { version: number; readAt: number }>();
  return {
    async current(feed, eventId) {
      const key = feedKey(feed, eventId);
      const remembered = known.get(key);
      if (remembered && remembered.readAt >= (changedAt.get(key) ?? 0) && remembered.readAt >= allChangedAt) return remembered.version;
      const readAt = ticks;
      const version = await readFeedVersion(db, feed, eventId);
      known.set(key, { version, readAt });
      return version;
    },
    changed(feed, eventId) {
      const key = feedKey(feed, eventId);
      changedAt.set(key, ++ticks);
      known.delete(key);
    },
    changedAll() {
      allChangedAt = ++ticks;
      changedAt.clear();
      known.clear();
    },
  };
}
