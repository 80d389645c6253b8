import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '#shared/contracts/organization.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** Organization writes; each refreshes what it changes (the page, my organizations, members, invitations). */
export function useOrganizationMutations() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onOrganization = (organization: Organization) => {
    queryClient.setQueryData(trpc.organization.byHandle.queryKey({ handle: organization.handle }), organization);
    void queryClient.invalidateQueries(trpc.organization.mine.pathFilter());
  };
  const refreshMembers = () => queryClient.invalidateQueries(trpc.organization.members.pathFilter());
  const afterAnswer = () => {
    void queryClient.invalidateQueries(trpc.organization.myInvitations.pathFilter());
    void queryClient.invalidateQueries(trpc.organization.invitationByToken.pathFilter());
    void queryClient.invalidateQueries(trpc.organization.byHandle.pathFilter());
    void queryClient.invalidateQueries(trpc.organization.events.pathFilter());
    void queryClient.invalidateQueries(trpc.organization.mine.pathFilter());
    void queryClient.invalidateQueries(trpc.eventAdmin.mine.pathFilter());
  };
  return {
    create: useMutation(trpc.organization.create.mutationOptions({ onSuccess: onOrganization })),
    update: useMutation(trpc.organization.update.mutationOptions({ onSuccess: onOrganization })),
    invite: useMutation(trpc.organization.invite.mutationOptions({ onSuccess: refreshMembers })),
    changeRole: useMutation(trpc.organization.changeRole.mutationOptions({ onSuccess: refreshMembers })),
    removeMember: useMutation(trpc.organization.removeMember.mutationOptions({ onSuccess: refreshMembers })),
    leave: useMutation(trpc.organization.leave.mutationOptions({ onSuccess: afterAnswer })),
    accept: useMutation(trpc.organization.acceptInvitation.mutationOptions({ onSuccess: afterAnswer })),
    decline: useMutation(trpc.organization.declineInvitation.mutationOptions({ onSuccess: afterAnswer })),
  };
}
