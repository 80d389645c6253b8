import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';

/** When a queued photo reaches the server (in this tab or another), the album and the overlay catch up. */
export function useUploadResults(eventId: string): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeOutboxResults('album.add', (results) => {
        if (!results.some((result) => result.outcome !== 'rejected')) return;
        void queryClient.invalidateQueries({ queryKey: trpc.album.overlay.queryKey({ eventId }) });
        refreshPack(eventId, { force: true });
      }),
    [eventId, queryClient, trpc],
  );
}
