import type { Agenda, Schedule } from '#shared/contracts/schedule.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import { loadTrpcClient } from '../load-trpc.ts';
import { contractProcedures } from '../contract-procedures.ts';
import type { TrpcClient } from '../trpc.ts';

/** The reads (and the one write) an event pack needs; the app builds it from tRPC, tests from fakes. */
export interface EventPackApi {
  schedule(input: { eventId: string; since?: number }): Promise<Schedule>;
  directory(input: { eventId: string; since?: number }): Promise<Directory>;
  matches(input: { eventId: string }): Promise<{ matches: Match[]; computedAt: number }>;
  agenda(input: { eventId: string }): Promise<Agenda>;
  dismissMatch(input: { eventId: string; attendeeId: string }): Promise<unknown>;
}

export function createPackApi(getClient: () => Promise<TrpcClient> = loadTrpcClient): EventPackApi {
  const api = async () => contractProcedures(await getClient());
  return {
    schedule: async (input) => (await api()).schedule.get.query(input),
    directory: async (input) => (await api()).attendees.directory.query(input),
    matches: async (input) => (await api()).matches.list.query(input),
    agenda: async (input) => (await api()).schedule.agenda.query(input),
    dismissMatch: async (input) => (await api()).matches.dismiss.mutate(input),
  };
}
