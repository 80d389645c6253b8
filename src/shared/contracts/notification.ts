import { z } from 'zod';

/** The notification payload; every part optional. */
export const notificationPayloadSchema = z.object({
  title: z.string().optional(),
  body: z.string().optional(),
  programTitle: z.string().optional(),
  programUrl: z.string().optional(),
  eventId: z.string().optional(),
  programId: z.union([z.string(), z.number()]).optional(),
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
  deliveredAt: z.number().nullable().optional(),
  topicName: z.string(),
  payload: notificationPayloadSchema.nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The `notifications` stream event carries items, total and page. */
export const notificationsStreamPayload = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.object({ limit: z.number().int(), offset: z.number().int() }),
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
