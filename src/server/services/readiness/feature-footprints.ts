import type { Db } from '../../db/client.ts';
import type { FeedName } from '../event-feeds/feed-key.ts';
import { estimateDirectoryFootprint } from './directory-footprint-estimate.ts';
import { feedFootprint, type FeedFootprint } from './feed-footprint.ts';
import { runningFeedsFor, type RunningFeeds } from '../event-feeds/running-feeds.ts';

// Where the readiness page gets a feed's footprint, cheapest honest source first:
// - a feed too dear to build or even parse for a size (a large event's directory) is counted in SQL:
//   items, pictures and stored bytes exact; the brotli size from the built feed when this server
//   holds it at its current version, else estimated from the last built one's share;
// - any other feed is measured from the shared feed, built if need be (each is cheap to build,
//   and attendees' reads reuse the build).

export interface MeasuredFootprint extends FeedFootprint {
  transferEstimated: boolean;
}

/** Counts a feed in SQL: exact but for transferBytes, which is `brotliShare` of the stored bytes. */
type Estimator = (db: Db, eventId: string, brotliShare?: number) => Promise<FeedFootprint>;
const estimators: Partial<Record<FeedName, Estimator>> = { directory: estimateDirectoryFootprint };

/** Brotli's share of the stored JSON in the last built feed of each counted kind, for the next estimate. */
const brotliShares = new Map<FeedName, number>();

async function counted(db: Db, feeds: RunningFeeds, feed: FeedName, eventId: string, estimate: Estimator): Promise<MeasuredFootprint> {
  const [footprint, built] = await Promise.all([estimate(db, eventId, brotliShares.get(feed)), feeds.peek(feed, eventId)]);
  if (!built) return { ...footprint, transferEstimated: true };
  const transferBytes = built.body.br.length;
  if (footprint.storedBytes > 0) brotliShares.set(feed, transferBytes / footprint.storedBytes);
  return { ...footprint, transferBytes, transferEstimated: false };
}

/** The feed's footprint, or null when it could not be measured (a feed refused or failing is a size we do not know). */
export async function measureFeedFootprint(db: Db, feed: FeedName, eventId: string): Promise<MeasuredFootprint | null> {
  const feeds = runningFeedsFor(db);
  if (!feeds) return null;
  try {
    const estimate = estimators[feed];
    if (estimate) return await counted(db, feeds, feed, eventId, estimate);
    return { ...feedFootprint(feed, await feeds.read(feed, eventId)), transferEstimated: false };
  } catch {
    return null;
  }
}
