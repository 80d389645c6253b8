import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import type { Database } from '../db/client.ts';
import type { PgListener } from '../db/pg-listener.ts';
import type { ServerDeps } from '../deps.ts';
import type { AccessContext } from '../services/access/require-access.ts';
import { requireActivities } from '../services/activities/require-activities.ts';
import { requireAlbum } from '../services/album/require-album.ts';
import { requireAttendeeList } from '../services/attendees/require-attendee-list.ts';
import { createDirectoryFirstPages } from '../services/attendees/directory-first-page.ts';
import { DomainError } from '../services/domain-error.ts';
import { listenForEventData } from '../services/event-feeds/event-data-listener.ts';
import { createEventFeeds, feedEtag } from '../services/event-feeds/event-feeds.ts';
import { isFeedName, parseDataChange, type FeedName } from '../services/event-feeds/feed-key.ts';
import { createFeedReaders, listenedHoldMs, type FeedReaders } from '../services/event-feeds/feed-readers.ts';
import { provideEventFeeds } from '../services/event-feeds/running-feeds.ts';
import { rememberVersionsUntilNotified, rememberVersionsWhileListening, type FeedVersions } from '../services/event-feeds/feed-versions.ts';
import { requireEventDataTriggers } from '../services/event-feeds/event-data-triggers.ts';
import { requireExhibitors } from '../services/exhibitors/require-exhibitors.ts';
import { requirePolls } from '../services/polls/require-polls.ts';
import { postsFeedRoutes } from '../services/posts/posts-feeds.ts';
import { requireSchedule } from '../services/schedule/require-schedule.ts';
import { requireSponsors } from '../services/sponsors/require-sponsors.ts';
import { matchesEtag, sendPrecompressed } from './send-precompressed.ts';
import { sendDomainErrorAsTrpc as sendRefusal } from './send-domain-error.ts';

/** Each feed, with the procedure whose full answer it replaces and whose access rule it keeps. */
const feeds: Record<FeedName, { procedure: string; requireAccess: (ctx: AccessContext, eventId: string) => Promise<unknown> }> = {
  schedule: { procedure: 'schedule.get', requireAccess: requireSchedule },
  directory: { procedure: 'attendees.directory', requireAccess: requireAttendeeList },
  polls: { procedure: 'polls.list', requireAccess: requirePolls },
  exhibitors: { procedure: 'exhibitors.list', requireAccess: requireExhibitors },
  sponsors: { procedure: 'sponsors.list', requireAccess: requireSponsors },
  album: { procedure: 'album.list', requireAccess: requireAlbum },
  activities: { procedure: 'activities.board', requireAccess: requireActivities },
  ...postsFeedRoutes,
};

// Kept by the browser but checked with the server on every use (If-None-Match).
const feedCacheControl = 'private, no-cache';

const signInFirst = () => new DomainError('UNAUTHORIZED', 'Please sign in to continue');

/**
 * GET /api/events/:eventId/feeds/schedule and …/feeds/directory: the whole schedule, and the
 * directory as every member sees it, as ready bytes shared by every reader (built once per
 * change, brotli or gzip as accepted), with an ETag; a matching If-None-Match answers 304.
 * Who may read them and how a refusal looks are exactly schedule.get's and attendees.directory's.
 * Deltas (`since`) and the viewer's own overlay stay tRPC procedures: they are small.
 * Returns the readers, which tRPC's context asks too (one memory of sessions and access), and the
 * feeds' versions, by which the uploads route knows when an album photo's status may have changed.
 */
export async function registerEventFeedRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  database: Database,
  listener: PgListener,
): Promise<{ readers: FeedReaders; versions: FeedVersions }> {
  // PGlite runs in this process and announces a change before the writer goes on, so versions,
  // sessions and access are remembered until announced: exact. On PostgreSQL other instances
  // write too and their notices arrive a moment later on the LISTEN connection: the same memory
  // then holds at most a second and a half (a notice can be lost), and while the connection is
  // down every request reads the rows instead (exact, one read shared per event for versions).
  const announced = database.kind === 'pglite' && database.listen !== undefined;
  let listening = () => false;
  const whileListening = () => listening();
  const versions = announced
    ? rememberVersionsUntilNotified(deps.db)
    : rememberVersionsWhileListening(deps.db, whileListening, { holdMs: listenedHoldMs });
  const eventFeeds = createEventFeeds({ db: deps.db, clock: deps.clock, log: deps.log, maxBytes: deps.env.EVENT_FEED_CACHE_MB * 1024 * 1024, versions });
  // Services reach them by `db`: matches, the overlay and the directory feed read the member
  // index, and the readiness page measures what phones store from the same ready bytes.
  const stopProvidingFeeds = provideEventFeeds(deps.db, eventFeeds);
  const readers = createFeedReaders(deps, announced ? 'announced' : database.kind === 'postgres' ? { listening: whileListening, barrier: () => listener.barrier() } : 'ask');
  const eventData = await listenForEventData(listener, {
    onChange(payload) {
      const change = parseDataChange(payload);
      if (!change) return;
      if (isFeedName(change.kind)) eventFeeds.changed(change.kind, change.id);
      else readers.changed(change.kind, change.id);
    },
    onGap() {
      eventFeeds.forgetAll();
      readers.forgetAll();
    },
  });
  listening = () => eventData.listening();
  // After the server's migrations (start() migrates before it listens, which readies the app).
  app.addHook('onReady', async () => {
    await requireEventDataTriggers(deps.db);
  });
  app.addHook('onClose', async () => {
    stopProvidingFeeds();
    eventFeeds.close();
    await eventData.close();
  });

  /**
   * Who may read the event's feed, and its version now: as tRPC, who is asking is settled before
   * what they ask; a refusal is sent here (null), shaped as the procedure the feed stands in for.
   */
  async function admitReader(request: FastifyRequest<{ Params: { eventId: string } }>, reply: FastifyReply, feed: FeedName) {
    const { procedure, requireAccess } = feeds[feed];
    const eventId = idSchema.safeParse(request.params.eventId);
    if (!eventId.success) {
      if (!(await readers.accountId(request))) return void (await sendRefusal(request, reply, signInFirst(), procedure));
      const message = eventId.error.issues[0]?.message ?? 'Invalid input';
      const badId = new DomainError('BAD_REQUEST', `eventId: ${message}`, { fieldIssues: [{ path: ['eventId'], message }] });
      return void (await sendRefusal(request, reply, badId, procedure));
    }
    try {
      const admitted = await readers.admit(request, eventId.data, requireAccess);
      if (!admitted) return void (await sendRefusal(request, reply, signInFirst(), procedure));
      return { eventId: eventId.data, version: admitted.versions?.[feed] ?? (await versions.current(feed, eventId.data)) };
    } catch (error) {
      if (error instanceof DomainError) return void (await sendRefusal(request, reply, error, procedure));
      throw error;
    }
  }

  for (const feed of Object.keys(feeds) as FeedName[]) {
    app.get<{ Params: { eventId: string } }>(`/api/events/:eventId/feeds/${feed}`, { config: { standsInFor: feeds[feed].procedure } }, async (request, reply) => {
      const reader = await admitReader(request, reply, feed);
      if (!reader) return reply;
      // The ETag names the version, so a reader who holds it is answered before any entry is
      // looked up or built: a 304 costs no build, body or coding, even on an instance that has
      // never built this feed (or no longer keeps it).
      const etag = feedEtag(feed, reader.eventId, reader.version);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).header('cache-control', feedCacheControl).header('vary', 'accept-encoding').header('etag', etag).send();
      let entry;
      try {
        entry = await eventFeeds.read(feed, reader.eventId, reader.version);
      } catch (error) {
        if (error instanceof DomainError) return sendRefusal(request, reply, error, feeds[feed].procedure);
        throw error;
      }
      reply.header('cache-control', feedCacheControl).type('application/json; charset=utf-8');
      return sendPrecompressed(request, reply, entry.body);
    });
  }

  // The directory's first page (services/attendees/directory-first-page.ts): who may read it is the directory's rule.
  const directoryFirstPage = createDirectoryFirstPages(deps.db);
  app.get<{ Params: { eventId: string } }>('/api/events/:eventId/feeds/directory/first', { config: { standsInFor: feeds.directory.procedure } }, async (request, reply) => {
    const reader = await admitReader(request, reply, 'directory');
    if (!reader) return reply;
    const page = await directoryFirstPage(reader.eventId, reader.version);
    return reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(JSON.stringify(page));
  });
  return { readers, versions };
}
