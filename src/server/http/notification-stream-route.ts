import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import type { ServerDeps } from '../deps.ts';
import type { BusMessage } from '../services/notifications/notification-bus.ts';
import { findOwnNotification, listNotifications } from '../services/notifications/list-notifications.ts';
import { resolveRequestAccount } from './request-account.ts';
import { SseWriter } from './sse-writer.ts';

const heartbeatMs = 25_000;
const reconnectDelayMs = 5_000;
const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * GET /api/notifications/stream: Server-Sent Events for the signed-in account (cookie,
 * since EventSource cannot send headers). Sends `notifications` (the first page) on
 * connect and whenever a notification is created, `notification.updated` when one
 * changes, `notifications.error` when the list cannot be read.
 * The reply is hijacked (STACK.md gotcha 8), so Fastify's hooks do not send headers for us.
 */
export function registerNotificationStreamRoute(app: FastifyInstance, deps: ServerDeps, openStreams: Set<SseWriter>): void {
  app.get('/api/notifications/stream', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid query' });
    const { account } = await resolveRequestAccount(deps, request);
    // A 401 (not an error event) makes EventSource stop instead of reconnecting forever.
    if (!account) return reply.code(401).send({ error: 'Please sign in to continue' });

    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no', // nginx: do not buffer the stream
    });
    const stream = new SseWriter(reply.raw);
    openStreams.add(stream);
    stream.retry(reconnectDelayMs);
    const page = { limit: query.data.limit, offset: 0 };

    const sendList = async () => {
      try {
        stream.event(notificationStreamEvents.list, await listNotifications(deps.db, account.id, page));
      } catch (error) {
        request.log.error({ err: error }, 'Notification stream could not read the list');
        stream.event(notificationStreamEvents.error, { message: 'Could not load notifications' });
      }
    };
    const onMessage = (message: BusMessage) => {
      if (message.type === 'created') return void sendList();
      findOwnNotification(deps.db, account.id, message.notificationId)
        .then((item) => item && stream.event(notificationStreamEvents.updated, item))
        .catch((error: unknown) => request.log.error({ err: error }, 'Notification stream could not read an update'));
    };

    const unsubscribe = deps.bus.subscribe(account.id, onMessage);
    const heartbeat = setInterval(() => stream.comment('heartbeat'), heartbeatMs);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(stream);
      stream.end();
    });
    await sendList();
  });
}
