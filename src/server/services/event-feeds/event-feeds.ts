import { setTimeout as sleep } from 'node:timers/promises';
import { constants } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { precompressBody } from '../../http/precompressed-body.ts';
import type { Clock } from '../clock.ts';
import { sharedDirectory } from '../attendees/shared-directory.ts';
import { sharedSchedule } from '../schedule/shared-schedule.ts';
import { FeedCache, type FeedEntry } from './feed-cache.ts';
import { feedKey, parseFeedKey, type FeedName } from './feed-key.ts';
import { readVersionsEveryTime, rememberVersionsUntilNotified, type FeedVersions } from './feed-versions.ts';
import { listenForEventData, type EventDataListener } from './event-data-listener.ts';

/** What each feed holds: the answer every reader of the event gets. */
const builders: Record<FeedName, (db: Db, eventId: string, now: Date) => Promise<unknown>> = {
  schedule: sharedSchedule,
  directory: sharedDirectory,
};

// A new version must be ready fast (readers wait for it): brotli 6 takes ~40 ms on a 1.7 MB
// directory. Quality 11 saves another ~20 % on the wire but takes ~3 s of CPU, so it replaces
// the quick bytes in the background once a version has stood still for a moment.
const quickBrotliQuality = 6;
const bestBrotliDelayMs = 2_000;

/** Weak: br, gzip and identity are the same content; versions never repeat (one sequence). */
export const feedEtag = (feed: FeedName, eventId: string, version: number) => `W/"${feed}-${eventId}-${version}"`;

export interface EventFeeds {
  /** The feed at the version current when asked, or newer; built at most once per version here. */
  read(feed: FeedName, eventId: string): Promise<FeedEntry>;
  close(): Promise<void>;
}

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
}

/**
 * Event-wide answers kept as ready bytes per process, one build at a time per feed and event:
 * readers who arrive during a build wait for it. Staleness is decided by the version the
 * database triggers keep, never by time; the triggers' notifications free memory early (and,
 * on PGlite, spare the version read).
 */
export async function createEventFeeds(database: Database, deps: EventFeedDeps): Promise<EventFeeds> {
  const cache = new FeedCache(deps.maxBytes);
  const builds = new Map<string, { running?: Build; queued?: Promise<FeedEntry> }>();
  const upgrades = new Set<AbortController>();
  let versions: FeedVersions = readVersionsEveryTime(deps.db);
  let order = 0;

  const listener: EventDataListener = await listenForEventData(database, deps.log, {
    onChange(payload) {
      const changed = parseFeedKey(payload);
      if (!changed) return;
      versions.changed(changed.feed, changed.eventId);
      cache.delete(feedKey(changed.feed, changed.eventId));
    },
    onGap() {
      versions.changedAll();
      cache.clear();
    },
  });
  // Only a database inside this process delivers the notice before the writer goes on; across
  // processes the version row is read on every request.
  if (listener.listening && database.kind === 'pglite') versions = rememberVersionsUntilNotified(deps.db);

  const upgradeBrotli = (key: string, entry: FeedEntry) => {
    const abort = new AbortController();
    upgrades.add(abort);
    void (async () => {
      await sleep(bestBrotliDelayMs, undefined, { signal: abort.signal, ref: false });
      if (!cache.holds(key, entry)) return;
      const best = await precompressBody(entry.body.identity, constants.BROTLI_MAX_QUALITY);
      if (cache.holds(key, entry) && !abort.signal.aborted) cache.set(key, { ...entry, body: { ...entry.body, br: best.br } });
    })()
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
      cache.set(key, entry);
      upgradeBrotli(key, entry);
      return entry;
    })();
    return { startedAt, promise };
  };

  /** A build that started after `after`, so it saw at least the version the reader saw. */
  const buildAfter = (feed: FeedName, eventId: string, after: number): Promise<FeedEntry> => {
    const key = feedKey(feed, eventId);
    let slot = builds.get(key);
    if (!slot) builds.set(key, (slot = {}));
    const current = slot;
    if (current.running && current.running.startedAt > after) return current.running.promise;
    if (current.queued) return current.queued;
    const start = () => {
      const next = build(feed, eventId);
      current.running = next;
      const done = () => {
        if (current.running === next) current.running = undefined;
        if (!current.running && !current.queued) builds.delete(key);
      };
      next.promise.then(done, done);
      return next.promise;
    };
    if (!current.running) return start();
    // One build at a time: the readers who need a newer one share the next.
    const queued = current.running.promise.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      current.queued = undefined;
      return start();
    });
    current.queued = queued;
    return queued;
  };

  return {
    async read(feed, eventId) {
      const version = await versions.current(feed, eventId);
      const readAt = ++order;
      const cached = cache.get(feedKey(feed, eventId));
      if (cached?.version === version) return cached;
      return buildAfter(feed, eventId, readAt);
    },
    async close() {
      for (const upgrade of upgrades) upgrade.abort();
      await listener.close();
      cache.clear();
    },
  };
}
