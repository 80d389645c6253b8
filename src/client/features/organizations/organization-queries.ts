import type { Trpc } from '#client/lib/trpc.ts';

// One place for the organization queries: the route loaders and the components share them.
const fresh = { staleTime: 60_000 } as const;

export function organizationByHandleQuery(trpc: Trpc, handle: string) {
  return trpc.organization.byHandle.queryOptions({ handle: handle.toLowerCase() }, fresh);
}

export function organizationEventsQuery(trpc: Trpc, handle: string) {
  return trpc.organization.events.queryOptions({ handle: handle.toLowerCase() }, fresh);
}

export function organizationMembersQuery(trpc: Trpc, organizationId: string) {
  // Invitations get answered elsewhere: refreshed on every visit (the saved list shows meanwhile).
  return trpc.organization.members.queryOptions({ organizationId }, { staleTime: 0 });
}

export function myOrganizationsQuery(trpc: Trpc) {
  return trpc.organization.mine.queryOptions(undefined, fresh);
}

export function myInvitationsQuery(trpc: Trpc) {
  return trpc.organization.myInvitations.queryOptions(undefined, { staleTime: 0 });
}

export function invitationByTokenQuery(trpc: Trpc, token: string) {
  // An answered invitation changes state: always ask again when the page opens.
  return trpc.organization.invitationByToken.queryOptions({ token }, { staleTime: 0, retry: false });
}

export function managedEventsQuery(trpc: Trpc) {
  return trpc.eventAdmin.mine.queryOptions(undefined, fresh);
}
