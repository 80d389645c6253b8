import type { Db } from '../../db/client.ts';
import type { FeedEntry } from '../event-feeds/feed-cache.ts';
import type { FeedName } from '../event-feeds/feed-key.ts';
import { appShellSize } from './app-shell-size.ts';

// What the readiness page measures lives in the running server, not the database: the event
// feeds' ready bytes (what every phone downloads) and the build the service worker precaches.
// Keyed by the database handle, like member-index-cache.ts, so services keep taking only `db`
// and each server (each test server too) measures its own.

export interface ReadyFeeds {
  /** Builds the feed when it is not ready (every reader of the event would wait for the same build). */
  read(feed: FeedName, eventId: string): Promise<FeedEntry>;
  /** The feed at its current version when already built, else null (nothing built). */
  peek(feed: FeedName, eventId: string): Promise<FeedEntry | null>;
}

const feedSources = new WeakMap<Db, ReadyFeeds>();
const shellDirs = new WeakMap<Db, string>();

/** The server's event feeds answer the readiness page's size questions until the returned call. */
export function provideReadyFeeds(db: Db, feeds: ReadyFeeds): () => void {
  feedSources.set(db, feeds);
  return () => {
    if (feedSources.get(db) === feeds) feedSources.delete(db);
  };
}

export const readyFeedsFor = (db: Db): ReadyFeeds | undefined => feedSources.get(db);

/**
 * The folder of the build this server serves (its sw.js lists what phones precache). Measured
 * once per build, right after start rather than on the readiness page's first visit: it reads
 * and compresses the build's files, which that visit would otherwise wait for.
 */
export function provideAppShellDir(db: Db, distDir: string): void {
  shellDirs.set(db, distDir);
  setImmediate(() => void appShellSize(distDir));
}

export const appShellDirFor = (db: Db): string | undefined => shellDirs.get(db);
