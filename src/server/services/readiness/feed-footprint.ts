import type { FeedEntry } from '../event-feeds/feed-cache.ts';
import type { FeedName } from '../event-feeds/feed-key.ts';

// What a phone stores for one shared feed, computed from the feed's ready bytes. The phone does
// not keep the answer as sent: src/client/lib/event-pack keeps each part as a record with
// {version, eventId, savedAt}, the schedule's sessions and the directory's people keyed by id
// (pack-merge.ts), so the stored JSON is measured in that shape. Worked out once per feed
// version (the entry's ETag) and remembered: an organizer's refresh costs no parse.

export interface FeedFootprint {
  items: number;
  storedBytes: number;
  /** The brotli answer a first download receives. */
  transferBytes: number;
  /** Picture sources the phone fetches for this part (warm-images.ts), in the feed's order. */
  pictures: string[];
}

type Json = Record<string, unknown>;
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Json[]) : []);
const srcOf = (picture: unknown): string | null => (picture && typeof picture === 'object' && typeof (picture as Json).src === 'string' ? ((picture as Json).src as string) : null);

/** The album's newest thumbnails a phone keeps (albumThumbnailsKept in the client's sync-pack.ts). */
const albumThumbnailsKept = 200;

// A device time as the phone writes it (13 digits), so the record's size is the phone's.
const savedAt = 1_700_000_000_000;

interface Shape {
  items: (feed: Json) => Json[];
  /** The record the phone stores for this answer (pack-types.ts). */
  stored: (feed: Json) => Json;
  pictures: (feed: Json) => Array<string | null>;
}

const keyedBy = (items: Json[], key: string): Json => Object.fromEntries(items.map((item) => [String(item[key]), item]));
const record = (feed: Json, rest: Json): Json => ({ version: 1, eventId: feed.eventId, savedAt, ...rest });

const shapes: Record<string, Shape> = {
  schedule: {
    items: (feed) => asList(feed.sessions),
    stored: (feed) => record(feed, { timeZone: feed.timeZone, cursor: feed.cursor, sessions: keyedBy(asList(feed.sessions), 'id') }),
    pictures: (feed) => asList(feed.sessions).flatMap((session) => asList(session.speakers).map((speaker) => srcOf(speaker.picture))),
  },
  directory: {
    items: (feed) => asList(feed.people),
    stored: (feed) => record(feed, { cursor: feed.cursor, people: keyedBy(asList(feed.people), 'attendeeId') }),
    pictures: (feed) => asList(feed.people).map((person) => srcOf(person.picture)),
  },
  polls: { items: (feed) => asList(feed.polls), stored: (feed) => record(feed, { polls: feed.polls }), pictures: () => [] },
  // Logos are warmed with the pack (picturesOf in sync-pack.ts), so the lists show them offline.
  exhibitors: { items: (feed) => asList(feed.exhibitors), stored: (feed) => record(feed, { exhibitors: feed.exhibitors }), pictures: (feed) => asList(feed.exhibitors).map((stand) => srcOf(stand.logo)) },
  sponsors: { items: (feed) => asList(feed.sponsors), stored: (feed) => record(feed, { tiers: feed.tiers, sponsors: feed.sponsors }), pictures: (feed) => asList(feed.sponsors).map((backer) => srcOf(backer.logo)) },
  activities: {
    items: (feed) => asList(feed.activities),
    stored: (feed) => record(feed, { prizeText: feed.prizeText, activities: feed.activities }),
    pictures: (feed) => asList(feed.activities).map((activity) => srcOf(activity.picture)),
  },
  album: {
    items: (feed) => asList(feed.photos),
    stored: (feed) => record(feed, { photos: feed.photos }),
    pictures: (feed) => asList(feed.photos).slice(0, albumThumbnailsKept).map((photo) => (typeof photo.thumbnailSrc === 'string' ? photo.thumbnailSrc : null)),
  },
  posts: {
    items: (feed) => asList(feed.posts),
    stored: (feed) => record(feed, { feed: 'attendees', posts: feed.posts, seenUpTo: savedAt / 1000 }),
    pictures: (feed) => asList(feed.posts).map((post) => srcOf(post.picture)),
  },
};

/** A feed we know no shape for (one added later) is stored about as sent, in a record. */
const asSent: Shape = { items: (feed) => Object.values(feed).find(Array.isArray) ?? [], stored: (feed) => record(feed, feed), pictures: () => [] };

const shapeOf = (feed: FeedName): Shape => shapes[feed.startsWith('posts-') ? 'posts' : feed] ?? asSent;

const remembered = new Map<string, FeedFootprint>();
const rememberedMax = 256;

export function feedFootprint(feed: FeedName, entry: FeedEntry): FeedFootprint {
  const kept = remembered.get(entry.body.etag);
  if (kept) return kept;
  const answer = JSON.parse(entry.body.identity.toString('utf8')) as Json;
  const shape = shapeOf(feed);
  const footprint: FeedFootprint = {
    items: shape.items(answer).length,
    storedBytes: Buffer.byteLength(JSON.stringify(shape.stored(answer)), 'utf8'),
    transferBytes: entry.body.br.length,
    pictures: [...new Set(shape.pictures(answer).filter((src): src is string => src !== null))],
  };
  if (remembered.size >= rememberedMax) remembered.delete(remembered.keys().next().value!);
  remembered.set(entry.body.etag, footprint);
  return footprint;
}
