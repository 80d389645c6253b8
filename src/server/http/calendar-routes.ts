import type { FastifyInstance, FastifyReply } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import type { ServerDeps } from '../deps.ts';
import { loadEventAccess, type EventAccess } from '../services/access/event-access.ts';
import { buildCalendar } from '../services/calendar/ical.ts';
import { acceptedMeetingEntries } from '../services/calendar/meeting-entries.ts';
import { calendarFilename, sessionEntry } from '../services/calendar/session-entries.ts';
import { agendaProgramIds } from '../services/schedule/agenda.ts';
import { findFeed } from '../services/schedule/agenda-feed.ts';
import { loadSessions } from '../services/schedule/load-sessions.ts';
import { consumeRateLimit } from '../services/rate-limit.ts';
import { resolveRequestAccount } from '../services/auth/request-account.ts';
import { requestOrigin } from '../request/request-origin.ts';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });

/** "abc.ics" → "abc"; anything else is not one of ours. */
const withoutIcs = (file: string) => (file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null);

/** Someone who may read the event's schedule: a member (or its organization's people), with the schedule on. */
const readsSchedule = (access: EventAccess | null): access is EventAccess =>
  access !== null && access.visible && access.permissions.has('Event::Event::Read') && access.event.enableSchedule;

function sendCalendar(reply: FastifyReply, body: string, filename: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('text/calendar; charset=utf-8')
    .send(body);
}

/**
 * Add to calendar:
 * - GET /api/events/:eventId/sessions/:programId.ics: one session, for a signed-in member (the cookie).
 * - GET /api/calendar/:token.ics: a person's agenda as a feed calendar apps subscribe to. They send
 *   no cookie; the unguessable token decides. Made per request, so the organizer's changes and
 *   the person's agenda edits follow; accepted 1:1 meetings join it while meetings are on. A bad token and a lost right to the event both answer 404;
 *   more than RATE_LIMIT_CALENDAR_FEED_PER_IP requests from one address in a window answer 429.
 */
export function registerCalendarRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { eventId: string; file: string } }>('/api/events/:eventId/sessions/:file', async (request, reply) => {
    const { account } = await resolveRequestAccount(deps, request);
    if (!account) return reply.code(401).header('cache-control', 'no-store').send({ error: 'Please sign in to continue' });
    const eventId = idSchema.safeParse(request.params.eventId);
    const programId = idSchema.safeParse(withoutIcs(request.params.file));
    if (!eventId.success || !programId.success) return notFound(reply);
    if (!readsSchedule(await loadEventAccess(deps.db, eventId.data, account.id))) return notFound(reply);
    const [session] = await loadSessions(deps.db, eventId.data, { ids: [programId.data] });
    if (!session) return notFound(reply);
    const body = buildCalendar([sessionEntry(session, requestOrigin(deps, request))], { now: deps.clock.now() });
    return sendCalendar(reply, body, calendarFilename(session.title));
  });

  app.get<{ Params: { file: string } }>('/api/calendar/:file', async (request, reply) => {
    // Counted before the token is looked at: good and bad tokens cost the same. Past the limit it
    // throws TOO_MANY_REQUESTS, which the error handler answers with 429 and Retry-After.
    await consumeRateLimit(deps, 'calendarFeedPerIp', request.ip);
    const token = withoutIcs(request.params.file);
    const feed = token ? await findFeed(deps.db, token) : null;
    if (!feed) return notFound(reply);
    const access = await loadEventAccess(deps.db, feed.eventId, feed.accountId);
    if (!readsSchedule(access)) return notFound(reply);
    const sessions = await loadSessions(deps.db, feed.eventId, { ids: await agendaProgramIds(deps.db, feed.accountId, feed.eventId) });
    const origin = requestOrigin(deps, request);
    const meetings = access.event.enableMeetings ? await acceptedMeetingEntries(deps.db, feed.eventId, feed.accountId, origin) : [];
    const body = buildCalendar(
      [...sessions.map((session) => sessionEntry(session, origin)), ...meetings],
      { now: deps.clock.now(), name: `${access.event.name}: my agenda` },
    );
    return sendCalendar(reply, body, 'agenda.ics');
  });
}
