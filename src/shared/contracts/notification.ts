import * as z from 'zod/mini';

// Written in zod/mini: the page checks the notification stream's events with these very schemas,
// and must not load classic zod.

/** The notification payload; every part optional. */
const notificationPayloadSchema = z.object({
  title: z.optional(z.string()),
  body: z.optional(z.string()),
  programTitle: z.optional(z.string()),
  programUrl: z.optional(z.string()),
  eventId: z.optional(z.string()),
  programId: z.optional(z.union([z.string(), z.number()])),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  archive: z.boolean(),
  /** Unix seconds or milliseconds (senders use either); see createdAtToMillis. */
  createdAt: z.number(),
  updatedAt: z.number(),
  timestamp: z.number(),
  deliveredAt: z.optional(z.nullable(z.number())),
  topicName: z.string(),
  payload: z.nullable(notificationPayloadSchema),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The `notifications` stream event carries items, total and page. */
export const notificationsStreamPayload = z.object({
  items: z.array(notificationSchema),
  total: z.int(),
  page: z.object({ limit: z.int(), offset: z.int() }),
});
export type NotificationsStreamPayload = z.infer<typeof notificationsStreamPayload>;

export const notificationStreamEvents = {
  list: 'notifications',
  error: 'notifications.error',
  updated: 'notification.updated',
  /** The server closed this stream because a newer one of the same account took its place. */
  closed: 'notifications.closed',
  /** The latest state of something on an event's pages (#shared/contracts/live.ts). */
  live: 'live',
  /** Live messages may have been missed (the server lost its LISTEN connection): refetch. */
  liveResync: 'live.resync',
} as const;
