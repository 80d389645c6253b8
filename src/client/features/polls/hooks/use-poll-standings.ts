import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pollLiveSchema } from '#shared/contracts/poll-live.ts';
import type { PollStandings } from '#shared/contracts/polls.ts';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { pollStandingsQuery } from '#client/lib/queries/polls-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * The viewer's standings, with live messages laid over them: a poll's state and, for viewers
 * allowed to see them, its counts. A message about a poll this page does not know yet (just
 * created) or a new state refreshes the event pack, which holds the definitions.
 */
export function usePollStandings(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const options = pollStandingsQuery(trpc, eventId);
  const query = useQuery(options);
  useLiveMessages(eventId, 'polls', {
    onMessage({ data }) {
      const parsed = pollLiveSchema.safeParse(data);
      if (!parsed.success) return;
      const live = parsed.data;
      const current = queryClient.getQueryData<PollStandings>(options.queryKey);
      const known = current?.standings.find((standing) => standing.pollId === live.pollId);
      if (!current || !known) {
        refreshPack(eventId, { force: true });
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
        return;
      }
      // A new state, or an edit (another revision): the definitions in the pack are out of date.
      const revised = live.revisedAt !== undefined && known.revisedAt !== undefined && live.revisedAt !== known.revisedAt;
      if (known.state !== live.state || revised) refreshPack(eventId, { force: true });
      queryClient.setQueryData<PollStandings>(options.queryKey, {
        ...current,
        standings: current.standings.map((standing) =>
          // Counts are only ever sent to viewers allowed to see them; a message without counts
          // (sent before this viewer's own vote was counted) keeps what they already see.
          standing.pollId === live.pollId ? { ...standing, state: live.state, results: live.results ?? standing.results, revisedAt: live.revisedAt ?? standing.revisedAt } : standing,
        ),
      });
    },
    onResync() {
      refreshPack(eventId, { force: true });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  return query;
}
