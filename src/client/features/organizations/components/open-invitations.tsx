import type { OrganizationRole } from '#shared/rules/permissions.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { organizationRoleCopy } from '../organization-copy.ts';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';

interface OpenInvitation {
  id: string;
  email: string;
  role: OrganizationRole;
  createdAt: number;
  expiresAt: number;
}

const dateOf = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', year: 'numeric' });

/** Invitations nobody has answered yet; "Send again" renews one (the server mails a fresh link). */
export function OpenInvitations({ organizationId, invitations }: { organizationId: string; invitations: OpenInvitation[] }) {
  const { invite } = useOrganizationMutations();
  const sendAgain = (invitation: OpenInvitation) =>
    invite
      .mutateAsync({ organizationId, email: invitation.email, role: invitation.role })
      .then(() => showAlert({ kind: 'success', title: `Invitation sent again to ${invitation.email}` }))
      .catch((error: unknown) => showAlert({ kind: 'error', title: 'Could not send it again', description: errorText(error), autoClose: false }));
  return (
    <section aria-labelledby="org-invitations-title" className={card}>
      <h2 id="org-invitations-title" className="text-lg font-semibold">
        Waiting for an answer
      </h2>
      <ul aria-label="Open invitations" className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {organizationRoleCopy[invitation.role].name} · invited {dateOf(invitation.createdAt)} · expires {dateOf(invitation.expiresAt)}
              </p>
            </div>
            <button type="button" className={buttonStyles.ghost} disabled={invite.isPending} onClick={() => void sendAgain(invitation)}>
              Send again
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
