import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { MailIcon } from '#client/components/ui/admin-icons.tsx';
import { myInvitationsQuery } from '#client/lib/queries/organization-queries.ts';
import { organizationRoleCopy } from '../organization-copy.ts';

/**
 * Open invitations to the signed-in account's email (on /events). The answer needs the secret
 * from the email link (organization.acceptInvitation takes the token), so this points there.
 */
export function MyInvitations() {
  const trpc = useTrpc();
  const query = useQuery(myInvitationsQuery(trpc));
  const items = (query.data?.items ?? []).filter((invitation) => invitation.status === 'PENDING');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-invitations-title" className="rounded-2xl border border-primary-200 bg-primary-50 p-5 dark:border-primary-500/30 dark:bg-primary-500/10">
      <h2 id="my-invitations-title" className="flex items-center gap-2 font-semibold">
        <MailIcon className="size-5 text-primary-700 dark:text-primary-300" />
        {items.length === 1 ? 'You have an invitation' : `You have ${items.length} invitations`}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              Join <span className="font-semibold">{invitation.organizationName}</span> as {organizationRoleCopy[invitation.role].name.toLowerCase()}. Open the
              link in the email we sent to {invitation.email} to accept or decline.
            </p>
            <Link to="/org/$organizationHandle" params={{ organizationHandle: invitation.organizationHandle }} className={`${buttonStyles.secondary} shrink-0`}>
              View {invitation.organizationName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
