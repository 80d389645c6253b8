import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import type { BingoScanPayload } from '#client/offline/bingo-outbox-ops.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { recordBingoRefusal } from '../stores/bingo-refusals.ts';

/** What the server answered for queued scans: refusals onto their tiles, then the card read again. */
export function useBingoResults(eventId: string): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeOutboxResults('bingo.fill', (results) => {
        for (const result of results) {
          const payload = result.payload as Partial<BingoScanPayload> | null;
          if (result.outcome === 'rejected' && payload?.eventId === eventId && payload.tileId) recordBingoRefusal(payload.tileId, result.message);
        }
        void queryClient.invalidateQueries({ queryKey: trpc.bingo.card.queryKey({ eventId }) });
      }),
    [trpc, queryClient, eventId],
  );
}
