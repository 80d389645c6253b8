import type { FastifyInstance } from 'fastify';
import type { PgListener } from '../db/pg-listener.ts';
import type { ServerDeps } from '../deps.ts';
import type { FeedReaders } from '../services/event-feeds/feed-readers.ts';
import { findOwnNotifications } from '../services/notifications/list-notifications.ts';
import { createNotificationFeed } from '../services/notifications/notification-feed.ts';
import { createStreamRegistry } from '../services/notifications/stream-registry.ts';
import { watchStreamSessions } from '../services/notifications/stream-sessions.ts';
import { registerNotificationReadRoute } from './notification-read-route.ts';
import { registerNotificationStreamRoute } from './notification-stream-route.ts';
import type { SseWriter } from './sse-writer.ts';

// Changes this close together reach a stream as one push: a burst (an import notifying one
// person many times, "mark all read") costs one read and one event, and still feels instant.
const coalesceMs = 150;

/**
 * The plain (non-tRPC) notification routes, in their own scope: neither takes a body,
 * so a client that sends `content-type: application/json` with an empty PATCH body
 * is accepted instead of failing on Fastify's strict JSON parser.
 */
export async function registerNotificationRoutes(scope: FastifyInstance, deps: ServerDeps, openStreams: Set<SseWriter>, listener: PgListener, readers: Pick<FeedReaders, 'warm'>): Promise<void> {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  const feed = createNotificationFeed({
    bus: deps.bus,
    read: (accountId, ids) => findOwnNotifications(deps.db, accountId, ids),
    coalesceMs,
    onReadError: (error) => deps.log.error({ err: error }, 'Notification streams could not read the changed notifications'),
  });
  const registry = createStreamRegistry({
    perAccount: deps.env.NOTIFICATION_STREAMS_PER_ACCOUNT,
    perAddress: deps.env.NOTIFICATION_STREAMS_PER_IP,
  });
  const sessions = await watchStreamSessions(deps, listener);
  scope.addHook('onClose', async () => {
    feed.close();
    sessions.close();
  });
  const shared = { feed, registry, sessions, openStreams, readers };
  registerNotificationStreamRoute(scope, deps, shared);
  registerNotificationReadRoute(scope, deps);
}
