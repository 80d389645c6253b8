import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDataVersions } from '../../db/schema/event-data-versions.ts';
import { forEveryPostsFeed } from '../posts/posts-feed-names.ts';
import { feedKey, type FeedName } from './feed-key.ts';

/** The feed's current version as the database triggers left it (0: unchanged since the event was made). */
export async function readFeedVersion(db: Db, feed: FeedName, eventId: string): Promise<number> {
  const column = { schedule: eventDataVersions.scheduleVersion, directory: eventDataVersions.directoryVersion, polls: eventDataVersions.pollsVersion, exhibitors: eventDataVersions.exhibitorsVersion, sponsors: eventDataVersions.sponsorsVersion, album: eventDataVersions.albumVersion, activities: eventDataVersions.activitiesVersion, ...forEveryPostsFeed(eventDataVersions.postsVersion) }[feed];
  const [row] = await db.select({ version: column }).from(eventDataVersions).where(eq(eventDataVersions.eventId, eventId)).limit(1);
  return row?.version ?? 0;
}

type EventVersions = Record<FeedName, number>;

/** Both feeds' versions of an event in one primary-key read. */
async function readEventVersions(db: Db, eventId: string): Promise<EventVersions> {
  const [row] = await db
    .select({ schedule: eventDataVersions.scheduleVersion, directory: eventDataVersions.directoryVersion, polls: eventDataVersions.pollsVersion, exhibitors: eventDataVersions.exhibitorsVersion, sponsors: eventDataVersions.sponsorsVersion, album: eventDataVersions.albumVersion, activities: eventDataVersions.activitiesVersion, posts: eventDataVersions.postsVersion })
    .from(eventDataVersions)
    .where(eq(eventDataVersions.eventId, eventId))
    .limit(1);
  return { schedule: row?.schedule ?? 0, directory: row?.directory ?? 0, polls: row?.polls ?? 0, exhibitors: row?.exhibitors ?? 0, sponsors: row?.sponsors ?? 0, album: row?.album ?? 0, activities: row?.activities ?? 0, ...forEveryPostsFeed(row?.posts ?? 0) };
}

export interface FeedVersions {
  current(feed: FeedName, eventId: string): Promise<number>;
  /** A trigger announced a change to this feed. */
  changed(feed: FeedName, eventId: string): void;
  /** Announcements may have been missed (the listener reconnected): trust nothing remembered. */
  changedAll(): void;
}

/**
 * The version row read for every reader, where other instances write to the same database: a
 * notice may arrive after the writer's next request reaches this instance; the row, written in
 * the writer's transaction, cannot. One read per event at a time however many readers ask: a
 * reader may only use a read that started after it asked (a write committed before it asked is
 * then in it), so who asks while a read is under way waits for the next one, shared by all who
 * asked meanwhile. Fifty readers of one event cost two reads, not fifty.
 */
function readVersionsInTurns(db: Db): FeedVersions {
  const turns = new Map<string, { running: Promise<EventVersions>; next: Promise<EventVersions> | null }>();
  const start = (eventId: string): Promise<EventVersions> => {
    const running = readEventVersions(db, eventId);
    const turn = { running, next: null as Promise<EventVersions> | null };
    turns.set(eventId, turn);
    const finish = () => {
      if (turns.get(eventId) === turn && turn.next === null) turns.delete(eventId);
    };
    running.then(finish, finish);
    return running;
  };
  const versionsOf = (eventId: string): Promise<EventVersions> => {
    const turn = turns.get(eventId);
    if (!turn) return start(eventId);
    if (turn.next) return turn.next;
    const settled = turn.running.then(
      () => undefined,
      () => undefined,
    );
    turn.next = settled.then(() => start(eventId));
    return turn.next;
  };
  return {
    current: async (feed, eventId) => (await versionsOf(eventId))[feed],
    changed: () => {},
    changedAll: () => {},
  };
}

export interface VersionHold {
  /** How long a remembered version holds with no notice at all (a notice may be lost on its way). */
  holdMs: number;
  elapsedMs?: () => number;
}

/**
 * Versions remembered until a notification says otherwise: exact where this process is the
 * only writer and the notification is delivered before the writing call returns (PGlite, in
 * this process, hands it over as the commit's answer is read); elsewhere, with a hold, right
 * once the notice arrives and never more than the hold behind.
 * A read remembers the notification count it started at, so a change that lands during the
 * read makes it stale at once; readers who miss together share one read while nothing changes.
 */
export function rememberVersionsUntilNotified(db: Db, hold: VersionHold = { holdMs: Number.POSITIVE_INFINITY }): FeedVersions {
  let ticks = 0;
  let allChangedAt = 0;
  const changedAt = new Map<string, number>();
  const known = new Map<string, { version: number; readAt: number; loadedAt: number }>();
  const reading = new Map<string, { readAt: number; promise: Promise<number> }>();
  const elapsed = hold.elapsedMs ?? (() => performance.now());
  return {
    async current(feed, eventId) {
      const key = feedKey(feed, eventId);
      const remembered = known.get(key);
      const unchangedSince = (at: number) => at >= (changedAt.get(key) ?? 0) && at >= allChangedAt;
      if (remembered && unchangedSince(remembered.readAt) && elapsed() - remembered.loadedAt < hold.holdMs) return remembered.version;
      const running = reading.get(key);
      if (running && running.readAt === ticks) return running.promise;
      const readAt = ticks;
      const loadedAt = elapsed();
      const promise = readFeedVersion(db, feed, eventId).then((version) => {
        known.set(key, { version, readAt, loadedAt });
        return version;
      });
      reading.set(key, { readAt, promise });
      const done = () => {
        if (reading.get(key)?.promise === promise) reading.delete(key);
      };
      promise.then(done, done);
      return promise;
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

/**
 * PostgreSQL: versions remembered (with a hold) while the LISTEN connection hears every notice,
 * read for every reader while it does not. A reconnect calls changedAll before it counts as listening.
 */
export function rememberVersionsWhileListening(db: Db, listening: () => boolean, hold: VersionHold): FeedVersions {
  const remembered = rememberVersionsUntilNotified(db, hold);
  const read = readVersionsInTurns(db);
  return {
    current: (feed, eventId) => (listening() ? remembered : read).current(feed, eventId),
    changed: (feed, eventId) => remembered.changed(feed, eventId),
    changedAll: () => remembered.changedAll(),
  };
}
