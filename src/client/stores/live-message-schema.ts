import * as z from 'zod/mini';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { liveTopics } from '#shared/rules/live-topics.ts';

// zod/mini twin of #shared/contracts/live.ts for the stream's `live` event (a network edge).
export const liveMessageSchema = z.object({
  eventId: z.string(),
  topic: z.enum(liveTopics),
  key: z.string(),
  data: z.unknown(),
}) satisfies z.ZodMiniType<LiveMessage>;
