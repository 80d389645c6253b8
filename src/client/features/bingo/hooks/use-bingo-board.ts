import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { bingoBoardQuery } from '#client/lib/queries/bingo-queries.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

// The message the server's bingo live renderer sends (services/bingo/bingo-live.ts: the card's
// completions), checked in zod/mini so the console loads no classic zod.
const liveSchema = z.object({
  cardId: z.string(),
  completions: z.array(z.object({ accountId: z.string(), name: z.string(), kind: z.enum(['line', 'card']), completedAt: z.number() })),
});

/** The console's board, with completions replaced live as players complete lines and cards. */
export function useBingoBoard(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const options = bingoBoardQuery(trpc, eventId);
  const query = useQuery(options);
  useLiveMessages(eventId, 'bingo', {
    onMessage: ({ data }) => {
      const parsed = liveSchema.safeParse(data);
      if (!parsed.success) return;
      queryClient.setQueryData(options.queryKey, (old) => (old ? { ...old, completions: parsed.data.completions } : old));
      // New fills come with a completion: read the list of fills again too.
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });
  return query;
}
