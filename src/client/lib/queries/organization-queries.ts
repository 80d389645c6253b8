import type { Trpc } from '../trpc.ts';

// The `organization` router's queries. Public pages and my own organizations stay fresh for a
// minute; what others answer (members, invitations) is asked again on every visit while the
// saved copy shows.

export function organizationByHandleQuery(trpc: Trpc, handle: string) {
  return trpc.organization.byHandle.queryOptions({ handle: handle.toLowerCase() }, { staleTime: 60_000 });
}

export function organizationEventsQuery(trpc: Trpc, handle: string) {
  return trpc.organization.events.queryOptions({ handle: handle.toLowerCase() }, { staleTime: 60_000 });
}

/** Invitations get answered elsewhere: refreshed on every visit (the saved list shows meanwhile). */
export function organizationMembersQuery(trpc: Trpc, organizationId: string) {
  return trpc.organization.members.queryOptions({ organizationId }, { staleTime: 0 });
}

/** My organizations: the organizer panel, and where a new event or organization can go. */
export function myOrganizationsQuery(trpc: Trpc) {
  return trpc.organization.mine.queryOptions(undefined, { staleTime: 60_000 });
}

export function myInvitationsQuery(trpc: Trpc) {
  return trpc.organization.myInvitations.queryOptions(undefined, { staleTime: 0 });
}

/** An answered invitation changes state: always ask again when the page opens. */
export function invitationByTokenQuery(trpc: Trpc, token: string) {
  return trpc.organization.invitationByToken.queryOptions({ token }, { staleTime: 0, retry: false });
}
