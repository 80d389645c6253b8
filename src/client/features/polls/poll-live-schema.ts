import * as z from 'zod/mini';
import type { PollLive } from '#shared/contracts/polls.ts';

// The twin of the shared pollLiveSchema: live `data` arrives unchecked from the stream.
export const pollLiveSchema: z.ZodMiniType<PollLive> = z.object({
  pollId: z.string(),
  state: z.enum(['open', 'closed', 'scheduled']),
  results: z.nullable(z.object({ voters: z.number(), votes: z.record(z.string(), z.number()) })),
  revisedAt: z.optional(z.number()),
});
