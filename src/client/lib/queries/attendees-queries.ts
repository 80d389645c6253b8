import { queryOptions } from '@tanstack/react-query';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import { loadTrpcClient } from '../load-trpc.ts';
import { contractProcedures, procedureKey } from '../contract-procedures.ts';

// The `attendees` router's queries, called through the contract view (contract-procedures.ts).
// The directory itself comes with the event pack (lib/event-pack), not from the query cache.

/** One attendee's page (bio, links, their sessions, our connection): online, then cached. */
export function attendeeDetailQuery(eventId: string, attendeeId: string) {
  return queryOptions({
    queryKey: procedureKey('attendees.detail', { eventId, attendeeId }),
    queryFn: async ({ signal }): Promise<AttendeeDetail> =>
      contractProcedures(await loadTrpcClient()).attendees.detail.query({ eventId, attendeeId }, { signal }),
    staleTime: 60_000,
  });
}
