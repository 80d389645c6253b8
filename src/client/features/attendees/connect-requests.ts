import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { contractProcedures } from '#client/lib/contract-procedures.ts';

type Connection = AttendeeDetail['connection'];

const procedures = async () => contractProcedures(await loadTrpcClient());

/** The server answers with where the connection now stands (an earlier request of theirs makes it connected). */
export async function requestConnection(eventId: string, attendeeId: string): Promise<Connection> {
  return (await (await procedures()).attendees.connect.mutate({ eventId, attendeeId })).connection;
}

export async function answerConnection(eventId: string, attendeeId: string, accept: boolean): Promise<Connection> {
  return (await (await procedures()).attendees.answerConnect.mutate({ eventId, attendeeId, accept })).connection;
}
