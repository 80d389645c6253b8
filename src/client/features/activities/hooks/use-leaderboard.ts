import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leaderboardSchema, type Leaderboard } from '#shared/contracts/leaderboard.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { activityLeaderboardQuery } from '#client/lib/queries/activities-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * The leaderboard, live while online: a message carries the top for everyone, so this page keeps
 * its own row (marked from its own query) where the top does not reach it.
 */
export function useLeaderboard(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const options = activityLeaderboardQuery(trpc, eventId);
  const query = useQuery(options);
  useLiveMessages(eventId, 'activities', {
    onMessage({ data }) {
      const parsed = leaderboardSchema.safeParse(data);
      if (!parsed.success) return;
      const current = queryClient.getQueryData<Leaderboard>(options.queryKey);
      const myRow = current?.entries.find((entry) => entry.me);
      // My row in the top is the one with my rank and points (an anonymous row has no name to match).
      const top = parsed.data.entries.map((entry) => (myRow && entry.rank === myRow.rank && entry.points === myRow.points && entry.name === myRow.name ? { ...entry, me: true } : entry));
      const mineShown = top.some((entry) => entry.me);
      queryClient.setQueryData<Leaderboard>(options.queryKey, { players: parsed.data.players, entries: mineShown || !myRow ? top : [...top, myRow] });
      // My own points may have moved: ask for my row again.
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  return query;
}
