import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { rosterChangesQuery, rosterQuery } from '#client/lib/queries/check-in-queries.ts';
import type { RosterApi } from '../stores/roster-sync.ts';

export function useRosterApi(): RosterApi {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  // Never paused offline: registering is tried again at the next poll, not queued.
  const { mutateAsync: registerDevice } = useMutation({ ...trpc.checkIn.registerDevice.mutationOptions(), networkMode: 'always', retry: false });
  return useMemo(
    () => ({
      roster: (input) => queryClient.fetchQuery(rosterQuery(trpc, input)),
      changes: (input) => queryClient.fetchQuery(rosterChangesQuery(trpc, input)),
      registerDevice,
    }),
    [trpc, queryClient, registerDevice],
  );
}
