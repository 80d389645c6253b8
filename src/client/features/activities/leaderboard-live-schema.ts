import * as z from 'zod/mini';
import type { Leaderboard } from '#shared/contracts/activities.ts';

// The twin of the shared leaderboardSchema: live `data` arrives unchecked from the stream.
export const leaderboardLiveSchema: z.ZodMiniType<Leaderboard> = z.object({
  entries: z.array(z.object({ rank: z.int().check(z.minimum(1)), name: z.nullable(z.string()), points: z.int(), me: z.boolean() })),
  players: z.int(),
});
