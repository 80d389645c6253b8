import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Connection, ConnectionScanResult } from '#shared/contracts/connections.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { upsertConnection } from '../connection-list.ts';

/**
 * Writes what the server answered for queued scans and notes into the cached list, so the pages
 * show it at once (and offline later) without another request.
 */
export function useConnectionResults(): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  useEffect(() => {
    const listKey = trpc.connection.list.queryKey();
    const apply = (connection: Connection | null | undefined) => {
      if (!connection) return;
      queryClient.setQueryData(listKey, (old) => (old ? { connections: upsertConnection(old.connections, connection) } : old));
    };
    const offCreate = subscribeOutboxResults('connection.create', (results) => {
      for (const result of results) apply((result.detail as ConnectionScanResult | undefined)?.connection);
    });
    const offNote = subscribeOutboxResults('connection.note', (results) => {
      for (const result of results) apply(result.detail as Connection | undefined);
    });
    return () => {
      offCreate();
      offNote();
    };
  }, [trpc, queryClient]);
}
