import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { precompressBody } from '../precompressed-body.ts';
import type { Clock } from '../clock.ts';
import { buildEventMemberIndex, type EventMemberIndex } from '../attendees/event-member-index.ts';
import { sharedActivities } from '../activities/shared-activities.ts';
import { sharedAlbum } from '../album/shared-album.ts';
import { sharedDirectory } from '../attendees/shared-directory.ts';
import { sharedExhibitors } from '../exhibitors/shared-exhibitors.ts';
import { sharedPolls } from '../polls/shared-polls.ts';
import { postsFeedBuilders } from '../posts/posts-feeds.ts';
import { sharedSchedule } from '../schedule/shared-schedule.ts';
import { sharedSponsors } from '../sponsors/shared-sponsors.ts';
import { entryBytes, FeedCache, type FeedEntry } from './feed-cache.ts';
import { feedKey, type FeedName } from './feed-key.ts';
import type { FeedVersions } from './feed-versions.ts';

/** What each feed holds: the answer every reader of the event gets. */
const builders: Record<FeedName, (db: Db, eventId: string, now: Date) => Promise<unknown>> = {
  schedule: sharedSchedule,
  directory: sharedDirectory,
  polls: sharedPolls,
  exhibitors: sharedExhibitors,
  sponsors: sharedSponsors,
  album: sharedAlbum,
  activities: sharedActivities,
  ...postsFeedBuilders,
};

// A new version must be ready fast (readers wait for it): brotli 6 takes ~40 ms on a 1.7 MB
// directory. Quality 11 saves another ~20 % on the wire but takes ~3 s of CPU, so it replaces
// the quick bytes in the background once a version has stood still for a moment.
const quickBrotliQuality = 6;
const bestBrotliDelayMs = 2_000;
const brotli = promisify(brotliCompress);

/** Weak: br, gzip and identity are the same content; versions never repeat (one sequence). */
export const feedEtag = (feed: FeedName, eventId: string, version: number) => `W/"${feed}-${eventId}-${version}"`;

export interface EventFeeds {
  /**
   * The feed at the version current when asked (or `version`, when the caller has just read it),
   * or newer; built at most once per version here.
   */
  read(feed: FeedName, eventId: string, version?: number): Promise<FeedEntry>;
  /** The feed at its current version if this process holds it built, else null: never builds (the readiness page's sizes). */
  peek(feed: FeedName, eventId: string): Promise<FeedEntry | null>;
  /**
   * The event's member index (what the directory, matches and the overlay read) at the directory
   * version current when asked, or newer: the same remembered version as the directory feed,
   * built at most once per version here and kept under the same byte bound.
   */
  memberIndex(eventId: string): Promise<EventMemberIndex>;
  /** A trigger announced a change: its entry goes (and, when versions are remembered, its version). */
  changed(feed: FeedName, eventId: string): void;
  /** Announcements may have been missed (the listener reconnected). */
  forgetAll(): void;
  close(): void;
}

interface IndexEntry {
  version: number;
  index: EventMemberIndex;
}

const memberIndexKey = (eventId: string) => `members:${eventId}`;

// What an index holds in the heap, roughly: its people's JSON about three times over (strings,
// objects and the tag postings). Only the cache's byte bound reads it.
const indexBytes = (index: EventMemberIndex) => index.members.reduce((bytes, member) => bytes + 3 * JSON.stringify(member.person).length, 0);

interface Build {
  /** Its place in the order of version reads and build starts (see `read`). */
  startedAt: number;
  promise: Promise<FeedEntry>;
}

export interface EventFeedDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  maxBytes: number;
  /** Where the feeds' versions come from: remembered until notified, or read (see feed-versions.ts). */
  versions: FeedVersions;
}

/**
 * Event-wide answers kept as ready bytes per process, one build at a time per feed and event:
 * readers who arrive during a build wait for it. Staleness is decided by the version the
 * database triggers keep, never by time; the triggers' notifications free memory early (and,
 * on PGlite, spare the version read).
 */
export function createEventFeeds(deps: EventFeedDeps): EventFeeds {
  const cache = new FeedCache<FeedEntry | IndexEntry>(deps.maxBytes);
  const feedEntry = (key: string) => {
    const kept = cache.get(key);
    return kept && 'body' in kept ? kept : undefined;
  };
  const indexEntry = (key: string) => {
    const kept = cache.get(key);
    return kept && 'index' in kept ? kept : undefined;
  };
  const indexBuilds = new Map<string, Promise<EventMemberIndex>>();
  const builds = new Map<string, Build>();
  const upgrades = new Set<AbortController>();
  const { versions } = deps;
  let order = 0;

  // One at a time: quality 11 holds ~40 MB while it works on a 1.7 MB directory.
  let upgrading: Promise<unknown> = Promise.resolve();
  const upgradeBrotli = (key: string, entry: FeedEntry) => {
    const abort = new AbortController();
    upgrades.add(abort);
    const upgrade = async () => {
      if (!cache.holds(key, entry) || abort.signal.aborted) return;
      const identity = entry.body.identity;
      const br = await brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
      if (!cache.holds(key, entry) || abort.signal.aborted) return;
      const upgraded: FeedEntry = { ...entry, body: { ...entry.body, br } };
      cache.set(key, upgraded, entryBytes(upgraded));
    };
    const previous = upgrading;
    upgrading = sleep(bestBrotliDelayMs, undefined, { signal: abort.signal, ref: false })
      .then(() => previous)
      .then(upgrade)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) deps.log.warn({ err: error }, 'Could not recompress an event feed');
      })
      .finally(() => upgrades.delete(abort));
  };

  const build = (feed: FeedName, eventId: string): Build => {
    const key = feedKey(feed, eventId);
    const startedAt = ++order;
    const promise = (async () => {
      // The version first: data read after it is at least that new, so the entry is never
      // newer in name than in content.
      const version = await versions.current(feed, eventId);
      const content = await builders[feed](deps.db, eventId, deps.clock.now());
      const quick = await precompressBody(JSON.stringify(content), quickBrotliQuality);
      const entry: FeedEntry = { version, body: { ...quick, etag: feedEtag(feed, eventId, version) } };
      cache.set(key, entry, entryBytes(entry));
      upgradeBrotli(key, entry);
      return entry;
    })();
    return { startedAt, promise };
  };

  /**
   * An entry at least as new as `version`, which the reader read at `readAt`: a build that
   * started later saw at least that version; one that started earlier serves if it turns out to
   * have built that very version. Otherwise the next build, one at a time, shared by all who wait.
   */
  const fresh = async (feed: FeedName, eventId: string, version: number, readAt: number): Promise<FeedEntry> => {
    const key = feedKey(feed, eventId);
    const running = builds.get(key);
    if (running && running.startedAt > readAt) return running.promise;
    if (running) {
      const built = await running.promise.catch(() => null);
      if (built?.version === version) return built;
      return fresh(feed, eventId, version, readAt);
    }
    const next = build(feed, eventId);
    builds.set(key, next);
    const done = () => {
      if (builds.get(key) === next) builds.delete(key);
    };
    next.promise.then(done, done);
    return next.promise;
  };

  return {
    async read(feed, eventId, knownVersion) {
      const version = knownVersion ?? (await versions.current(feed, eventId));
      const readAt = ++order;
      const cached = feedEntry(feedKey(feed, eventId));
      if (cached?.version === version) return cached;
      return fresh(feed, eventId, version, readAt);
    },
    async peek(feed, eventId) {
      const version = await versions.current(feed, eventId);
      const cached = feedEntry(feedKey(feed, eventId));
      return cached?.version === version ? cached : null;
    },
    async memberIndex(eventId) {
      const version = await versions.current('directory', eventId);
      const key = memberIndexKey(eventId);
      const held = indexEntry(key);
      if (held?.version === version) return held.index;
      // One build per version, shared by every reader who arrives while it runs. Its rows are
      // read after the version, so they are at least that new.
      const buildKey = `${eventId} ${version}`;
      let building = indexBuilds.get(buildKey);
      if (!building) {
        building = buildEventMemberIndex(deps.db, eventId, version).then((index) => {
          // Versions come from one sequence: a slower build of an older version must not replace a newer one.
          const current = indexEntry(key);
          if (!current || current.version <= version) cache.set(key, { version, index }, indexBytes(index));
          return index;
        });
        const started = building;
        const done = () => {
          if (indexBuilds.get(buildKey) === started) indexBuilds.delete(buildKey);
        };
        started.then(done, done);
        indexBuilds.set(buildKey, started);
      }
      return building;
    },
    changed(feed, eventId) {
      versions.changed(feed, eventId);
      cache.delete(feedKey(feed, eventId));
      if (feed === 'directory') cache.delete(memberIndexKey(eventId));
    },
    forgetAll() {
      versions.changedAll();
      cache.clear();
    },
    close() {
      for (const upgrade of upgrades) upgrade.abort();
      cache.clear();
    },
  };
}
