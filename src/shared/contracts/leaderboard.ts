import * as z from 'zod/mini';

// The activities leaderboard, written in zod/mini: the page checks the live leaderboard (topic
// 'activities', key 'leaderboard') with this very schema, and must not load classic zod. The
// classic activities contract answers activities.leaderboard with it too (activities.ts re-exports it).

const leaderboardEntrySchema = z.object({
  rank: z.number().check(z.int(), z.minimum(1)),
  /** Null for those who chose to appear as anonymous. */
  name: z.nullable(z.string()),
  points: z.number().check(z.int()),
  me: z.boolean(),
});
export const leaderboardSchema = z.object({ entries: z.array(leaderboardEntrySchema), players: z.number().check(z.int()) });
export type Leaderboard = z.infer<typeof leaderboardSchema>;
