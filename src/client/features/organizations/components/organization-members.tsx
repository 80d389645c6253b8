import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '#shared/contracts/organization.ts';
import { permissionsFor, type OrganizationRole } from '#shared/rules/permissions.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge, card, inputBase } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { organizationMembersQuery } from '#client/lib/queries/organization-queries.ts';
import { organizationRoleCopy, organizationRoleOrder } from '../organization-copy.ts';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { OpenInvitations } from './open-invitations.tsx';

type Member = { accountId: string; firstName: string; lastName: string; email: string; role: OrganizationRole };
type Pending = { kind: 'remove'; member: Member } | { kind: 'leave' } | null;

const nameOf = (member: Member) => [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** Members tab: the team, their roles, open invitations; invite, change, remove, leave. */
export function OrganizationMembers({ organization }: { organization: Organization }) {
  const trpc = useTrpc();
  const navigate = useNavigate();
  const myId = useSessionStore((s) => s.account?.id ?? null);
  const query = useQuery(organizationMembersQuery(trpc, organization.id));
  const { changeRole, removeMember, leave } = useOrganizationMutations();
  const [pending, setPending] = useState<Pending>(null);
  const allowed = permissionsFor({ organizationRole: organization.myRole });
  const owners = query.data?.items.filter((member) => member.role === 'owner').length ?? 0;

  const onRole = (member: Member, role: OrganizationRole) =>
    changeRole.mutate(
      { organizationId: organization.id, accountId: member.accountId, role },
      {
        onSuccess: () => showAlert({ kind: 'success', title: `${nameOf(member)} is now ${organizationRoleCopy[role].name.toLowerCase()}` }),
        onError: (error) => showAlert({ kind: 'error', title: 'Could not change the role', description: errorText(error), autoClose: false }),
      },
    );
  const onConfirm = () => {
    if (!pending) return;
    if (pending.kind === 'leave') {
      leave.mutate(
        { organizationId: organization.id },
        {
          onSuccess: () => {
            setPending(null);
            showAlert({ kind: 'info', title: `You left ${organization.name}` });
            void navigate({ to: '/events', search: { filter: 'upcoming' } });
          },
          onError: (error) => {
            setPending(null);
            showAlert({ kind: 'error', title: 'Could not leave', description: errorText(error), autoClose: false });
          },
        },
      );
      return;
    }
    const { member } = pending;
    removeMember.mutate(
      { organizationId: organization.id, accountId: member.accountId },
      {
        onSuccess: () => {
          setPending(null);
          showAlert({ kind: 'success', title: `${nameOf(member)} removed` });
        },
        onError: (error) => {
          setPending(null);
          showAlert({ kind: 'error', title: `Could not remove ${nameOf(member)}`, description: errorText(error), autoClose: false });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      {allowed.has('Organization::Member::Invite') ? (
        <section aria-labelledby="org-invite-title" className={card}>
          <h2 id="org-invite-title" className="text-lg font-semibold">
            Invite someone to help
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Members run every event of {organization.name}, without joining each one.</p>
          <div className="mt-4">
            <InviteMemberForm organizationId={organization.id} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="org-members-title" className={card}>
        <h2 id="org-members-title" className="text-lg font-semibold">
          Members {query.data ? <span className="text-gray-500 dark:text-gray-400">({query.data.items.length})</span> : null}
        </h2>
        {query.data ? (
          <ul aria-label="Members" className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
            {query.data.items.map((member) => {
              const me = member.accountId === myId;
              const name = nameOf(member);
              // The server's rules, shown up front: only owners remove owners, and the last owner stays.
              const removable = !me && allowed.has('Organization::Member::Remove') && (member.role !== 'owner' || organization.myRole === 'owner');
              const lastOwner = me && member.role === 'owner' && owners <= 1;
              return (
                <li key={member.accountId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">
                      {name} {me ? <span className="font-normal text-gray-500 dark:text-gray-400">(you)</span> : null}
                    </p>
                    <p className="truncate text-sm text-gray-600 dark:text-gray-400">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    {allowed.has('Organization::Member::UpdateRole') && !me ? (
                      <select
                        aria-label={`Role for ${name}`}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => onRole(member, event.target.value as OrganizationRole)}
                        className={`${inputBase} w-auto min-w-32`}
                      >
                        {organizationRoleOrder.map((role) => (
                          <option key={role} value={role}>
                            {organizationRoleCopy[role].name}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className={`${badge} bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200`}>{organizationRoleCopy[member.role].name}</span>
                    )}
                    {lastOwner ? (
                      <span className="text-xs text-gray-500 dark:text-gray-400">The only owner</span>
                    ) : me && allowed.has('Organization::Member::RemoveOwn') ? (
                      <button type="button" className={buttonStyles.ghost} onClick={() => setPending({ kind: 'leave' })}>
                        Leave
                      </button>
                    ) : removable ? (
                      <button type="button" className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`} aria-label={`Remove ${name}`} onClick={() => setPending({ kind: 'remove', member })}>
                        Remove
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : query.isError ? (
          <div className="mt-4">
            <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label="Loading members" />
          </div>
        )}
      </section>

      {query.data && query.data.invitations.length > 0 ? <OpenInvitations organizationId={organization.id} invitations={query.data.invitations} /> : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'leave' ? `Leave ${organization.name}?` : pending ? `Remove ${nameOf(pending.member)}?` : ''}
        confirmLabel={pending?.kind === 'leave' ? 'Leave' : 'Remove'}
        danger
        pending={removeMember.isPending || leave.isPending}
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'leave'
          ? 'You stop running its events. To come back, someone has to invite you again.'
          : `They stop running ${organization.name}'s events at once. You can invite them again later.`}
      </ConfirmDialog>
    </div>
  );
}
