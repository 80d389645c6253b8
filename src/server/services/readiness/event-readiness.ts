import { and, count, eq, gt } from 'drizzle-orm';
import type { FeatureReadiness, Readiness } from '#shared/contracts/readiness.ts';
import { readinessLinkBitsPerSecond } from '#shared/contracts/readiness.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { posts } from '../../db/schema/posts.ts';
import { programItems } from '../../db/schema/program-items.ts';
import type { ServerDeps } from '../../deps.ts';
import type { FeedName } from '../event-feeds/feed-key.ts';
import { appShellSize } from './app-shell-size.ts';
import { readEventDataState } from './data-versions.ts';
import { doorReadiness } from './door-readiness.ts';
import { measureFeedFootprint, type MeasuredFootprint } from './feature-footprints.ts';
import { featureOfflineRules, type FeatureOfflineRule } from './feature-offline-rules.ts';
import { imageBytes } from './image-bytes.ts';
import { countPhones } from './phone-reports.ts';
import { readinessChecklist } from './readiness-checklist.ts';
import { appShellDirFor } from './readiness-sources.ts';

// The readiness page in one answer. Sizes come from the feeds' ready bytes when they are built
// (once per change for every reader, so usually already in memory), else from a count in SQL for
// the directory (feature-footprints.ts), and are worked out once per version; the rest is a
// handful of small reads by event id. Everything that does not wait on another read starts at
// once: on PostgreSQL they run side by side on the pool, on PGlite one after another.

type Deps = Pick<ServerDeps, 'db' | 'uploads'>;

/** A feed's changed-at stamp is kept under its version column's name ('posts' for every posts feed). */
const stampNameOf = (feed: FeedName) => (feed.startsWith('posts-') ? 'posts' : feed);

async function featureFootprints(db: Db, eventId: string, rule: FeatureOfflineRule): Promise<MeasuredFootprint[]> {
  return (await Promise.all(rule.feeds.map((feed) => measureFeedFootprint(db, feed, eventId)))).filter((f): f is MeasuredFootprint => f !== null);
}

function featureReadiness(rule: FeatureOfflineRule, footprints: MeasuredFootprint[], images: FeatureReadiness['images'], changedAt: Record<string, number>): FeatureReadiness {
  const stamps = rule.feeds.map((feed) => changedAt[stampNameOf(feed)]).filter((at): at is number => typeof at === 'number');
  return {
    flag: rule.flag,
    name: rule.name,
    offline: rule.offline,
    reason: rule.reason,
    items: rule.itemsLabel ? footprints.reduce((sum, f) => sum + f.items, 0) : null,
    itemsLabel: rule.itemsLabel,
    data: {
      storedBytes: footprints.reduce((sum, f) => sum + f.storedBytes, 0),
      transferBytes: footprints.reduce((sum, f) => sum + f.transferBytes, 0),
      transferEstimated: footprints.some((f) => f.transferEstimated),
    },
    images,
    changedAt: stamps.length ? Math.max(...stamps) : null,
  };
}

/** A picture shared by two parts (a speaker's avatar) is fetched once: it counts where first seen, in menu order. */
function picturesByFeature(footprints: MeasuredFootprint[][]): string[][] {
  const seen = new Set<string>();
  return footprints.map((parts) =>
    parts
      .flatMap((f) => f.pictures)
      .filter((src) => {
        if (seen.has(src)) return false;
        seen.add(src);
        return true;
      }),
  );
}

async function countSessionsWithoutRoom(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(programItems)
    .where(and(eq(programItems.eventId, eventId), eq(programItems.room, '')));
  return row?.n ?? 0;
}

async function countScheduledUpdates(db: Db, eventId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.eventId, eventId), gt(posts.publishAt, now)));
  return row?.n ?? 0;
}

export async function eventReadiness(deps: Deps, event: EventRow, now: Date): Promise<Readiness> {
  const { db } = deps;
  const rules = featureOfflineRules.filter((rule) => event[rule.flag]);
  const shellDir = appShellDirFor(db);
  const stateRead = readEventDataState(db, event.id);
  const [state, phones, doors, sessionsWithoutRoom, scheduledUpdates, appShell, footprints] = await Promise.all([
    stateRead,
    stateRead.then((read) => countPhones(db, event.id, read.version, now)),
    doorReadiness(db, event.id),
    event.enableSchedule ? countSessionsWithoutRoom(db, event.id) : null,
    event.enablePosts ? countScheduledUpdates(db, event.id, now) : null,
    shellDir ? appShellSize(shellDir) : null,
    Promise.all(rules.map((rule) => featureFootprints(db, event.id, rule))),
  ]);
  const images = await Promise.all(picturesByFeature(footprints).map((sources) => imageBytes(deps.uploads, sources)));
  const features = rules.map((rule, i) => featureReadiness(rule, footprints[i]!, images[i]!, state.changedAt));

  const storedBytes = features.reduce((sum, f) => sum + f.data.storedBytes + f.images.bytes, 0) + (appShell ? appShell.storedBytes + appShell.compiledCodeBytes : 0);
  // Images are sent as stored (WebP does not compress further).
  const transferBytes = features.reduce((sum, f) => sum + f.data.transferBytes + f.images.bytes, 0) + (appShell?.transferBytes ?? 0);
  const downloadSeconds = Math.round(((transferBytes * 8) / readinessLinkBitsPerSecond) * 10) / 10;
  return {
    eventId: event.id,
    generatedAt: now.getTime(),
    features,
    appShell,
    totals: { storedBytes, transferBytes, downloadSeconds },
    phones,
    doors,
    checklist: readinessChecklist({ published: event.published, features, sessionsWithoutRoom, scheduledUpdates, phones, doors, downloadSeconds }),
  };
}
