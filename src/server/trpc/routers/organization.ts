import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { eventSchema } from '#shared/contracts/event.ts';
import {
  invitationTokenInput,
  inviteOrganizationMemberInput,
  organizationHandleInput,
  organizationIdInput,
  organizationInput,
  organizationInvitationListSchema,
  organizationInvitationSchema,
  organizationListSchema,
  organizationMemberInput,
  organizationMemberRoleInput,
  organizationMemberSchema,
  organizationMembersResult,
  organizationSchema,
  organizationUpdateInput,
} from '#shared/contracts/organization.ts';
import { loadOrganizationAccess } from '../../services/access/organization-access.ts';
import {
  organizationNotFoundMessage,
  requireOrganization,
  requireOrganizationPermission,
} from '../../services/access/require-access.ts';
import { deliverAfterCommit } from '../../services/mail-delivery.ts';
import { inviteOrganizationMember } from '../../services/organizations/invite-organization-member.ts';
import {
  acceptOrganizationInvitation,
  declineOrganizationInvitation,
  listMyOrganizationInvitations,
  readInvitationByToken,
} from '../../services/organizations/organization-invitation-answers.ts';
import { toOrganizationDto } from '../../services/organizations/organization-dto.ts';
import { changeOrganizationRole, removeOrganizationMember } from '../../services/organizations/organization-membership.ts';
import { listMyOrganizations, listOrganizationEvents } from '../../services/organizations/list-organizations.ts';
import { listOpenOrganizationInvitations, listOrganizationMembers } from '../../services/organizations/list-organization-members.ts';
import { createOrganization, updateOrganization } from '../../services/organizations/save-organization.ts';
import { themeWarning } from '../event-dto-for.ts';
import { router } from '../init.ts';
import { authedProcedure, publicProcedure } from '../procedures.ts';

const okOutput = z.object({ ok: z.literal(true) });

export const organizationRouter = router({
  /** Any signed-in account may start an organization; it becomes its owner. CONFLICT on a taken handle. */
  create: authedProcedure
    .input(organizationInput)
    .output(organizationSchema)
    .mutation(async ({ ctx, input }) => toOrganizationDto(await createOrganization(ctx.deps, ctx.account.id, input), 'owner')),

  update: authedProcedure
    .input(organizationUpdateInput)
    .output(organizationSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requireOrganizationPermission(ctx, input.id, 'Organization::Organization::Update');
      return toOrganizationDto(await updateOrganization(ctx.deps, ctx.account.id, access.organization, input), access.role);
    }),

  /** The public page (/org/{handle}); myRole is null for visitors. */
  byHandle: publicProcedure
    .input(organizationHandleInput)
    .output(organizationSchema)
    .query(async ({ ctx, input }) => {
      const access = await loadOrganizationAccess(ctx.deps.db, { handle: input.handle }, ctx.account?.id ?? null);
      if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: organizationNotFoundMessage });
      return toOrganizationDto(access.organization, access.role);
    }),

  /** Published events for visitors; every event for the organization's members. */
  events: publicProcedure
    .input(organizationHandleInput)
    .output(z.object({ items: z.array(eventSchema) }))
    .query(async ({ ctx, input }) => {
      const access = await loadOrganizationAccess(ctx.deps.db, { handle: input.handle }, ctx.account?.id ?? null);
      if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: organizationNotFoundMessage });
      const items = await listOrganizationEvents(ctx.deps.db, {
        organizationId: access.organization.id,
        accountId: ctx.account?.id ?? null,
        now: ctx.deps.clock.now(),
        warn: themeWarning(ctx),
      });
      return { items };
    }),

  mine: authedProcedure.output(organizationListSchema).query(async ({ ctx }) => ({ items: await listMyOrganizations(ctx.deps.db, ctx.account.id) })),

  members: authedProcedure
    .input(organizationIdInput)
    .output(organizationMembersResult)
    .query(async ({ ctx, input }) => {
      const access = await requireOrganizationPermission(ctx, input.organizationId, 'Organization::Member::Read');
      const [items, invitations] = await Promise.all([
        listOrganizationMembers(ctx.deps.db, input.organizationId),
        access.permissions.has('Organization::Member::Invite')
          ? listOpenOrganizationInvitations(ctx.deps.db, input.organizationId, ctx.deps.clock.now())
          : [],
      ]);
      return { items, invitations };
    }),

  /** Mails a link to /org/{handle}?invitation=TOKEN; inviting the same address again renews it. */
  invite: authedProcedure
    .input(inviteOrganizationMemberInput)
    .output(organizationInvitationSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requireOrganizationPermission(ctx, input.organizationId, 'Organization::Member::Invite');
      const { invitation, mail } = await inviteOrganizationMember(ctx.deps, { access, inviter: ctx.account, input });
      await deliverAfterCommit(ctx.deps.mailer, ctx.request.log, [mail]);
      return invitation;
    }),

  invitationByToken: publicProcedure
    .input(invitationTokenInput)
    .output(organizationInvitationSchema)
    .query(({ ctx, input }) => readInvitationByToken(ctx.deps, input.token)),

  acceptInvitation: authedProcedure
    .input(invitationTokenInput)
    .output(organizationSchema)
    .mutation(async ({ ctx, input }) => {
      const organization = await acceptOrganizationInvitation(ctx.deps, ctx.account, input.token);
      ctx.access.forget();
      return toOrganizationDto(organization, (await requireOrganization(ctx, organization.id)).role);
    }),

  declineInvitation: authedProcedure
    .input(invitationTokenInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await declineOrganizationInvitation(ctx.deps, ctx.account, input.token);
      return { ok: true as const };
    }),

  /** Open invitations to the signed-in account's email. */
  myInvitations: authedProcedure
    .output(organizationInvitationListSchema)
    .query(async ({ ctx }) => ({ items: await listMyOrganizationInvitations(ctx.deps.db, ctx.account, ctx.deps.clock.now()) })),

  /** Owners only; the last owner cannot stop being one. */
  changeRole: authedProcedure
    .input(organizationMemberRoleInput)
    .output(organizationMemberSchema)
    .mutation(async ({ ctx, input }) => {
      await requireOrganizationPermission(ctx, input.organizationId, 'Organization::Member::UpdateRole');
      await changeOrganizationRole(ctx.deps, input.organizationId, input.accountId, input.role);
      const [member] = await listOrganizationMembers(ctx.deps.db, input.organizationId, input.accountId);
      if (!member) throw new Error('Member vanished after a role change');
      return member;
    }),

  removeMember: authedProcedure
    .input(organizationMemberInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const access = await requireOrganization(ctx, input.organizationId);
      await removeOrganizationMember(ctx.deps, { access, actorId: ctx.account.id, accountId: input.accountId });
      return { ok: true as const };
    }),

  /** The last owner cannot leave (PRECONDITION_FAILED): they hand over ownership first. */
  leave: authedProcedure
    .input(organizationIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const access = await requireOrganization(ctx, input.organizationId);
      await removeOrganizationMember(ctx.deps, { access, actorId: ctx.account.id, accountId: ctx.account.id });
      return { ok: true as const };
    }),
});
