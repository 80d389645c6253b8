import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import type { LiveTopic } from '#shared/contracts/live.ts';

/**
 * A `live` message as the exact bytes of one Server-Sent Event on the notification stream, made
 * once and written as is to every stream it is for: with thousands of streams, building the text
 * and encoding it per stream would cost more than the writes. JSON never holds a raw line break, so one
 * data line is always enough.
 */
export function liveFrame(change: { eventId: string; topic: LiveTopic; key: string }, data: unknown): Buffer {
  const json = JSON.stringify({ eventId: change.eventId, topic: change.topic, key: change.key, data });
  return Buffer.from(`event: ${notificationStreamEvents.live}\ndata: ${json}\n\n`);
}
