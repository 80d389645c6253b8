import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import type { RosterApi } from '../stores/roster-sync.ts';

// The roster lives in IndexedDB (stores/device-storage.ts), not in the query cache: a
// 5,000-person roster must not be rewritten with the cache on every change. The reads still
// go through tRPC's query options (one source for keys and types) and are dropped at once.
const oneShot = { staleTime: 0, gcTime: 0, retry: 1, networkMode: 'always' } as const;

export function useRosterApi(): RosterApi {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  // Never paused offline: registering is tried again at the next poll, not queued.
  const { mutateAsync: registerDevice } = useMutation({ ...trpc.checkIn.registerDevice.mutationOptions(), networkMode: 'always', retry: false });
  return useMemo(
    () => ({
      roster: (input) => queryClient.fetchQuery({ ...trpc.checkIn.roster.queryOptions(input), ...oneShot }),
      changes: (input) => queryClient.fetchQuery({ ...trpc.checkIn.changes.queryOptions(input), ...oneShot }),
      registerDevice,
    }),
    [trpc, queryClient, registerDevice],
  );
}
