import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';

/**
 * What the server answered for queued scans: the card is read again (refusals need nothing more:
 * their outbox entries stay, failed, with the reason, and the tiles show them).
 */
export function useBingoResults(eventId: string): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  useEffect(() => subscribeOutboxResults('bingo.fill', () => void queryClient.invalidateQueries({ queryKey: trpc.bingo.card.queryKey({ eventId }) })), [trpc, queryClient, eventId]);
}
