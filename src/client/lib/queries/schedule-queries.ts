import { queryOptions } from '@tanstack/react-query';
import { loadTrpcClient } from '../load-trpc.ts';
import { contractProcedures, procedureKey } from '../contract-procedures.ts';

// The `schedule` router's queries. The attendee's schedule and agenda come with the event pack
// (lib/event-pack); only the public embed reads through the query cache.

/** The published schedule for /schedule/embed: no sign-in, nothing private (schedule.public). */
export function publicScheduleQuery(eventId: string) {
  return queryOptions({
    queryKey: procedureKey('schedule.public', { eventId }),
    queryFn: async ({ signal }) => contractProcedures(await loadTrpcClient()).schedule.public.query({ eventId }, { signal }),
    // An embed is read by visitors of the organizer's site: refresh now and then. Never saved on
    // their device: an event made private must stop showing at the next load.
    staleTime: 5 * 60_000,
    meta: { persist: false },
  });
}
