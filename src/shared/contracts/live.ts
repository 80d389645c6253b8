import { z } from 'zod';
import { liveTopics } from '../rules/live-topics.ts';

export { liveTopics, type LiveTopic } from '../rules/live-topics.ts';

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
