import { queryOptions } from '@tanstack/react-query';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { pendingProcedures, procedureKey } from '#client/lib/pending-procedures.ts';

/** The published schedule for /schedule/embed: no sign-in, nothing private (schedule.public). */
export function publicScheduleQuery(eventId: string) {
  return queryOptions({
    queryKey: procedureKey('schedule.public', { eventId }),
    queryFn: async ({ signal }) => pendingProcedures(await loadTrpcClient()).schedule.public.query({ eventId }, { signal }),
    // An embed is read by visitors of the organizer's site: refresh now and then.
    staleTime: 5 * 60_000,
  });
}
