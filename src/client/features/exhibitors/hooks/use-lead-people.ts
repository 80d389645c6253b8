import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePackStore } from '#client/lib/event-pack/pack-store.ts';
import { leadMembersQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { identifyLeadCode, type LeadPerson } from '../lead-person.ts';

/** Whose code a scanned text is, from the team's saved members index and the event pack's directory (offline too). */
export function useLeadPeople(eventId: string, exhibitorId: string): (code: string) => LeadPerson {
  const trpc = useTrpc();
  const members = useQuery(leadMembersQuery(trpc, eventId, exhibitorId)).data?.members;
  const directory = usePackStore((state) => state.packs[eventId]?.directory?.people);
  return useCallback((code: string) => identifyLeadCode(code, members, directory), [members, directory]);
}
