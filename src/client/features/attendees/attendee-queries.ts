import { queryOptions } from '@tanstack/react-query';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { contractProcedures, procedureKey } from '#client/lib/contract-procedures.ts';

const procedures = async () => contractProcedures(await loadTrpcClient());

/** One attendee's page (bio, links, their sessions, our connection): online, then cached. */
export function attendeeDetailQuery(eventId: string, attendeeId: string) {
  return queryOptions({
    queryKey: procedureKey('attendees.detail', { eventId, attendeeId }),
    queryFn: async ({ signal }): Promise<AttendeeDetail> => (await procedures()).attendees.detail.query({ eventId, attendeeId }, { signal }),
    staleTime: 60_000,
  });
}

type Connection = AttendeeDetail['connection'];

/** The server answers with where the connection now stands (an earlier request of theirs makes it connected). */
export async function requestConnection(eventId: string, attendeeId: string): Promise<Connection> {
  return (await (await procedures()).attendees.connect.mutate({ eventId, attendeeId })).connection;
}

export async function answerConnection(eventId: string, attendeeId: string, accept: boolean): Promise<Connection> {
  return (await (await procedures()).attendees.answerConnect.mutate({ eventId, attendeeId, accept })).connection;
}
