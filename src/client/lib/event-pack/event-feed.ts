import * as z from 'zod/mini';
import type { Directory, DirectoryFirstPage } from '#shared/contracts/attendees.ts';
import type { PollList } from '#shared/contracts/polls.ts';
import type { ExhibitorList } from '#shared/contracts/exhibitors.ts';
import type { SponsorList } from '#shared/contracts/sponsors.ts';
import { exhibitorListSchema, sponsorListSchema } from './catalog-schemas.ts';
import type { PostsFeed } from '#shared/contracts/posts.ts';
import type { AlbumFeed } from '#shared/contracts/album.ts';
import { albumFeedSchema } from './album-schemas.ts';
import type { ActivityList } from '#shared/contracts/activities.ts';
import { activityListSchema } from './activity-schemas.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { PostFeed } from '#shared/rules/post-feeds.ts';
import { eventDirectoryFirstPageUrl, eventFeedUrl } from '#shared/api-paths.ts';
import { personSchema, pollSchema, postSchema, sessionSchema } from './pack-schemas.ts';

// The whole schedule and the shared directory come from plain GETs the server builds once per
// change for every reader. The browser keeps the answer and asks again with If-None-Match
// (the server says `private, no-cache`), so an unchanged feed costs a 304, not the bytes.
// The answer is checked like any other edge (it is not a typed tRPC call).

const ids = z.array(z.string());

const scheduleFeedSchema: z.ZodMiniType<Schedule> = z.object({
  eventId: z.string(),
  timeZone: z.string(),
  sessions: z.array(sessionSchema),
  removedSessionIds: ids,
  full: z.boolean(),
  cursor: z.number(),
});

const directoryFeedSchema: z.ZodMiniType<Directory> = z.object({
  eventId: z.string(),
  people: z.array(personSchema),
  removedAttendeeIds: ids,
  full: z.boolean(),
  cursor: z.number(),
});

const directoryFirstPageSchema: z.ZodMiniType<DirectoryFirstPage> = z.object({ eventId: z.string(), people: z.array(personSchema), total: z.number() });

const pollListSchema: z.ZodMiniType<PollList> = z.object({ eventId: z.string(), polls: z.array(pollSchema) });

const postsFeedSchema: z.ZodMiniType<PostsFeed> = z.object({ eventId: z.string(), posts: z.array(postSchema) });

const refusalSchema = z.object({
  error: z.object({ message: z.string(), data: z.object({ code: z.string(), reason: z.optional(z.nullable(z.string())) }) }),
});

/** A refusal read as the tRPC client reads one: the code (and reason) in `data`, so callers classify it alike. */
export class FeedRefusal extends Error {
  override name = 'FeedRefusal';
  constructor(
    message: string,
    readonly data: { code: ErrorCode | string; reason?: string | null },
  ) {
    super(message);
  }
}

export type FetchFeed = (url: string, init: RequestInit) => Promise<Response>;

async function readFeed<T>(fetchFeed: FetchFeed, url: string, schema: z.ZodMiniType<T>): Promise<T> {
  // A fresh id per request, as the tRPC link sends, so a failing call can be found in the server log.
  const response = await fetchFeed(url, { credentials: 'include', headers: { 'trace-id': crypto.randomUUID() } });
  const body: unknown = await response.json();
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(body);
    throw new FeedRefusal(refusal.success ? refusal.data.error.message : `The server answered ${response.status}`, {
      code: refusal.success ? refusal.data.error.data.code : 'INTERNAL_SERVER_ERROR',
      reason: refusal.success ? (refusal.data.error.data.reason ?? null) : null,
    });
  }
  return schema.parse(body);
}

export function fetchScheduleFeed(fetchFeed: FetchFeed, eventId: string): Promise<Schedule> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'schedule'), scheduleFeedSchema);
}

export function fetchDirectoryFeed(fetchFeed: FetchFeed, eventId: string): Promise<Directory> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'directory'), directoryFeedSchema);
}

/** The directory's first page (contracts/attendees.ts), which a first visit shows while the whole directory comes. */
export function fetchDirectoryFirstPage(fetchFeed: FetchFeed, eventId: string): Promise<DirectoryFirstPage> {
  return readFeed(fetchFeed, eventDirectoryFirstPageUrl(eventId), directoryFirstPageSchema);
}

export function fetchPollsFeed(fetchFeed: FetchFeed, eventId: string): Promise<PollList> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'polls'), pollListSchema);
}

export function fetchAlbumFeed(fetchFeed: FetchFeed, eventId: string): Promise<AlbumFeed> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'album'), albumFeedSchema);
}

export function fetchExhibitorsFeed(fetchFeed: FetchFeed, eventId: string): Promise<ExhibitorList> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'exhibitors'), exhibitorListSchema);
}

export function fetchSponsorsFeed(fetchFeed: FetchFeed, eventId: string): Promise<SponsorList> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'sponsors'), sponsorListSchema);
}

export function fetchActivitiesFeed(fetchFeed: FetchFeed, eventId: string): Promise<ActivityList> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, 'activities'), activityListSchema);
}

/** The updates of the reader's group (the server refuses another group's feed). */
export function fetchPostsFeed(fetchFeed: FetchFeed, eventId: string, feed: PostFeed): Promise<PostsFeed> {
  return readFeed(fetchFeed, eventFeedUrl(eventId, `posts-${feed}`), postsFeedSchema);
}
