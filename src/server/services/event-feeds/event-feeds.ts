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
import { feedKey, feedNames, type FeedName } from './feed-key.ts';
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

// A new version must be ready fast (readers wait for it), so it goes out at a quick brotli
// quality; the best quality is much slower, so it replaces those bytes in the background once a
// version has stood still for a moment.
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
   * The event's member index (what the directory, matches and the overlay read): one more product
   * of the directory's version, read, built, kept and dropped as the feeds are.
   */
  memberIndex(eventId: string): Promise<EventMemberIndex>;
  /** A trigger announced a change: its entries go (and, when versions are remembered, its version). */
  changed(feed: FeedName, eventId: string): void;
  /** Announcements may have been missed (the listener reconnected). */
  forgetAll(): void;
  close(): void;
}

interface Versioned {
  /** The feed version it was built at (or after: the build read it first). */
  version: number;
}

/** Something built per event from one feed's data, at that feed's version, and kept until it changes. */
interface Product<E extends Versioned> {
  /** The feed whose version it is built at and whose change drops it. */
  feed: FeedName;
  key(eventId: string): string;
  make(eventId: string, version: number): Promise<E>;
  /** What it holds in memory, for the one byte bound. */
  bytes(entry: E): number;
  /** Called once the entry is kept. */
  kept?(key: string, entry: E): void;
}

interface IndexEntry extends Versioned {
  index: EventMemberIndex;
}

// What an index holds in the heap, roughly: its people's JSON about three times over (strings,
// objects and the tag postings). Only the cache's byte bound reads it.
const indexBytes = (index: EventMemberIndex) => index.members.reduce((bytes, member) => bytes + 3 * JSON.stringify(member.person).length, 0);

interface Build<E> {
  /** Its place in the order of version reads and build starts (see `fresh`). */
  startedAt: number;
  promise: Promise<E>;
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
  const cache = new FeedCache<Versioned>(deps.maxBytes);
  // Every product has keys of its own, so what a key holds is that product's entry.
  const kept = <E extends Versioned>(key: string) => cache.get(key) as E | undefined;
  const builds = new Map<string, Build<Versioned>>();
  const upgrades = new Set<AbortController>();
  const { versions } = deps;
  let order = 0;

  // One at a time: the best quality holds tens of megabytes while it works on a large directory.
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

  const feedProduct = (feed: FeedName): Product<FeedEntry> => ({
    feed,
    key: (eventId) => feedKey(feed, eventId),
    async make(eventId, version) {
      const content = await builders[feed](deps.db, eventId, deps.clock.now());
      const quick = await precompressBody(JSON.stringify(content), quickBrotliQuality);
      return { version, body: { ...quick, etag: feedEtag(feed, eventId, version) } };
    },
    bytes: entryBytes,
    kept: upgradeBrotli,
  });
  const feedProducts = Object.fromEntries(feedNames.map((feed) => [feed, feedProduct(feed)])) as Record<FeedName, Product<FeedEntry>>;
  const memberIndexProduct: Product<IndexEntry> = {
    feed: 'directory',
    key: (eventId) => `members:${eventId}`,
    make: async (eventId, version) => ({ version, index: await buildEventMemberIndex(deps.db, eventId, version) }),
    bytes: (entry) => indexBytes(entry.index),
  };
  const products: Array<Product<FeedEntry> | Product<IndexEntry>> = [...Object.values(feedProducts), memberIndexProduct];

  const build = <E extends Versioned>(product: Product<E>, eventId: string): Build<E> => {
    const key = product.key(eventId);
    const startedAt = ++order;
    const promise = (async () => {
      // The version first: data read after it is at least that new, so the entry is never
      // newer in name than in content.
      const version = await versions.current(product.feed, eventId);
      const entry = await product.make(eventId, version);
      cache.set(key, entry, product.bytes(entry));
      product.kept?.(key, entry);
      return entry;
    })();
    return { startedAt, promise };
  };

  /**
   * An entry at least as new as `version`, which the reader read at `readAt`: a build that
   * started later saw at least that version; one that started earlier serves if it turns out to
   * have built that very version. Otherwise the next build, one at a time, shared by all who wait.
   */
  const fresh = async <E extends Versioned>(product: Product<E>, eventId: string, version: number, readAt: number): Promise<E> => {
    const key = product.key(eventId);
    const running = builds.get(key) as Build<E> | undefined;
    if (running && running.startedAt > readAt) return running.promise;
    if (running) {
      const built = await running.promise.catch(() => null);
      if (built?.version === version) return built;
      return fresh(product, eventId, version, readAt);
    }
    const next = build(product, eventId);
    builds.set(key, next);
    const done = () => {
      if (builds.get(key) === next) builds.delete(key);
    };
    next.promise.then(done, done);
    return next.promise;
  };

  const read = async <E extends Versioned>(product: Product<E>, eventId: string, knownVersion?: number): Promise<E> => {
    const version = knownVersion ?? (await versions.current(product.feed, eventId));
    const readAt = ++order;
    const cached = kept<E>(product.key(eventId));
    if (cached?.version === version) return cached;
    return fresh(product, eventId, version, readAt);
  };

  return {
    read: (feed, eventId, knownVersion) => read(feedProducts[feed], eventId, knownVersion),
    async peek(feed, eventId) {
      const version = await versions.current(feed, eventId);
      const cached = kept<FeedEntry>(feedKey(feed, eventId));
      return cached?.version === version ? cached : null;
    },
    memberIndex: async (eventId) => (await read(memberIndexProduct, eventId)).index,
    changed(feed, eventId) {
      versions.changed(feed, eventId);
      for (const product of products) if (product.feed === feed) cache.delete(product.key(eventId));
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
