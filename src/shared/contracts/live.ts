import { z } from 'zod';

/** What can change live on an event's pages; each feature's service renders its own topic. */
export const liveTopics = ['posts', 'polls', 'questions', 'feedback'] as const;
export type LiveTopic = (typeof liveTopics)[number];

/**
 * The `live` event of the notification stream: the latest state of one thing (`key`, e.g. a poll
 * id) of one topic of one event. `data` is the topic's own shape: each feature validates it.
 */
export const liveMessageSchema = z.object({
  eventId: z.string(),
  topic: z.enum(liveTopics),
  key: z.string(),
  data: z.unknown(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;
