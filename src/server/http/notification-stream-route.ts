import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationStreamEvents, type NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import type { ServerDeps } from '../deps.ts';
import { applyNotificationChanges } from '../services/notifications/apply-notification-changes.ts';
import type { FeedPush, NotificationChanges, NotificationFeed } from '../services/notifications/notification-feed.ts';
import { listNotifications } from '../services/notifications/list-notifications.ts';
import { accountEventIds } from '../services/live/live-access.ts';
import type { LiveSubscription } from '../services/live/live-streams.ts';
import type { FeedReaders } from '../services/event-feeds/feed-readers.ts';
import type { StreamRegistry } from '../services/notifications/stream-registry.ts';
import type { StreamSessions } from '../services/notifications/stream-sessions.ts';
import { findSessionByToken } from '../services/auth/account-tokens.ts';
import { readAccountToken } from '../services/auth/auth-cookie.ts';
import { releaseInFlight } from './in-flight-limit.ts';
import { SseWriter } from './sse-writer.ts';

const heartbeatMs = 25_000;
const reconnectDelayMs = 5_000;
// A stream closed for a newer tab of the same account: a client that does not know the `closed`
// event reconnects only after this long, so old tabs do not take turns closing each other.
const replacedRetryMs = 30 * 60_000;
// A place frees up when a stream at that address closes; nothing to gain from asking sooner.
const addressFullRetryAfterSeconds = 60;
const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export interface NotificationStreamShared {
  feed: NotificationFeed;
  registry: StreamRegistry;
  /** Ends a stream when the session it was opened with ends (sign-out, revocation, expiry). */
  sessions: StreamSessions;
  openStreams: Set<SseWriter>;
  /** The memory of sessions and access that procedures (a vote) read from. */
  readers: Pick<FeedReaders, 'warm'>;
}

/**
 * GET /api/notifications/stream: Server-Sent Events for the signed-in account (cookie,
 * since EventSource cannot send headers). Sends `notifications` (the first page) on
 * connect and, after new notifications, the page with them on top (computed from the page
 * already sent, not read again); `notification.updated` when one changes;
 * `notifications.error` when the changes cannot be read; `notifications.closed` when a newer
 * stream of the account took this one's place. 429 when the address holds too many streams.
 * Until its first list is sent an open is a request in flight (http/in-flight-limit.ts).
 * The reply is hijacked, so Fastify's hooks do not send headers for us.
 */
export function registerNotificationStreamRoute(app: FastifyInstance, deps: ServerDeps, shared: NotificationStreamShared): void {
  app.get('/api/notifications/stream', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid query' });
    const token = readAccountToken(request);
    const since = shared.sessions.mark();
    const session = token ? await findSessionByToken(deps, token) : null;
    // A 401 (not an error event) makes EventSource stop instead of reconnecting forever.
    if (!token || !session) return reply.code(401).send({ error: 'Please sign in to continue' });
    const { account } = session;

    // Nothing awaits between admission and registration below, so the counts stay exact.
    let replace = () => {};
    const admission = shared.registry.admit({ accountId: account.id, address: request.ip, evict: () => replace() });
    if (!admission.admitted) {
      return reply
        .code(429)
        .header('retry-after', String(addressFullRetryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ error: 'Too many notification streams are open from this address', code: 'TOO_MANY_REQUESTS' });
    }

    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no', // nginx: do not buffer the stream
    });
    const stream = new SseWriter(reply.raw);
    shared.openStreams.add(stream);
    stream.retry(reconnectDelayMs);
    const page = { limit: query.data.limit, offset: 0 };

    // The page this stream last sent; null until the first read, or after a change was lost.
    let list: NotificationsStreamPayload | null = null;
    let reading = false;
    let lostWhileReading = false;
    const arrivedWhileReading: NotificationChanges[] = [];

    /** `first`: the first list waits for it (the stream joining its events' live messages). */
    const sendList = async (first?: Promise<void>) => {
      reading = true;
      try {
        const read = await listNotifications(deps.db, account.id, page);
        await first;
        const fresh = arrivedWhileReading.splice(0).reduce(applyNotificationChanges, read);
        list = lostWhileReading ? null : fresh;
        stream.event(notificationStreamEvents.list, fresh);
      } catch (error) {
        request.log.error({ err: error }, 'Notification stream could not read the list');
        stream.event(notificationStreamEvents.error, { message: 'Could not load notifications' });
      } finally {
        reading = false;
        lostWhileReading = false;
      }
    };

    const sendChanges = (base: NotificationsStreamPayload, changes: NotificationChanges) => {
      list = applyNotificationChanges(base, changes);
      const [only] = changes.updated;
      if (changes.created.length === 0 && changes.updated.length === 1 && only) stream.event(notificationStreamEvents.updated, only);
      else if (changes.created.length > 0 || changes.updated.length > 1) stream.event(notificationStreamEvents.list, list);
    };

    const onPush = (push: FeedPush) => {
      if (reading) {
        if (push.ok) arrivedWhileReading.push(push.changes);
        else lostWhileReading = true;
        return;
      }
      if (!push.ok) {
        list = null; // the page no longer matches the database: read it whole next time
        stream.event(notificationStreamEvents.error, { message: 'Could not load notifications' });
        return;
      }
      if (list) sendChanges(list, push.changes);
      else void sendList();
    };

    const unsubscribe = shared.feed.subscribe(account.id, onPush);
    const heartbeat = setInterval(() => stream.comment('heartbeat'), heartbeatMs);
    let live: LiveSubscription | null = null;
    let ended = false;
    let unwatchSession = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      unwatchSession();
      clearInterval(heartbeat);
      unsubscribe();
      live?.remove();
      admission.release();
      shared.openStreams.delete(stream);
      stream.end();
    };
    replace = () => {
      stream.retry(replacedRetryMs);
      stream.event(notificationStreamEvents.closed, { reason: 'replaced' });
      end();
    };
    request.raw.on('close', end);
    // Signed out (here or on another device), revoked or expired: the stream ends, so nothing more
    // reaches a device whose session is over. EventSource then asks again and gets 401, which stops it.
    unwatchSession = shared.sessions.watch({ token, accountId: account.id, expiresAt: session.expiresAt, end }, since);

    // Live messages of the events the account belongs to; without them the stream still serves
    // notifications. A change of who may follow an event, applied during the read, may be older
    // or newer than what the read saw: then read again. The first list goes out only once the
    // stream has joined (both reads run side by side): a client takes that list as "connected",
    // and a change it makes or hears of right after must reach it.
    live = deps.live.streams.add(
      {
        accountId: account.id,
        send: (frame) => stream.frame(frame),
        resync: () => stream.event(notificationStreamEvents.liveResync, {}),
      },
      [],
    );
    const joinLive = async () => {
      let eventIds: string[] = [];
      try {
        for (let attempt = 0; attempt < 3 && live; attempt += 1) {
          const generation = deps.live.streams.accessGeneration;
          eventIds = await accountEventIds(deps.db, account.id);
          live?.setEventIds(eventIds);
          if (deps.live.streams.accessGeneration === generation) break;
        }
      } catch (error) {
        request.log.error({ err: error }, 'Notification stream could not read the events for live messages');
      }
      // An open stream is an open app whose person may act any moment (a room voting at once):
      // their session and access are remembered now, not read on the path of their first request.
      // Before the first list, so "connected" means ready. Only a head start: failing costs nothing.
      try {
        if (!ended) await shared.readers.warm(token, eventIds);
      } catch (error) {
        request.log.warn({ err: error }, 'Notification stream could not remember its session and access');
      }
    };
    await sendList(joinLive());
    // Established: from here the stream is one of the account's capped streams, no longer a
    // request in flight (opening one counts, so a burst of opens waits its turn like any request).
    releaseInFlight(request);
  });
}
