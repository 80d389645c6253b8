import * as z from 'zod/mini';
import type { AppNotification, NotificationsStreamPayload, notificationStreamEvents as contractEvents } from '#shared/contracts/notification.ts';

// zod/mini twins of src/shared/contracts/notification.ts, for the stream events (a network
// edge): the page does not load classic zod. tests/client/lib/zod-twins.test.ts keeps them in step.
const notificationPayloadSchema = z.object({
  title: z.optional(z.string()),
  body: z.optional(z.string()),
  programTitle: z.optional(z.string()),
  programUrl: z.optional(z.string()),
  eventId: z.optional(z.string()),
  programId: z.optional(z.union([z.string(), z.number()])),
});

export const notificationSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  archive: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  timestamp: z.number(),
  deliveredAt: z.optional(z.nullable(z.number())),
  topicName: z.string(),
  payload: z.nullable(notificationPayloadSchema),
}) satisfies z.ZodMiniType<AppNotification>;

export const notificationsStreamPayload = z.object({
  items: z.array(notificationSchema),
  total: z.int(),
  page: z.object({ limit: z.int(), offset: z.int() }),
}) satisfies z.ZodMiniType<NotificationsStreamPayload>;

/** The stream's event names (the contract's notificationStreamEvents). */
export const notificationStreamEvents = {
  list: 'notifications',
  error: 'notifications.error',
  updated: 'notification.updated',
  closed: 'notifications.closed',
  live: 'live',
  liveResync: 'live.resync',
} as const satisfies typeof contractEvents;
