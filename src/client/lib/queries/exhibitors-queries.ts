import type { Trpc } from '../trpc.ts';

// The `exhibitors` router's queries. The stands themselves come with the event pack (the shared
// feed); these are what differs per person.

/** Every stand, from the server: the console edits from it (attendees read the event pack). */
export function exhibitorListQuery(trpc: Trpc, eventId: string) {
  return trpc.exhibitors.list.queryOptions({ eventId }, { staleTime: 0 });
}

/** My "to visit" marks and the stands I staff: kept on the device so the list opens offline with them. */
export function exhibitorStandingQuery(trpc: Trpc, eventId: string) {
  return trpc.exhibitors.standing.queryOptions({ eventId }, { staleTime: 0 });
}

/** The stands that scanned me. */
export function scannedMeQuery(trpc: Trpc, eventId: string) {
  return trpc.exhibitors.scannedMe.queryOptions({ eventId }, { staleTime: 0 });
}

/** A stand's leads (its team only). Not kept on the device: other people's details. */
export function leadsQuery(trpc: Trpc, eventId: string, exhibitorId: string) {
  return trpc.exhibitors.leads.queryOptions({ eventId, exhibitorId }, { staleTime: 0, meta: { persist: false } });
}

/** Exhibitor-role people and who is on the stand's team (organizers and the team). */
export function exhibitorTeamQuery(trpc: Trpc, eventId: string, exhibitorId: string) {
  return trpc.exhibitors.team.queryOptions({ eventId, exhibitorId }, { staleTime: 0 });
}

/** The leads' CSV, fetched when the team presses Export (never kept: other people's details). */
export function leadsCsvQuery(trpc: Trpc, eventId: string, exhibitorId: string) {
  return trpc.exhibitors.exportLeads.queryOptions({ eventId, exhibitorId }, { staleTime: 0, gcTime: 0, meta: { persist: false } });
}

/** Account → directory entry of the event's members (ids only): kept on the device, so a scanned code is named offline. */
export function leadMembersQuery(trpc: Trpc, eventId: string, exhibitorId: string) {
  return trpc.exhibitors.leadMembers.queryOptions({ eventId, exhibitorId }, { staleTime: 5 * 60_000 });
}
